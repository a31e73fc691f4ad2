// Per-account token hygiene in the records file: marks (hidden / kept) and the account's list preferences.
import type Database from 'better-sqlite3';
import type { TokenHygienePrefs, TokenMarksRepo } from './token-marks-types';

/** A statement prepared on first use: a repository over a records file not yet at schema 3 still opens. */
function lazy<P extends unknown[], R = unknown>(db: Database.Database, sql: string) {
  let statement: Database.Statement<P, R> | null = null;
  return () => (statement ??= db.prepare<P, R>(sql));
}

export function createTokenMarksRepo(db: Database.Database): TokenMarksRepo {
  const marks = lazy<[string], { token: string; mark: 'hidden' | 'kept' }>(
    db,
    'SELECT token, mark FROM token_marks WHERE account_id = ? ORDER BY token',
  );
  const hidden = lazy<[string], { token: string }>(
    db,
    "SELECT token FROM token_marks WHERE account_id = ? AND mark = 'hidden' ORDER BY token",
  );
  const putMark = lazy<[string, string, string, number]>(
    db,
    `INSERT INTO token_marks (account_id, token, mark, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (account_id, token) DO UPDATE SET mark = excluded.mark, updated_at = excluded.updated_at`,
  );
  const dropMark = lazy<[string, string]>(db, 'DELETE FROM token_marks WHERE account_id = ? AND token = ?');
  const getPrefs = lazy<[string], { hide_below_uxyz: string | null; show_hidden: number }>(
    db,
    'SELECT hide_below_uxyz, show_hidden FROM token_hygiene WHERE account_id = ?',
  );
  const putPrefs = lazy<[string, string | null, number]>(
    db,
    `INSERT INTO token_hygiene (account_id, hide_below_uxyz, show_hidden) VALUES (?, ?, ?)
     ON CONFLICT (account_id) DO UPDATE SET hide_below_uxyz = excluded.hide_below_uxyz,
       show_hidden = excluded.show_hidden`,
  );
  const prefs = (accountId: string): TokenHygienePrefs => {
    const row = getPrefs().get(accountId);
    return { hideBelowUxyz: row?.hide_below_uxyz ?? null, showHidden: row?.show_hidden === 1 };
  };
  return {
    marks: (accountId) =>
      Object.fromEntries(
        marks()
          .all(accountId)
          .map((r) => [r.token, r.mark]),
      ),
    hidden: (accountId) =>
      hidden()
        .all(accountId)
        .map((r) => r.token),
    setMark(accountId, token, mark, now) {
      if (mark === null) dropMark().run(accountId, token);
      else putMark().run(accountId, token, mark, now);
    },
    prefs,
    setPrefs(accountId, change) {
      const next = { ...prefs(accountId), ...change };
      putPrefs().run(accountId, next.hideBelowUxyz, next.showHidden ? 1 : 0);
      return next;
    },
  };
}
