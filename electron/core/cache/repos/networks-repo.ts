// Saved network profiles as JSON rows. Rows are NOT validated here: config/ validates on load.
import type Database from 'better-sqlite3';
import type { NetworkProfile } from '../../../../shared/api/network';
import type { NetworksRepo } from './networks-types';

/** A stored row whose JSON could not be parsed is returned as `null` data so the loader can report it. */
export interface RawProfileRow {
  id: string;
  data: unknown;
}

export function createNetworksRepo(db: Database.Database): NetworksRepo & { listRaw(): RawProfileRow[] } {
  const list = db.prepare<[], { id: string; data: string }>(
    'SELECT id, data FROM network_profiles ORDER BY position',
  );
  const get = db.prepare<[string], { data: string }>('SELECT data FROM network_profiles WHERE id = ?');
  const upsert = db.prepare<[string, string]>(
    `INSERT INTO network_profiles (id, data, position)
     VALUES (?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM network_profiles))
     ON CONFLICT (id) DO UPDATE SET data = excluded.data`,
  );
  const remove = db.prepare<[string]>('DELETE FROM network_profiles WHERE id = ?');
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  };
  return {
    listRaw: () => list.all().map((row) => ({ id: row.id, data: parse(row.data) })),
    list: () => list.all().map((row) => parse(row.data) as NetworkProfile),
    get: (id) => {
      const row = get.get(id);
      return row ? (parse(row.data) as NetworkProfile | null) : null;
    },
    upsert: (profile) => void upsert.run(profile.id, JSON.stringify(profile)),
    remove: (id) => remove.run(id).changes > 0,
  };
}
