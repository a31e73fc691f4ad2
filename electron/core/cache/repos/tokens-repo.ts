// The B1 token list per network (replaced whole), windows of it, and launchpad progress per token.
import type Database from 'better-sqlite3';
import type { TokenProgressRow, TokensRepo } from './tokens-types';
import { toTokenRow as toToken, type TokenRecord } from './token-record';
import { createTokenNameFinder } from './token-names';
import { createTokenWindowReader } from './token-window';
import { ownerOf } from '../migrations/cache/0009-lean-history';

export function createTokensRepo(db: Database.Database): TokensRepo {
  const head = db.prepare<[string], { updated_at: number }>(
    'SELECT updated_at FROM token_lists WHERE network_id = ?',
  );
  const list = db.prepare<[string], TokenRecord>(
    'SELECT * FROM tokens WHERE network_id = ? ORDER BY first_seen_at DESC, address',
  );
  const get = db.prepare<[string, string], TokenRecord>(
    'SELECT * FROM tokens WHERE network_id = ? AND address = ?',
  );
  const clear = db.prepare<[string]>('DELETE FROM tokens WHERE network_id = ?');
  const insert = db.prepare(
    `INSERT OR REPLACE INTO tokens (network_id, address, name, symbol, image, description, creator, source, graduated, pair,
       xyz_reserves, current_price, volume_24h, trade_count_24h, created_at, first_seen_at)
     VALUES (@networkId, @address, @name, @symbol, @image, @description, @creator, @source, @graduated, @pair,
       @xyzReserves, @currentPrice, @volume24h, @tradeCount24h, @createdAt, @firstSeenAt)`,
  );
  const stamp = db.prepare<[string, number]>(
    `INSERT INTO token_lists (network_id, updated_at) VALUES (?, ?)
     ON CONFLICT (network_id) DO UPDATE SET updated_at = excluded.updated_at`,
  );
  const getProgress = db.prepare<
    [string, string],
    {
      token: string;
      xyz_reserves: string;
      threshold: string;
      graduated: number;
      pair: string | null;
      updated_at: number;
    }
  >('SELECT * FROM token_progress WHERE network_id = ? AND token = ?');
  const putProgress = db.prepare(
    `INSERT OR REPLACE INTO token_progress (network_id, token, xyz_reserves, threshold, graduated, pair, updated_at)
     VALUES (@networkId, @token, @xyzReserves, @threshold, @graduated, @pair, @updatedAt)`,
  );
  // The history index (cache migrations 6 and 9) names every address a row's messages carry: the contract included.
  const interacted = {
    statement: null as Database.Statement | null,
    get(params: { match: string; networkId: string; owner: string }) {
      this.statement ??= db.prepare(
        `SELECT 1 FROM history_fts f JOIN history h ON h.id = f.rowid
         WHERE history_fts MATCH @match AND h.owner = ${ownerOf('@networkId', '@owner')}
           AND h.direction != 'in' LIMIT 1`,
      );
      return this.statement.get(params) !== undefined;
    },
  };
  const replaceAll = db.transaction(
    (networkId: string, tokens: Parameters<TokensRepo['replaceAll']>[1], updatedAt: number) => {
      clear.run(networkId);
      for (const t of tokens) insert.run({ networkId, ...t, graduated: t.graduated ? 1 : 0 });
      stamp.run(networkId, updatedAt);
    },
  );
  // Prepared on first use: a repository over a database not yet at schema 8 (migration tests) still opens.
  let readWindow: ReturnType<typeof createTokenWindowReader> | null = null;
  const tokensNamed = createTokenNameFinder(db);
  let namesOf: Database.Statement | null = null;
  return {
    list(networkId) {
      return { tokens: list.all(networkId).map(toToken), updatedAt: head.get(networkId)?.updated_at ?? null };
    },
    get(networkId, address) {
      const row = get.get(networkId, address);
      return row ? toToken(row) : null;
    },
    window(networkId, query) {
      readWindow ??= createTokenWindowReader(db);
      return { ...readWindow(networkId, query), updatedAt: head.get(networkId)?.updated_at ?? null };
    },
    named: (networkId, word, cap) => tokensNamed(networkId, word, cap),
    namesOf(networkId, addresses) {
      // Driven from the asked addresses (CROSS JOIN fixes that order): each is one index search by address and one
      // by pair. Written as `pair IN (...)` the planner walked the network's whole token list (1.1 s at 100,000).
      namesOf ??= db.prepare(
        `SELECT t.address, t.name, t.symbol, t.pair FROM json_each(@addresses) AS asked
         CROSS JOIN tokens AS t WHERE t.network_id = @networkId AND t.address = asked.value
         UNION
         SELECT t.address, t.name, t.symbol, t.pair FROM json_each(@addresses) AS asked
         CROSS JOIN tokens AS t WHERE t.network_id = @networkId AND t.pair = asked.value`,
      );
      return namesOf.all({ networkId, addresses: JSON.stringify(addresses) }) as ReturnType<
        TokensRepo['namesOf']
      >;
    },
    replaceAll: (networkId, tokens, updatedAt) => replaceAll(networkId, tokens, updatedAt),
    interactedWith(networkId, owner, tokens) {
      const sent = new Set<string>();
      for (const token of tokens) {
        if (interacted.get({ match: `parties:"${token.replace(/"/g, '""')}"`, networkId, owner }))
          sent.add(token);
      }
      return sent;
    },
    getProgress(networkId, token) {
      const r = getProgress.get(networkId, token);
      if (!r) return null;
      return {
        token: r.token,
        xyzReserves: r.xyz_reserves,
        threshold: r.threshold,
        graduated: r.graduated === 1,
        pair: r.pair,
        updatedAt: r.updated_at,
      } satisfies TokenProgressRow;
    },
    putProgress: (networkId, p) => void putProgress.run({ networkId, ...p, graduated: p.graduated ? 1 : 0 }),
  };
}
