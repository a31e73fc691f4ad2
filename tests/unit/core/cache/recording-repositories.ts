// Test helper: the cache repositories over a connection that records the SQL of every statement they run, and the
// query plan of each statement a read ran (EXPLAIN QUERY PLAN with placeholder parameters).
import type Database from 'better-sqlite3';
import { openCacheDatabase, openRecordsDatabase } from '../../../../electron/core/cache/db';
import { createRepositories } from '../../../../electron/core/cache/repositories';

const NET = 'devnet';

/** Repositories whose cache connection records the SQL of every statement it runs. */
export function recordingRepositories() {
  const cache = openCacheDatabase(':memory:');
  const ran: string[] = [];
  const prepare = cache.prepare.bind(cache);
  cache.prepare = ((sql: string) => {
    const statement = prepare(sql) as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const method of ['get', 'all', 'run', 'iterate']) {
      const original = statement[method]!.bind(statement);
      statement[method] = (...args: unknown[]) => {
        ran.push(sql);
        return original(...args);
      };
    }
    return statement as unknown as Database.Statement;
  }) as Database.Database['prepare'];
  const repos = createRepositories(openRecordsDatabase(':memory:'), cache);
  /** Each statement `read` runs, with its plan lines, in the order they ran. */
  const statementsOf = (read: () => unknown): Array<{ sql: string; plan: string[] }> => {
    const from = ran.length;
    read();
    return ran.slice(from).map((sql) => {
      const anon = (sql.match(/\?/g) ?? []).length;
      const params = anon ? Array(anon).fill('x') : [{ networkId: NET, addresses: '[]' }];
      const rows = prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>;
      return { sql, plan: rows.map((r) => r.detail) };
    });
  };
  /** The plan lines of each statement `read` runs. */
  const plansOf = (read: () => unknown): string[][] => statementsOf(read).map((s) => s.plan);
  return { repos, plansOf, statementsOf };
}
