// zod schemas of the backend API replies (spec B1-B6, DOMAIN.md section 7) and of the RPC /health envelope.
import { z } from 'zod';
import { cleanTokenText } from '../../../shared/token-text';
import { coinSchema, messageJsonSchema, uintString } from './chain-schemas';

const nullableText = z
  .string()
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** A token's own name or symbol, with hidden and direction-changing characters removed on the way in. */
const tokenText = z.string().transform(cleanTokenText);
const nullableTokenText = nullableText.transform((value) => (value === null ? null : cleanTokenText(value)));

/** Spec "Token (backend)". */
export const tokenSchema = z.object({
  address: z.string().min(1),
  name: nullableTokenText,
  symbol: nullableTokenText,
  image: nullableText,
  description: nullableText,
  creator: nullableText,
  source: z.enum(['launchpad', 'amm']),
  graduated: z.boolean(),
  /** Non-spec, optional (decision 0170): the AMM pair; absent on a spec backend -> null. */
  pair: nullableText,
  xyz_reserves: uintString,
  current_price: uintString,
  volume_24h: uintString,
  trade_count_24h: z.number().int().nonnegative(),
  created_at: nullableText,
  first_seen_at: z.string(),
});
export type TokenJson = z.output<typeof tokenSchema>;

/** B1 */
export const tokensSchema = z.object({ tokens: z.array(tokenSchema) });

/** B2 */
export const walletBalanceSchema = z.object({ address: z.string(), balance: uintString });

/** Spec "Wallet token holding". */
export const holdingSchema = z.object({
  address: z.string().min(1),
  name: tokenText,
  symbol: tokenText,
  balance: uintString,
  price_uxyz: uintString,
  graduated: z.boolean(),
});
export type HoldingJson = z.output<typeof holdingSchema>;

/** B3 */
export const walletTokensSchema = z.object({ address: z.string(), tokens: z.array(holdingSchema) });

/** One B4 row (DOMAIN.md section 7). */
export const historyTxSchema = z.object({
  hash: z.string().min(1),
  height: z.union([uintString, z.number().int().nonnegative()]).transform((value) => String(value)),
  timestamp: z.string(),
  code: z.number().int().nonnegative(),
  memo: z.string().default(''),
  fee: z.array(coinSchema).default([]),
  messages: z.array(messageJsonSchema),
  direction: z.enum(['in', 'out', 'self']),
  raw_log: z.string().default(''),
});
export type HistoryTxJson = z.output<typeof historyTxSchema>;

/** B4 */
export const walletTransactionsSchema = z.object({
  address: z.string(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  transactions: z.array(historyTxSchema),
});

/** Plain decimal text of a finite non-negative number (never exponent notation like "1e-7"): shifts the digits of
 * JavaScript's shortest round-trip text, so no float noise is added. */
export function decimalText(value: number): string {
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?e([-+]\d+)$/i.exec(text);
  if (!match) return text;
  const digits = `${match[1]}${match[2] ?? ''}`;
  const point = match[1]!.length + Number(match[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`.replace(/0+$/, '');
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** B5: a JSON number is the feed's format; it is turned into a decimal string at once. 0 means unknown. */
export const pricesSchema = z.object({
  XYZ: z.number().nonnegative().finite().transform(decimalText),
});

/** B6 */
export const backendBroadcastSchema = z.object({
  tx_hash: z.string().min(1),
  code: z.number().int().nonnegative(),
  raw_log: z.string().default(''),
});

/** RPC GET /health: a JSON-RPC envelope; an `error` member means unhealthy. */
export const healthSchema = z.object({
  jsonrpc: z.string(),
  id: z.number(),
  result: z.record(z.string(), z.unknown()).nullable().optional(),
  error: z.unknown().optional(),
});
