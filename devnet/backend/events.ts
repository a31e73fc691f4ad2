// Pure extraction of the facts the indexer keeps from one block's txs and events (no I/O).
import type { BlockRecord, ChainEvent, TxRecord } from '../chain/types';
import { contractMsg, isMsgType, txMessages } from './tx-json';
import { BASE_DENOM, CODE_ID } from '../../shared/chain';

export interface TokenCreated {
  kind: 'created';
  token: string;
  launchpad: string;
  creator: string | null;
  name: string | null;
  symbol: string | null;
  image: string | null;
  description: string | null;
}

export interface Cw20Instantiated {
  kind: 'cw20';
  token: string;
  name: string | null;
  symbol: string | null;
  image: string | null;
  description: string | null;
  creator: string | null;
}

export interface Trade {
  kind: 'trade';
  venue: 'curve' | 'amm';
  side: 'buy' | 'sell';
  token: string;
  /** The AMM pair for swaps, null on the curve. */
  pair: string | null;
  trader: string | null;
  /** uxyz side of the trade. */
  xyzAmount: bigint;
  /** token side of the trade, in the token's smallest unit. */
  tokenAmount: bigint;
  /** uxyz per smallest token unit scaled by 10^6. */
  price: bigint;
  /** Reserve of the curve or pool after the trade, uxyz; null when the event does not say. */
  xyzReserves: bigint | null;
}

export interface Graduated {
  kind: 'graduated';
  token: string;
  pair: string | null;
  xyzReserves: bigint | null;
}

/** An AMM pool opened with its initial liquidity (how AMM-only tokens first appear). */
export interface LiquidityProvided {
  kind: 'liquidity';
  token: string;
  pair: string;
  /** uxyz per smallest token unit scaled by 10^6 at the opening. */
  price: bigint | null;
  xyzReserves: bigint | null;
}

export type TokenFact = TokenCreated | Cw20Instantiated | Trade | Graduated | LiquidityProvided;

/** A fact with its position in the block, for stable ordering. */
export interface PositionedFact {
  fact: TokenFact;
  txIndex: number;
  eventIndex: number;
}

/** Attributes of an event as a map (the last value wins for a repeated key). */
export function attributes(event: ChainEvent): Map<string, string> {
  return new Map(event.attributes.map((a) => [a.key, a.value]));
}

function uint(value: string | undefined): bigint | null {
  return value !== undefined && /^\d+$/.test(value) ? BigInt(value) : null;
}

/** uxyz per smallest token unit scaled by 10^6, from the amounts of a trade (0 when no tokens moved). */
export function scaledPrice(xyzAmount: bigint, tokenAmount: bigint): bigint {
  return tokenAmount === 0n ? 0n : (xyzAmount * 1_000_000n) / tokenAmount;
}

function tradeFrom(type: string, attrs: Map<string, string>): Trade | null {
  const token = attrs.get('token');
  if (!token) return null;
  if (type === 'wasm-swap') {
    const offerDenom = attrs.get('offer_denom') ?? '';
    const offer = uint(attrs.get('offer_amount')) ?? 0n;
    const ret = uint(attrs.get('return_amount')) ?? 0n;
    const side = offerDenom === BASE_DENOM ? 'buy' : 'sell';
    const xyzAmount = side === 'buy' ? offer : ret;
    const tokenAmount = side === 'buy' ? ret : offer;
    return {
      kind: 'trade',
      venue: 'amm',
      side,
      token,
      pair: attrs.get('pair') ?? attrs.get('_contract_address') ?? null,
      trader: attrs.get('trader') ?? null,
      xyzAmount,
      tokenAmount,
      price: uint(attrs.get('price')) ?? scaledPrice(xyzAmount, tokenAmount),
      xyzReserves: uint(attrs.get('xyz_reserves')),
    };
  }
  const xyzAmount = uint(attrs.get('xyz_amount')) ?? 0n;
  const tokenAmount = uint(attrs.get('token_amount')) ?? 0n;
  return {
    kind: 'trade',
    venue: 'curve',
    side: type === 'wasm-buy' ? 'buy' : 'sell',
    token,
    pair: null,
    trader: attrs.get('trader') ?? null,
    xyzAmount,
    tokenAmount,
    price: uint(attrs.get('price')) ?? scaledPrice(xyzAmount, tokenAmount),
    xyzReserves: uint(attrs.get('xyz_reserves')),
  };
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Metadata of the launchpad `create_token` messages of a tx, in message order. */
function createTokenMsgs(tx: TxRecord): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (const message of txMessages(tx.txJson)) {
    if (!isMsgType(message, 'MsgExecuteContract')) continue;
    const create = contractMsg(message)?.create_token;
    if (typeof create === 'object' && create !== null) out.push(create as Record<string, unknown>);
  }
  return out;
}

