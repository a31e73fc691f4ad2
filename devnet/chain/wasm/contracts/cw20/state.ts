// CW20 storage layout: token info, minter, marketing and one balance entry per holder.
import type { ContractStorage } from '../../../types';
import { readJson, writeJson } from '../common/storage-json';

export interface TokenInfo {
  name: string;
  symbol: string;
  decimals: number;
  /** Uint128 string, smallest token units. */
  total_supply: string;
}

export interface MinterData {
  minter: string;
  /** Uint128 string or null for no cap. */
  cap: string | null;
}

export interface MarketingInfo {
  project: string | null;
  description: string | null;
  marketing: string | null;
  logo: { url: string } | null;
}

const TOKEN_INFO = 'token_info';
const MINTER = 'minter';
const MARKETING = 'marketing_info';
/** Prefix of balance entries: `balance/<address>` -> Uint128 string. */
export const BALANCE_PREFIX = 'balance/';

type ReadStorage = Pick<ContractStorage, 'get'>;

export function loadTokenInfo(storage: ReadStorage): TokenInfo {
  const info = readJson<TokenInfo>(storage, TOKEN_INFO);
  if (!info) throw new Error('cw20: token info missing (contract not instantiated)');
  return info;
}

export function saveTokenInfo(storage: ContractStorage, info: TokenInfo): void {
  writeJson(storage, TOKEN_INFO, info);
}

export function loadMinter(storage: ReadStorage): MinterData | null {
  return readJson<MinterData>(storage, MINTER) ?? null;
}

export function saveMinter(storage: ContractStorage, minter: MinterData): void {
  writeJson(storage, MINTER, minter);
}

export function loadMarketing(storage: ReadStorage): MarketingInfo {
  return (
    readJson<MarketingInfo>(storage, MARKETING) ?? {
      project: null,
      description: null,
      marketing: null,
      logo: null,
    }
  );
}

export function saveMarketing(storage: ContractStorage, info: MarketingInfo): void {
  writeJson(storage, MARKETING, info);
}

/** Balance of `address` in smallest token units. */
export function loadBalance(storage: ReadStorage, address: string): bigint {
  return BigInt(storage.get(BALANCE_PREFIX + address) ?? '0');
}

export function saveBalance(storage: ContractStorage, address: string, amount: bigint): void {
  if (amount === 0n) storage.delete(BALANCE_PREFIX + address);
  else storage.set(BALANCE_PREFIX + address, amount.toString());
}
