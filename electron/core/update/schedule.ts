// Periodic update checks: one shortly after start, then every few hours; checks never download anything.
import type { UpdateController } from './update-controller';

/** Default time between checks: 4 hours, in milliseconds. */
export const DEFAULT_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

export interface ScheduleOptions {
  /** Milliseconds between checks (default 4 h). */
  intervalMs?: number;
  /** Delay before the first check, in milliseconds (default 10 s, so start-up is not slowed). */
  firstCheckDelayMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Starts checking; returns a function that stops all future checks. */
export function scheduleUpdateChecks(
  controller: UpdateController,
  options: ScheduleOptions = {},
): () => void {
  const intervalMs = options.intervalMs ?? DEFAULT_CHECK_INTERVAL_MS;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms).unref());
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as NodeJS.Timeout));
  let handle: unknown = null;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    void controller.check().finally(() => {
      if (!stopped) handle = setTimer(tick, intervalMs);
    });
  };
  handle = setTimer(tick, options.firstCheckDelayMs ?? 10_000);
  return () => {
    stopped = true;
    clearTimer(handle);
  };
}
