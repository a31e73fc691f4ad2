// B4 replies checked by hand: the same rules and the same output as `walletTransactionsSchema` (zod) without zod's
// per-field machinery, which cost about as much as JSON.parse itself on a 10,000-row sync (100 pages of 100 rows).
// tests/unit/core/chain/history-reply.test.ts holds the two to the same verdict and output on valid and broken replies.
import { z } from 'zod';
import type { HistoryTxJson } from './backend-schemas';

/** A B4 reply after validation (the output of walletTransactionsSchema). */
export interface WalletTransactionsJson {
  address: string;
  page: number;
  limit: number;
  total: number;
  transactions: HistoryTxJson[];
}

type Path = Array<string | number>;

/** Where and why a reply is not a B4 reply; thrown inside this module only. */
class Invalid extends Error {
  constructor(
    readonly path: Path,
    message: string,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;
const UINT = /^\d+$/;

// Each check takes the path of the member's parent and the member's key, and builds the full path only on failure:
// a page has ~2,000 members, and allocating a path for each cost more than checking them.
const fail = (parent: Path, key: string | number, message: string): never => {
  throw new Invalid([...parent, key], message);
};

function object(value: unknown, parent: Path, key: string | number): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    fail(parent, key, 'expected an object');
  return value as Json;
}

/** `check` of every element of an array, holes included (Array#map would skip them; zod does not). */
function each<T>(
  value: unknown,
  parent: Path,
  key: string,
  check: (element: unknown, parent: Path, index: number) => T,
): T[] {
  if (!Array.isArray(value)) fail(parent, key, 'expected an array');
  const list = value as unknown[];
  const path = [...parent, key];
  const out = new Array<T>(list.length);
  for (let i = 0; i < list.length; i++) out[i] = check(list[i], path, i);
  return out;
}

function text(value: unknown, parent: Path, key: string, minLength = 0): string {
  if (typeof value !== 'string') return fail(parent, key, 'expected a string');
  if (value.length < minLength) fail(parent, key, `expected at least ${minLength} character(s)`);
  return value;
}

/** zod's `.int()`: an integer within the safe range; `min` inclusive. */
function int(value: unknown, parent: Path, key: string, min: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    return fail(parent, key, 'expected an integer');
  if (value < min) fail(parent, key, `expected a number >= ${min}`);
  return value;
}

function uintText(value: unknown, parent: Path, key: string): string {
  if (typeof value !== 'string' || !UINT.test(value))
    return fail(parent, key, 'expected an unsigned integer string');
  return value;
}

/** `.default(d)`: only a missing member takes the default (null is an error, as in zod). */
const orDefault = (value: unknown, fallback: unknown): unknown => (value === undefined ? fallback : value);

function coin(value: unknown, parent: Path, index: number): { denom: string; amount: string } {
  const c = object(value, parent, index);
  if (
    typeof c.denom !== 'string' ||
    c.denom.length < 1 ||
    typeof c.amount !== 'string' ||
    !UINT.test(c.amount)
  ) {
    const at = [...parent, index];
    text(c.denom, at, 'denom', 1);
    uintText(c.amount, at, 'amount');
  }
  return { denom: c.denom as string, amount: c.amount as string };
}

function message(value: unknown, parent: Path, index: number): HistoryTxJson['messages'][number] {
  const m = object(value, parent, index);
  const type = m['@type'];
  if (typeof type !== 'string' || type.length < 1) text(type, [...parent, index], '@type', 1);
  return m as HistoryTxJson['messages'][number]; // a loose object: every member kept (zod's copy is equal to it)
}

function height(value: unknown, parent: Path): string {
  if (typeof value === 'string') return uintText(value, parent, 'height');
  return String(int(value, parent, 'height', 0));
}

function direction(value: unknown, parent: Path): HistoryTxJson['direction'] {
  if (value === 'in' || value === 'out' || value === 'self') return value;
  return fail(parent, 'direction', 'expected "in", "out" or "self"');
}

function historyTx(value: unknown, parent: Path, index: number): HistoryTxJson {
  const tx = object(value, parent, index);
  const at = [...parent, index];
  return {
    hash: text(tx.hash, at, 'hash', 1),
    height: height(tx.height, at),
    timestamp: text(tx.timestamp, at, 'timestamp'),
    code: int(tx.code, at, 'code', 0),
    memo: text(orDefault(tx.memo, ''), at, 'memo'),
    fee: each(orDefault(tx.fee, []), at, 'fee', coin),
    messages: each(tx.messages, at, 'messages', message),
    direction: direction(tx.direction, at),
    raw_log: text(orDefault(tx.raw_log, ''), at, 'raw_log'),
  };
}

/** The reply as a B4 page, or throws Invalid. */
function walletTransactions(value: unknown): WalletTransactionsJson {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Invalid([], 'expected an object');
  const reply = value as Json;
  return {
    address: text(reply.address, [], 'address'),
    page: int(reply.page, [], 'page', 1),
    limit: int(reply.limit, [], 'limit', 1),
    total: int(reply.total, [], 'total', 0),
    transactions: each(reply.transactions, [], 'transactions', historyTx),
  };
}

/** B4, as a schema for getJson: accepts and returns exactly what walletTransactionsSchema does. */
export const walletTransactionsReply = z.unknown().transform((value, ctx): WalletTransactionsJson => {
  try {
    return walletTransactions(value);
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    ctx.issues.push({ code: 'custom', message: error.message, path: error.path, input: value });
    return z.NEVER;
  }
});
