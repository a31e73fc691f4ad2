// AMM pair storage: the pool (token, reserves, shares, creator) and each provider's liquidity share.
import type { ContractStorage } from '../../../types';
import { readJson, writeJson } from '../common/storage-json';

/** Stored pool state; amounts are Uint128 strings. */
export interface PoolRecord {
  token: string;
  /** Instantiator; the only address allowed to provide the initial token liquidity. */
  creator: string;
  xyz_reserve: string;
  token_reserve: string;
  total_share: string;
  /** True once the token side has been deposited and swaps are open. */
  funded: boolean;
}

const POOL = 'pool';
const SHARE_PREFIX = 'share/';

export function loadPool(storage: Pick<ContractStorage, 'get'>): PoolRecord {
  const pool = readJson<PoolRecord>(storage, POOL);
  if (!pool) throw new Error('amm pair: pool missing (contract not instantiated)');
  return pool;
}

export function savePool(storage: ContractStorage, pool: PoolRecord): void {
  writeJson(storage, POOL, pool);
}

export function loadShare(storage: Pick<ContractStorage, 'get'>, address: string): bigint {
  return BigInt(storage.get(SHARE_PREFIX + address) ?? '0');
}

export function saveShare(storage: ContractStorage, address: string, share: bigint): void {
  storage.set(SHARE_PREFIX + address, share.toString());
}
