// Coin helpers: validation like sdk.Coins.Validate, and the "100uxyz,5abc" string form used in events and logs.
import type { Coin } from './types';
import { sdkError } from './errors';

const DENOM_RE = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/;
const AMOUNT_RE = /^\d+$/;
const MAX_AMOUNT = (1n << 256n) - 1n;

export function isValidDenom(denom: string): boolean {
  return typeof denom === 'string' && DENOM_RE.test(denom);
}

/** Coins as text: "100uxyz,5abc" (empty list -> ""). */
export function coinsToString(coins: readonly Coin[]): string {
  return coins.map((c) => `${c.amount}${c.denom}`).join(',');
}

export function coinToString(coin: Coin): string {
  return `${coin.amount}${coin.denom}`;
}

/**
 * Validates a coin list for a message: every denom valid, every amount a positive integer, sorted by denom,
 * no duplicates. Throws sdk code 10 (invalid coins) with the SDK's wording.
 */
export function validateCoins(coins: readonly Coin[], { allowEmpty = false } = {}): void {
  if (coins.length === 0 && !allowEmpty) throw sdkError(10, '');
  for (let i = 0; i < coins.length; i++) {
    const coin = coins[i]!;
    if (!isValidDenom(coin.denom)) throw sdkError(10, `invalid denom: ${coin.denom}`);
    if (!AMOUNT_RE.test(coin.amount) || BigInt(coin.amount) > MAX_AMOUNT) {
      throw sdkError(10, `invalid amount: ${coinToString(coin)}`);
    }
    if (BigInt(coin.amount) === 0n) throw sdkError(10, coinsToString(coins));
    if (i > 0 && coins[i - 1]!.denom >= coin.denom) {
      throw sdkError(10, `${coinsToString(coins)}: coins must be sorted and unique`);
    }
  }
}

/** Validates a single coin amount (may be zero when `allowZero`). */
export function validateCoin(coin: Coin | undefined, { allowZero = false } = {}): Coin {
  if (!coin) throw sdkError(10, 'empty coin');
  if (!isValidDenom(coin.denom)) throw sdkError(10, `invalid denom: ${coin.denom}`);
  if (!AMOUNT_RE.test(coin.amount)) throw sdkError(10, `invalid amount: ${coinToString(coin)}`);
  if (!allowZero && BigInt(coin.amount) === 0n)
    throw sdkError(10, `${coinToString(coin)}: amount must be positive`);
  return coin;
}

/** Sum of coin lists, merged by denom and sorted. */
export function addCoins(a: readonly Coin[], b: readonly Coin[]): Coin[] {
  const sums = new Map<string, bigint>();
  for (const c of [...a, ...b]) sums.set(c.denom, (sums.get(c.denom) ?? 0n) + BigInt(c.amount));
  return [...sums.entries()]
    .filter(([, amount]) => amount > 0n)
    .sort(([x], [y]) => (x < y ? -1 : 1))
    .map(([denom, amount]) => ({ denom, amount: amount.toString() }));
}
