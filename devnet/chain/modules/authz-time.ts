// Protobuf Timestamp and Duration values of authz and feegrant: decoding (refusing what Go's time cannot hold),
// the gateway's RFC3339 form and legacy amino's (Go time.Time MarshalJSON, RFC3339Nano).
import type { Timestamp } from 'cosmjs-types/google/protobuf/timestamp';
import { sdkError } from '../errors';

/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z in Unix seconds: the range a Timestamp may hold. */
const MIN_SECONDS = -62_135_596_800n;
const MAX_SECONDS = 253_402_300_799n;

/** A Timestamp as an ISO string (millisecond precision); out of range is a tx parse error (code 2). */
export function timestampIso(ts: Timestamp): string {
  if (ts.seconds < MIN_SECONDS || ts.seconds > MAX_SECONDS || ts.nanos < 0 || ts.nanos > 999_999_999) {
    throw sdkError(2, `timestamp (seconds:${ts.seconds} nanos:${ts.nanos}) is out of range`);
  }
  return new Date(Number(ts.seconds) * 1000 + Math.floor(ts.nanos / 1e6)).toISOString();
}

export function optionalTimestampIso(ts: Timestamp | undefined): string | null {
  return ts ? timestampIso(ts) : null;
}

/** Gateway (protojson) form: whole seconds without a fraction, else 3 digits. */
export function gatewayTime(iso: string | null): string | null {
  return iso === null ? null : iso.replace(/\.000Z$/, 'Z');
}

/** Legacy amino form (Go RFC3339Nano): trailing zeros of the fraction trimmed. */
export function aminoTime(iso: string): string {
  return iso.replace(/\.(\d*?)0+Z$/, (_, digits: string) => (digits ? `.${digits}Z` : 'Z'));
}

/** Gateway Duration form: "86400s", "1.5s". */
export function gatewayDuration(d: { seconds: string; nanos: number }): string {
  if (d.nanos === 0) return `${d.seconds}s`;
  return `${d.seconds}.${String(d.nanos).padStart(9, '0').replace(/0+$/, '')}s`;
}

/** Legacy amino form of a time.Duration: int64 nanoseconds as a string. */
export function aminoDuration(d: { seconds: string; nanos: number }): string {
  return (BigInt(d.seconds) * 1_000_000_000n + BigInt(d.nanos)).toString();
}

export function durationMs(d: { seconds: string; nanos: number }): number {
  return Number(d.seconds) * 1000 + Math.floor(d.nanos / 1e6);
}
