// Time helpers for the indexer: block times to epoch milliseconds and back to ISO 8601 with milliseconds.

/** Parses an RFC3339 block time (any number of fraction digits) into epoch milliseconds. */
export function blockTimeMs(rfc3339: string): number {
  const trimmed = rfc3339.replace(/(\.\d{3})\d+/, '$1');
  const ms = Date.parse(trimmed);
  if (Number.isNaN(ms)) throw new Error(`unparseable block time: ${rfc3339}`);
  return ms;
}

/** Epoch milliseconds as ISO 8601 UTC with milliseconds ("2026-11-22T07:00:00.000Z"). */
export function isoMs(ms: number): string {
  return new Date(ms).toISOString();
}

/** Length of the sliding window of volume_24h and trade_count_24h, in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;
