// A row of the tokens table as SQLite returns it, and its TokenRow.
import type { TokenRow } from './tokens-types';

export interface TokenRecord {
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

export function toTokenRow(r: TokenRecord): TokenRow {
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
