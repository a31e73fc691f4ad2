// Small key/value store of JSON values (settings, wallet metadata).
import type Database from 'better-sqlite3';
import type { KvRepo } from './kv-types';

export function createKvRepo(db: Database.Database): KvRepo {
  const get = db.prepare<[string], { value: string }>('SELECT value FROM kv WHERE key = ?');
  const set = db.prepare<[string, string]>(
    'INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  const remove = db.prepare<[string]>('DELETE FROM kv WHERE key = ?');
  return {
    /** Returns undefined when absent or when the stored text is not valid JSON. */
    get(key) {
      const row = get.get(key);
      if (!row) return undefined;
      try {
        return JSON.parse(row.value) as unknown;
      } catch {
        return undefined;
      }
    },
    set: (key, value) => void set.run(key, JSON.stringify(value)),
    delete: (key) => void remove.run(key),
  };
}
