// Auth module: accounts with numbers, sequences, public keys and optional continuous vesting.
import type { KVStore } from '../store';
import type { Coin } from '../types';

export interface VestingSchedule {
  originalVesting: Coin[];
  /** Unix seconds. */
  startTime: number;
  /** Unix seconds. */
  endTime: number;
}

export interface Account {
  address: string;
  accountNumber: number;
  sequence: number;
  /** Base64 of the 33-byte compressed secp256k1 key, once the account has signed. */
  pubkey: string | null;
  vesting?: VestingSchedule;
}

const NEXT_NUMBER_KEY = 'auth/next_account_number';
const accountKey = (address: string) => `acc/${address}`;

export function getAccount(store: KVStore, address: string): Account | undefined {
  const raw = store.get(accountKey(address));
  return raw ? (JSON.parse(raw) as Account) : undefined;
}

export function setAccount(store: KVStore, account: Account): void {
  store.set(accountKey(account.address), JSON.stringify(account));
}

/** Returns the account, creating it with the next account number when it does not exist yet. */
export function ensureAccount(store: KVStore, address: string): Account {
  const existing = getAccount(store, address);
  if (existing) return existing;
  const accountNumber = Number(store.get(NEXT_NUMBER_KEY) ?? '0');
  store.set(NEXT_NUMBER_KEY, String(accountNumber + 1));
  const account: Account = { address, accountNumber, sequence: 0, pubkey: null };
  setAccount(store, account);
  return account;
}

/** Coins still locked by a continuous vesting schedule at `time`. */
export function lockedCoins(account: Account | undefined, time: Date): Coin[] {
  const v = account?.vesting;
  if (!v) return [];
  const now = Math.floor(time.getTime() / 1000);
  if (now >= v.endTime) return [];
  const total = BigInt(v.endTime - v.startTime);
  const remaining = BigInt(Math.min(v.endTime - now, v.endTime - v.startTime));
  return v.originalVesting.map((c) => ({ denom: c.denom, amount: ((BigInt(c.amount) * remaining) / total).toString() }));
}
