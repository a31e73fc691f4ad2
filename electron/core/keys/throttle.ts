// Password attempt throttle: one attempt at a time, and a growing delay after failures (capped at 30 s) that
// survives a restart: the failure count and the last failure time are kept in a store (the records database).
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

/** What the throttle remembers between runs. */
export interface ThrottleRecord {
  failures: number;
  /** Epoch ms of the last wrong password. */
  lastFailureAt: number;
}

/** Where the throttle keeps its record; load() answers null when there is none (or it is unreadable). */
export interface ThrottleStore {
  load(): ThrottleRecord | null;
  save(record: ThrottleRecord | null): void;
}

/** A stored record, checked: anything malformed counts as "no record" only if it claims no failures. */
export function parseThrottleRecord(value: unknown, now: number): ThrottleRecord | null {
  if (value === null || value === undefined) return null;
  const v = value as Partial<ThrottleRecord>;
  const failures = Number.isSafeInteger(v.failures) && v.failures! > 0 ? v.failures! : null;
  if (failures === null) return null;
  const at = typeof v.lastFailureAt === 'number' && Number.isFinite(v.lastFailureAt) ? v.lastFailureAt : now;
  // A last failure "in the future" (the clock was set back) counts from now, so the wait is never skipped.
  return { failures, lastFailureAt: Math.min(at, now) };
}

export function createPasswordThrottle(clock: () => number, store?: ThrottleStore): PasswordThrottle {
  let running = false;
  const saved = (() => {
    try {
      return store?.load() ?? null;
    } catch {
      return null;
    }
  })();
  let failures = saved?.failures ?? 0;
  let lastFailureAt = saved?.lastFailureAt ?? 0;
  const persist = () => store?.save(failures === 0 ? null : { failures, lastFailureAt });
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
          persist();
          throw new WalletError('wrong_password', 'Wrong password.', { retryAfterMs: delayAfter(failures) });
        }
        if (failures > 0) {
          failures = 0;
          persist();
        }
        return result;
      } finally {
        running = false;
      }
    },
  };
}
