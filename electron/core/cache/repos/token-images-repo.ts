// Token images checked by core, and remembered failures, keyed by URL; trimmed to a total size, least recently used first.
import type Database from 'better-sqlite3';
import type { TokenImageEntry, TokenImagesRepo } from './token-images-types';

interface Row {
  url: string;
  mime: string | null;
  body: Buffer | null;
  failure: string | null;
  fetched_at: number;
}

/** Statements are prepared on first use, so opening the repositories of an older schema (migration tests) works. */
function prepareStatements(db: Database.Database) {
  const select = db.prepare<[string], Row>(
    'SELECT url, mime, body, failure, fetched_at FROM token_images WHERE url = ?',
  );
  const upsert = db.prepare<[string, string | null, Buffer | null, number, string | null, number, number]>(
    `INSERT INTO token_images (url, mime, body, bytes, failure, fetched_at, used_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (url) DO UPDATE SET mime = excluded.mime, body = excluded.body, bytes = excluded.bytes,
       failure = excluded.failure, fetched_at = excluded.fetched_at, used_at = excluded.used_at`,
  );
  const touch = db.prepare<[number, string]>('UPDATE token_images SET used_at = ? WHERE url = ?');
  const total = db.prepare<[], { total: number }>(
    'SELECT COALESCE(SUM(bytes), 0) AS total FROM token_images',
  );
  const oldest = db.prepare<[], { url: string; bytes: number }>(
    'SELECT url, bytes FROM token_images ORDER BY used_at ASC, url ASC',
  );
  const remove = db.prepare<[string]>('DELETE FROM token_images WHERE url = ?');
  const trim = db.transaction((maxTotalBytes: number) => {
    let size = total.get()!.total;
    if (size <= maxTotalBytes) return;
    const victims: string[] = [];
    for (const row of oldest.iterate()) {
      if (size <= maxTotalBytes) break;
      victims.push(row.url);
      size -= row.bytes;
    }
    for (const url of victims) remove.run(url);
  });
  return { select, upsert, touch, total, trim };
}

export function createTokenImagesRepo(db: Database.Database): TokenImagesRepo {
  let prepared: ReturnType<typeof prepareStatements> | null = null;
  const sql = () => (prepared ??= prepareStatements(db));
  return {
    get(url) {
      const row = sql().select.get(url);
      if (!row) return null;
      const entry: TokenImageEntry =
        row.body !== null && row.mime !== null
          ? { url, kind: 'image', mime: row.mime, body: new Uint8Array(row.body), fetchedAt: row.fetched_at }
          : { url, kind: 'failure', failure: row.failure ?? 'unknown', fetchedAt: row.fetched_at };
      return entry;
    },
    putImage(url, mime, body, now) {
      sql().upsert.run(url, mime, Buffer.from(body), body.byteLength, null, now, now);
    },
    putFailure(url, failure, now) {
      sql().upsert.run(url, null, null, 0, failure, now, now);
    },
    touch: (url, now) => void sql().touch.run(now, url),
    totalBytes: () => sql().total.get()!.total,
    trimTo: (maxTotalBytes) => sql().trim(maxTotalBytes),
  };
}
