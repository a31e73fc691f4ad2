// Native uxyz moved by a history message (send amount, delegation, bridge burn, funds sent to a contract): one rule
// for the renderer's rows and the core's CSV export. Pure.
import { BASE_DENOM } from './chain';

/** Sum of `denom` in a coin or coin list of unknown shape (other denoms and malformed entries count 0). */
export function amountOf(coins: unknown, denom: string): bigint {
  const list = Array.isArray(coins) ? coins : coins ? [coins] : [];
  let sum = 0n;
  for (const c of list) {
    const coin = c as { denom?: unknown; amount?: unknown };
    if (coin?.denom === denom && typeof coin.amount === 'string' && /^\d+$/.test(coin.amount))
      sum += BigInt(coin.amount);
  }
  return sum;
}

/** Sum of the uxyz coins in a coin or coin list (other denoms and malformed entries count 0). */
export const uxyzIn = (coins: unknown): bigint => amountOf(coins, BASE_DENOM);

/** The uxyz a message moves: its `amount`, else its `funds`, else 0. */
export function messageUxyz(message: unknown): bigint {
  if (message === null || typeof message !== 'object') return 0n;
  const m = message as Record<string, unknown>;
  if ('amount' in m) return uxyzIn(m.amount);
  if ('funds' in m) return uxyzIn(m.funds);
  return 0n;
}
