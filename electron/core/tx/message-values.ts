// The value shapes every message builder writes: a coin of base units as the SDK spells it, and JSON as bytes.
import { toUtf8 } from '@cosmjs/encoding';
import { BASE_DENOM } from '../../../shared/chain';

export const coin = (amount: bigint, denom = BASE_DENOM) => ({ denom, amount: amount.toString() });

export const json = (value: unknown): Uint8Array => toUtf8(JSON.stringify(value));
