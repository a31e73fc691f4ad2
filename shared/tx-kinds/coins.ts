// Pure coin helpers for the message-kind descriptors: copying, summing one denom, and the words of an amount.
import { BASE_DENOM, DECIMALS, DISPLAY_DENOM } from '../chain';
import { formatBaseAmount } from '../format';
import { amountOf } from '../native-amount';
import type { ProtoCoin } from './kind';

export { amountOf };

/** A plain copy of a coin (drops any extra fields a codec added). */
export const copyCoin = (c: ProtoCoin): ProtoCoin => ({ denom: c.denom, amount: c.amount });

export const copyCoins = (list: readonly ProtoCoin[]): ProtoCoin[] => list.map(copyCoin);

/** "1.5 XYZ" for the native denom, "<amount> <denom>" otherwise. */
export function describeCoin(coin: ProtoCoin): string {
  if (coin.denom === BASE_DENOM) return `${formatBaseAmount(coin.amount, DECIMALS)} ${DISPLAY_DENOM}`;
  return `${coin.amount} ${coin.denom}`;
}

/** Every coin of a list, joined ("nothing" for none). */
export function describeCoins(coins: readonly ProtoCoin[]): string {
  return coins.length === 0 ? 'nothing' : coins.map(describeCoin).join(' + ');
}

/** ", sending 2 XYZ" when funds go with a call, "" otherwise. */
export const withFunds = (funds: readonly ProtoCoin[]): string =>
  funds.length > 0 ? `, sending ${describeCoins(funds)}` : '';

/** A history message's owner-side native change for a plain transfer between `from` and `to`. */
export function transferDelta(from: unknown, to: unknown, coins: unknown, owner: string): bigint {
  let delta = 0n;
  if (from === owner) delta -= amountOf(coins, BASE_DENOM);
  if (to === owner) delta += amountOf(coins, BASE_DENOM);
  return delta;
}
