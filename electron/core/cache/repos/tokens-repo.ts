// The B1 token list per network (replaced whole) and launchpad progress per token.
import type Database from 'better-sqlite3';
import type { TokenProgressRow, TokenRow, TokensRepo } from '../types';

interface TokenRecord {
  address: string;
  name: string | null;
  symbol: string | null;
  image: string | null;
  description: string | null;
  creator: string | null;
  source: string;
  graduated: number;
  pair: string | null;
  xyz_reserves: string;
  current_price: string;
  volume_24h: string;
  trade_count_24h: number;
  created_at: string | null;
  first_seen_at: string;
}

function toToken(r: TokenRecord): TokenRow {
  return {
    address: r.address,
    name: r.name,
    symbol: r.symbol,
    image: r.image,
    description: r.description,
    creator: r.creator,
    source: r.source === 'amm' ? 'amm' : 'launchpad',
    graduated: r.graduated === 1,
    pair: r.pair,
    xyzReserves: r.xyz_reserves,
    currentPrice: r.current_price,
    volume24h: r.volume_24h,
    tradeCount24h: r.trade_count_24h,
    createdAt: r.created_at,
    firstSeenAt: r.first_seen_at,
  };
}

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
  const replaceAll = db.transaction((networkId: string, tokens: TokenRow[], updatedAt: number) => {
    clear.run(networkId);
    for (const t of tokens) insert.run({ networkId, ...t, graduated: t.graduated ? 1 : 0 });
    stamp.run(networkId, updatedAt);
  });
  return {
    list(networkId) {
      return { tokens: list.all(networkId).map(toToken), updatedAt: head.get(networkId)?.updated_at ?? null };
    },
    get(networkId, address) {
      const row = get.get(networkId, address);
      return row ? toToken(row) : null;
    },
    replaceAll: (networkId, tokens, updatedAt) => replaceAll(networkId, tokens, updatedAt),
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
