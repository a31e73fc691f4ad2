// Wraps the router so each failed call leaves a record (channel, error code, duration) and each broadcast its tx
// hash and code. Request payloads and error messages are never logged: they may quote what the person typed.
import type { Result } from '../../../shared/errors';
import type { Logger } from './logger';

/** What call logging wraps: anything that answers a channel call with a Result (the core's router is one). */
export interface CallAnswerer {
  /** Never throws: every outcome, including bugs, comes back as a Result. */
  invoke(channel: unknown, payload: unknown): Promise<Result<unknown>>;
}

/** Channels whose success means a transaction went to the network; their answers carry `txHash`. */
const BROADCAST_CHANNELS = new Set(['tx/confirm', 'offline/broadcast']);

export function withCallLogging(router: CallAnswerer, log: Logger, clock: () => number): CallAnswerer {
  return {
    async invoke(channel, payload) {
      const started = clock();
      const result = await router.invoke(channel, payload);
      const name = typeof channel === 'string' ? channel.slice(0, 80) : typeof channel;
      const ms = clock() - started;
      if (!result.ok) {
        log.debug('call failed', { channel: name, code: result.error.code, ms });
      } else if (BROADCAST_CHANNELS.has(name)) {
        const value = result.value as { txHash?: unknown; status?: unknown; code?: unknown };
        log.info('tx broadcast', {
          channel: name,
          txHash: typeof value.txHash === 'string' ? value.txHash : null,
          status: typeof value.status === 'string' ? value.status : null,
          code: typeof value.code === 'number' ? value.code : null,
          ms,
        });
      }
      return result;
    },
  };
}