/** CW20 instantiate messages (code id 1) sent directly by accounts in a tx, in message order. */
function cw20InstantiateMsgs(tx: TxRecord): Array<{ msg: Record<string, unknown>; sender: string | null }> {
  return txMessages(tx.txJson)
    .filter((m) => isMsgType(m, 'MsgInstantiateContract') && String(m.code_id) === String(CODE_ID.CW20))
    .map((m) => ({ msg: contractMsg(m) ?? {}, sender: str(m.sender) }));
}

function cw20Facts(tx: TxRecord): PositionedFact[] {
  const msgs = cw20InstantiateMsgs(tx);
  const events = tx.events
    .map((event, eventIndex) => ({ attrs: attributes(event), type: event.type, eventIndex }))
    .filter((e) => e.type === 'instantiate' && e.attrs.get('code_id') === String(CODE_ID.CW20));
  if (msgs.length === 0 || msgs.length !== events.length) return [];
  return events.map((e, i) => {
    const { msg, sender } = msgs[i]!;
    const marketing = (msg.marketing ?? {}) as Record<string, unknown>;
    const logo = (marketing.logo ?? {}) as Record<string, unknown>;
    const fact: Cw20Instantiated = {
      kind: 'cw20',
      token: e.attrs.get('_contract_address') ?? '',
      name: str(msg.name),
      symbol: str(msg.symbol),
      image: str(logo.url) ?? str(msg.image),
      description: str(marketing.description) ?? str(msg.description),
      creator: str(marketing.marketing) ?? sender,
    };
    return { fact, txIndex: tx.index, eventIndex: e.eventIndex };
  });
}

/** All token facts of one successful tx, in event order. Failed txs (code != 0) change no token state. */
export function txFacts(tx: TxRecord): PositionedFact[] {
  if (tx.code !== 0) return [];
  const facts: PositionedFact[] = cw20Facts(tx);
  const creates = createTokenMsgs(tx);
  let createIndex = 0;
  tx.events.forEach((event, eventIndex) => {
    const attrs = attributes(event);
    let fact: TokenFact | null = null;
    if (event.type === 'wasm-create_token' && attrs.get('token')) {
      const msg = creates[createIndex++] ?? {};
      fact = {
        kind: 'created',
        token: attrs.get('token')!,
        launchpad: attrs.get('_contract_address') ?? '',
        creator: attrs.get('creator') ?? null,
        name: attrs.get('name') ?? str(msg.name),
        symbol: attrs.get('symbol') ?? str(msg.symbol),
        image: attrs.get('image') || str(msg.image),
        description: attrs.get('description') || str(msg.description),
      };
    } else if (event.type === 'wasm-buy' || event.type === 'wasm-sell' || event.type === 'wasm-swap') {
      fact = tradeFrom(event.type, attrs);
    } else if (event.type === 'wasm-provide_liquidity' && attrs.get('token')) {
      fact = {
        kind: 'liquidity',
        token: attrs.get('token')!,
        pair: attrs.get('pair') ?? attrs.get('_contract_address') ?? '',
        price: uint(attrs.get('price')),
        xyzReserves: uint(attrs.get('xyz_reserves')) ?? uint(attrs.get('xyz_amount')),
      };
    } else if (event.type === 'wasm-graduate' && attrs.get('token')) {
      fact = {
        kind: 'graduated',
        token: attrs.get('token')!,
        pair: attrs.get('pair') ?? null,
        xyzReserves: uint(attrs.get('xyz_reserves')),
      };
    }
    if (fact) facts.push({ fact, txIndex: tx.index, eventIndex });
  });
  return facts.sort((a, b) => a.eventIndex - b.eventIndex);
}

/** All token facts of a block, in tx then event order. */
export function blockFacts(block: BlockRecord): PositionedFact[] {
  return block.txs.flatMap((tx) => txFacts(tx));
}
