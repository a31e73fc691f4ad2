// Launchpad storage: one record per launched token (metadata, curve state, graduation) plus a creation counter.
import type { ContractStorage } from '../../../types';
import { rangeJson, readJson, writeJson } from '../common/storage-json';
import type { CurveState } from './curve';

/** Stored form of a launched token; amounts are Uint128 strings. */
export interface TokenRecord {
  token: string;
  creator: string;
  name: string;
  symbol: string;
  image: string | null;
  description: string | null;
  /** Block time of creation, ISO 8601 with milliseconds. */
  created_at: string;
  /** uxyz of real reserves at which the curve graduates (fixed at creation). */
  threshold: string;
  /** Real uxyz reserve of the curve (fees excluded); after graduation, the reserve moved to the pair. */
  xyz_reserves: string;
  /** Token units sold by the curve (net of sells). */
  tokens_sold: string;
  /** Fees collected by this token's curve, uxyz. */
  fees_collected: string;
  graduated: boolean;
  pair: string | null;
}

const TOKEN_PREFIX = 'token/';
const TOKEN_COUNT = 'token_count';

export function loadToken(storage: Pick<ContractStorage, 'get'>, token: string): TokenRecord | undefined {
  return readJson<TokenRecord>(storage, TOKEN_PREFIX + token);
}

export function saveToken(storage: ContractStorage, record: TokenRecord): void {
  writeJson(storage, TOKEN_PREFIX + record.token, record);
}

/** Tokens in ascending address order after `startAfter`. */
export function listTokens(
  storage: Pick<ContractStorage, 'range'>,
  startAfter: string | undefined,
  limit: number,
): TokenRecord[] {
  return rangeJson<TokenRecord>(storage, TOKEN_PREFIX, startAfter, limit);
}

/** Increments and returns the number of tokens created (used in instantiate labels). */
export function nextTokenNumber(storage: ContractStorage): number {
  const next = Number(storage.get(TOKEN_COUNT) ?? '0') + 1;
  storage.set(TOKEN_COUNT, String(next));
  return next;
}

export function curveOf(record: TokenRecord): CurveState {
  return { xyzReserves: BigInt(record.xyz_reserves), tokensSold: BigInt(record.tokens_sold) };
}

export function withCurve(record: TokenRecord, curve: CurveState, extraFees: bigint): TokenRecord {
  return {
    ...record,
    xyz_reserves: curve.xyzReserves.toString(),
    tokens_sold: curve.tokensSold.toString(),
    fees_collected: (BigInt(record.fees_collected) + extraFees).toString(),
  };
}
