// Nested Any values of the authz and feegrant kinds (an authorization, an allowance, an executed message): their
// type URL and amino name keep the dialect the message was built in, and times print as Go's legacy amino does.
import type { Timestamp } from 'cosmjs-types/google/protobuf/timestamp';
import { fromDialect, toDialect, type Dialect } from '../dialect';

/** A protobuf Any as cosmjs-types carries it. */
export interface AnyValue {
  typeUrl: string;
  value: Uint8Array;
}

/** An amino JSON value of an interface (`{type, value}`). */
export interface AminoAny {
  type: string;
  value: Record<string, unknown>;
}

/** The dialect a nested name is written in, and its canonical (cosmos) form. */
export function nestedName(name: string): { canonical: string; dialect: Dialect } {
  const canonical = fromDialect(name, 'spec');
  return { canonical, dialect: canonical === name ? 'cosmos' : 'spec' };
}

/** `canonical` written in the same dialect as `like`. */
export const sameDialect = (canonical: string, like: string): string =>
  toDialect(canonical, nestedName(like).dialect);

/** Go's RFC3339Nano (legacy amino's time.Time): whole seconds without a fraction, trailing zeros trimmed. */
export function timestampToAmino(t: Timestamp): string {
  const base = new Date(Number(t.seconds) * 1000).toISOString().replace(/\.\d{3}Z$/, '');
  const fraction = t.nanos > 0 ? `.${String(t.nanos).padStart(9, '0').replace(/0+$/, '')}` : '';
  return `${base}${fraction}Z`;
}

export function timestampFromAmino(text: string): Timestamp {
  const match = /^(.+?)(?:\.(\d{1,9}))?Z$/.exec(text);
  const ms = match ? Date.parse(`${match[1]}Z`) : NaN;
  if (!match || Number.isNaN(ms)) throw new Error(`not an RFC3339 time: ${text}`);
  return { seconds: BigInt(Math.floor(ms / 1000)), nanos: Number((match[2] ?? '').padEnd(9, '0')) };
}

/** A time in words for a summary line: "2027-03-01 00:00:00 UTC". */
export function timestampWords(t: Timestamp): string {
  return timestampToAmino(t).replace('T', ' ').replace(/Z$/, ' UTC');
}

/** ", until <time>" or ", with no expiry". */
export const untilWords = (t: Timestamp | undefined): string =>
  t ? `, until ${timestampWords(t)}` : ', with no expiry';
