// Password attempt throttle: one attempt at a time, and a growing delay after failures (capped at 30 s).
import { WalletError } from '../../../shared/errors';

/** Failures allowed before any delay. */
export const FREE_FAILURES = 2;
export const MAX_DELAY_MS = 30_000;

/** Delay in ms required after `failures` consecutive wrong passwords: 0, 0, 1 s, 2 s, 4 s ... capped at 30 s. Pure. */
export function delayAfter(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES - 1));
}

export interface PasswordThrottle {
  /**
   * Runs one password check. Throws 'busy' when another is running, 'throttled' (details.retryAfterMs) while
   * the delay lasts, 'wrong_password' (details.retryAfterMs) when `check` answers false.
   */
  attempt<T>(check: () => Promise<T | null>): Promise<T>;
  /** Epoch ms when the next attempt is allowed, or null. */
  retryAt(): number | null;
}

export function createPasswordThrottle(clock: () => number): PasswordThrottle {
  let running = false;
  let failures = 0;
  let lastFailureAt = 0;
  const retryAt = () => {
    const delay = delayAfter(failures);
    return delay === 0 ? null : lastFailureAt + delay;
  };
  return {
    retryAt: () => {
      const at = retryAt();
      return at !== null && at > clock() ? at : null;
    },
    async attempt(check) {
      if (running) throw new WalletError('busy', 'Another password attempt is still being checked.');
      const at = retryAt();
      if (at !== null && clock() < at) {
        const retryAfterMs = at - clock();
        throw new WalletError(
          'throttled',
          `Too many wrong passwords. Try again in ${Math.ceil(retryAfterMs / 1000)} s.`,
          {
            retryAfterMs,
          },
        );
      }
      running = true;
      try {
        const result = await check();
        if (result === null) {
          failures += 1;
          lastFailureAt = clock();
          throw new WalletError('wrong_password', 'Wrong password.', { retryAfterMs: delayAfter(failures) });
        }
        failures = 0;
        return result;
      } finally {
        running = false;
      }
    },
  };
}
