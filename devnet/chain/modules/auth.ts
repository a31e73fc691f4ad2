// Auth module: accounts with numbers, sequences, public keys and optional continuous vesting.
import type { KVStore } from '../store';
import type { Coin } from '../types';

export interface VestingSchedule {
  originalVesting: Coin[];
  /** Unix seconds. */
  startTime: number;
  /** Unix seconds. */
  endTime: number;
  /** Vesting coins that are delegated (SDK TrackDelegation); absent = none. */
  delegatedVesting?: Coin[];
  /** Free coins that are delegated; absent = none. */
  delegatedFree?: Coin[];
}

export interface Account {
  address: string;
  accountNumber: number;
  sequence: number;
  /** Base64 of the 33-byte compressed secp256k1 key, once the account has signed. */
  pubkey: string | null;
  /** The account's LegacyAminoPubKey (threshold, base64 member keys in order), once a multisig account has signed. */
  multisig?: { threshold: number; publicKeys: string[] };
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

const amountOf = (coins: readonly Coin[] | undefined, denom: string) =>
  BigInt(coins?.find((c) => c.denom === denom)?.amount ?? '0');

/** Coins not yet vested at `time` (continuous vesting: original - floor(original x elapsed / duration)). */
export function vestingCoins(account: Account | undefined, time: Date): Coin[] {
  const v = account?.vesting;
  if (!v) return [];
  const now = Math.floor(time.getTime() / 1000);
  if (now >= v.endTime) return [];
  if (now <= v.startTime) return v.originalVesting;
  const elapsed = BigInt(now - v.startTime);
  const duration = BigInt(v.endTime - v.startTime);
  return v.originalVesting.map((c) => ({
    denom: c.denom,
    amount: (BigInt(c.amount) - (BigInt(c.amount) * elapsed) / duration).toString(),
  }));
}

/** Coins locked at `time`: still vesting and not delegated (SDK LockedCoins = max(vesting - delegated vesting, 0)). */
export function lockedCoins(account: Account | undefined, time: Date): Coin[] {
  return vestingCoins(account, time).map((c) => {
    const locked = BigInt(c.amount) - amountOf(account?.vesting?.delegatedVesting, c.denom);
    return { denom: c.denom, amount: (locked > 0n ? locked : 0n).toString() };
  });
}

/**
 * SDK TrackDelegation for a vesting account delegating `amount`: the part covered by still-vesting,
 * not yet delegated coins counts as delegated vesting (X = min(max(V - DV, 0), D)), the rest as free.
 */
export function trackDelegation(account: Account, time: Date, amount: Coin): Account {
  const v = account.vesting;
  if (!v) return account;
  const vesting = amountOf(vestingCoins(account, time), amount.denom);
  const delegatedVesting = amountOf(v.delegatedVesting, amount.denom);
  const d = BigInt(amount.amount);
  const room = vesting - delegatedVesting > 0n ? vesting - delegatedVesting : 0n;
  const x = room < d ? room : d;
  const add = (coins: Coin[] | undefined, value: bigint): Coin[] => {
    if (value === 0n) return coins ?? [];
    const others = (coins ?? []).filter((c) => c.denom !== amount.denom);
    return [
      ...others,
      { denom: amount.denom, amount: (amountOf(coins, amount.denom) + value).toString() },
    ].sort((a, b) => (a.denom < b.denom ? -1 : 1));
  };
  return {
    ...account,
    vesting: {
      ...v,
      delegatedVesting: add(v.delegatedVesting, x),
      delegatedFree: add(v.delegatedFree, d - x),
    },
  };
}
