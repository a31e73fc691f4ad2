// What the crash suite's parent and its wallet child agree on: the job description, password and tuning.
import type { NetworkProfile } from '../../../../shared/api/network';
import type { RuntimeOptions } from '../../../../electron/core/runtime/options';

export const PASSWORD = 'crash suite password';

export interface ChildJob {
  action: 'send' | 'settle' | 'history';
  dataDir: string;
  network: Partial<NetworkProfile>;
  /** send: recipient and amount in XYZ. */
  to?: string;
  amount?: string;
}

/** Fast tracking so a test settles in seconds: poll often, short fast phase, quick slow checks. */
export const CHILD_RUNTIME: Partial<RuntimeOptions> = {
  trackIntervalMs: 100,
  trackTimeoutMs: 3000,
  settleFirstDelayMs: 250,
  settleMaxDelayMs: 1000,
  httpRetries: 0,
  httpTimeoutMs: 5000,
};
