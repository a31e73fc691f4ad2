// Pure reading of one token's trades (launchpad buy/sell, AMM swap, graduation, pool opening) out of tx search results.
import { BASE_DENOM } from '../../../shared/chain';
import type { TradePoint } from '../cache/repos/charts-types';

/** The parts of a #2 `tx_responses` entry this module reads. */
export interface TxResponseLike {
  txhash: string;
  height: string;
  timestamp: string;
  code: number;
  events: ReadonlyArray<{
    type: string;
    attributes: ReadonlyArray<{ key: string; value?: string | null }>;
  }> | null;
}

const PRICE_SCALE = 1_000_000n;

function uint(value: string | undefined): bigint | null {
  return value !== undefined && /^\d+$/.test(value) ? BigInt(value) : null;
}

/** floor(xyz x 10^6 / token): the price of an exchange of `xyz` uxyz for `token` units (0 when no tokens moved). */
export function priceOf(xyz: bigint, token: bigint): bigint {
  return token === 0n ? 0n : (xyz * PRICE_SCALE) / token;
}

/** The venue's own spot price after the event (`price` attribute) or, without one, the exchange's rate. */
function reportedOr(attrs: Map<string, string>, xyz: bigint, token: bigint): bigint {
  return uint(attrs.get('price')) ?? priceOf(xyz, token);
}

function pointOf(
  type: string,
  attrs: Map<string, string>,
): Omit<TradePoint, 'hash' | 'height' | 'eventIndex' | 'timeMs'> | null {
  if (type === 'wasm-buy' || type === 'wasm-sell') {
    const xyz = uint(attrs.get('xyz_amount')) ?? 0n;
    const token = uint(attrs.get('token_amount')) ?? 0n;
    const kind = type === 'wasm-buy' ? 'buy' : 'sell';
    return { kind, venue: 'curve', xyzAmount: xyz, tokenAmount: token, price: reportedOr(attrs, xyz, token) };
  }
  if (type === 'wasm-swap') {
    const offer = uint(attrs.get('offer_amount')) ?? 0n;
    const back = uint(attrs.get('return_amount')) ?? 0n;
    const buy = attrs.get('offer_denom') === BASE_DENOM;
    const [xyz, token] = buy ? [offer, back] : [back, offer];
    return {
      kind: buy ? 'buy' : 'sell',
      venue: 'amm',
      xyzAmount: xyz,
      tokenAmount: token,
      price: reportedOr(attrs, xyz, token),
    };
  }
  if (type === 'wasm-graduate') {
    // The pool opens with the curve's reserves against the tokens moved to it: that ratio is the first AMM price.
    const xyz = uint(attrs.get('xyz_reserves')) ?? 0n;
    const token = uint(attrs.get('token_amount')) ?? 0n;
    return { kind: 'graduation', venue: 'amm', xyzAmount: 0n, tokenAmount: 0n, price: priceOf(xyz, token) };
  }
  if (type === 'wasm-provide_liquidity') {
    const xyz = uint(attrs.get('xyz_amount')) ?? 0n;
    const token = uint(attrs.get('token_amount')) ?? 0n;
    const price = uint(attrs.get('price')) ?? priceOf(xyz, token);
    return { kind: 'liquidity', venue: 'amm', xyzAmount: 0n, tokenAmount: 0n, price };
  }
  return null;
}

/**
 * Every price point of `token` in one tx, in event order. Failed txs (code != 0) moved nothing; events of other
 * tokens in the same tx are left out; a point whose price is 0 (no tokens moved) says nothing and is dropped.
 */
export function tradesOfTx(tx: TxResponseLike, token: string): TradePoint[] {
  if (tx.code !== 0) return [];
  const timeMs = Date.parse(tx.timestamp);
  if (!Number.isFinite(timeMs)) return [];
  const out: TradePoint[] = [];
  (tx.events ?? []).forEach((event, eventIndex) => {
    if (!event.type.startsWith('wasm-')) return;
    const attrs = new Map(event.attributes.map((a) => [a.key, a.value ?? '']));
    if (attrs.get('token') !== token) return;
    const point = pointOf(event.type, attrs);
    if (!point || point.price === 0n) return;
    out.push({ hash: tx.txhash, height: Number(tx.height), eventIndex, timeMs, ...point });
  });
  return out;
}

/** Oldest first: by height, then by position in the block's events (hash breaks ties between txs of one block). */
export function compareTrades(a: TradePoint, b: TradePoint): number {
  return (
    a.height - b.height ||
    a.timeMs - b.timeMs ||
    (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0) ||
    a.eventIndex - b.eventIndex
  );
}
