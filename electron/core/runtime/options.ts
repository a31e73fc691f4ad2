// Tuning knobs of the chain runtime (polling, timeouts, retries, TTLs); hosts override them through WalletCoreDeps.
import { TIMEOUT_MARGIN_BLOCKS } from '../tx/timeout-height';

export interface RuntimeOptions {
  /** Milliseconds between polls of a submitted tx. */
  trackIntervalMs: number;
  /** Length of the fast tracking phase; after it an open tx is checked at a slower, growing pace. */
  trackTimeoutMs: number;
  /** First delay of the slow checks after the fast phase (doubles after each check). */
  settleFirstDelayMs: number;
  /** Longest delay between two slow checks. */
  settleMaxDelayMs: number;
  /** How long a tx review stays confirmable. */
  reviewTtlMs: number;
  /** Cached dashboard data older than this is "stale" and refreshed in the background. */
  staleAfterMs: number;
  httpTimeoutMs: number;
  httpRetries: number;
  /** Milliseconds between two latest-height checks of the chain follower (the chain's block time); 0: not followed. */
  followIntervalMs: number;
  /** The active account is refreshed at least this often even when no transfer was found (CW20 transfers). */
  safetyRefreshMs: number;
  /** Longest wait between height checks while the node is unreachable. */
  followMaxBackoffMs: number;
  /** Blocks after the latest height a reviewed tx stays includable (its timeout height; decision 0216). */
  timeoutMarginBlocks: number;
  /**
   * What follows a dashboard refresh besides the balances: the node status probe, the sequence warm-up and the
   * history sync (the app, which shows them). False for a host that answers one command and exits (the CLI's
   * `balance`): the refresh is then the balances alone, and closing the core waits for nothing else.
   */
  followUpRefresh: boolean;
}

export const DEFAULT_RUNTIME_OPTIONS: Readonly<RuntimeOptions> = Object.freeze({
  trackIntervalMs: 1000,
  trackTimeoutMs: 90_000,
  settleFirstDelayMs: 5_000,
  settleMaxDelayMs: 5 * 60_000,
  reviewTtlMs: 5 * 60_000,
  staleAfterMs: 30_000,
  httpTimeoutMs: 10_000,
  httpRetries: 2,
  // 6,311,520 blocks a year (the spec's mint parameters): one block every 5 s.
  followIntervalMs: 5_000,
  safetyRefreshMs: 60_000,
  followMaxBackoffMs: 60_000,
  timeoutMarginBlocks: Number(TIMEOUT_MARGIN_BLOCKS),
  followUpRefresh: true,
});

/** The defaults with a host's overrides on top (undefined entries keep the default). */
export function resolveRuntimeOptions(overrides: Partial<RuntimeOptions> = {}): RuntimeOptions {
  const defined = Object.entries(overrides).filter(([, value]) => value !== undefined);
  return { ...DEFAULT_RUNTIME_OPTIONS, ...(Object.fromEntries(defined) as Partial<RuntimeOptions>) };
}
