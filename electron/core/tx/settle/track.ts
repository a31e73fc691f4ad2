// Tracks a transaction to inclusion by hash: polls GET /txs/{hash}; 404 means "not yet" until the time limit.
import type { ChainRestClient } from '../../chain/chain-rest';
import { isClientError } from '../../chain/errors';

export type TrackResult =
  | {
      state: 'included';
      code: number;
      codespace: string;
      rawLog: string;
      height: string;
      gasUsed: string;
      gasWanted: string;
    }
  /** Not seen within the time limit (still possibly pending). */
  | { state: 'pending' };

export interface TrackOptions {
  /** Milliseconds between polls. */
  intervalMs: number;
  /** Milliseconds before giving up (the tx stays "pending"). */
  timeoutMs: number;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** Stops polling early (wallet closing). */
  cancelled?: () => boolean;
  /** Called before each lookup (a crash test's fault point). */
  beforePoll?: () => void;
}

/** Polls until the hash is found or `timeoutMs` passes. Network errors during polling are retried, not fatal. */
export async function trackTx(
  chain: ChainRestClient,
  hash: string,
  options: TrackOptions,
): Promise<TrackResult> {
  const deadline = options.now() + options.timeoutMs;
  for (;;) {
    options.beforePoll?.();
    try {
      const found = await chain.getTx(hash);
      if (found) {
        const r = found.tx_response;
        return {
          state: 'included',
          code: r.code,
          codespace: r.codespace,
          rawLog: r.raw_log,
          height: r.height,
          gasUsed: r.gas_used,
          gasWanted: r.gas_wanted,
        };
      }
    } catch (error) {
      if (!isClientError(error)) throw error;
    }
    if (options.cancelled?.() || options.now() + options.intervalMs > deadline) return { state: 'pending' };
    await options.sleep(options.intervalMs);
  }
}
