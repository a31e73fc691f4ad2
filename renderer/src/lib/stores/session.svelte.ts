// Session state: lock status, accounts and the active account; named mutations for unlock/lock/select.
import type {
  AccountInfo,
  BootSnapshot,
  ErrorInfo,
  LockStatus,
  StartupWarning,
} from '../../../../shared/api';
import { call, onEvent } from '../api';

export type SessionPhase = 'loading' | 'onboarding' | 'locked' | 'ready';

export class SessionStore {
  status = $state.raw<LockStatus | null>(null);
  accounts = $state.raw<AccountInfo[]>([]);
  activeAccountId = $state<string | null>(null);
  /** The last error from loading the session (shown on the shell). */
  error = $state.raw<ErrorInfo | null>(null);
  /** Problems core found at startup (e.g. a bad saved network replaced by the devnet default). */
  warnings = $state.raw<StartupWarning[]>([]);
  /** Onboarding stays open while the person is still finishing the create flow (phrase confirmation). */
  onboardingOpen = $state(false);

  active = $derived(this.accounts.find((a) => a.id === this.activeAccountId) ?? this.accounts[0] ?? null);
  canSign = $derived(this.active !== null && this.active.kind !== 'watch_only');
  phase: SessionPhase = $derived.by(() => {
    if (this.status === null) return 'loading';
    if (this.onboardingOpen || this.accounts.length === 0) return 'onboarding';
    if (this.status.hasPassword && this.status.locked) return 'locked';
    return 'ready';
  });

  #lastActivity = 0;

  /** Subscribes to lock and account changes (loading is `seed` or `refresh`, see stores/seed.ts). Returns the unsubscribe. */
  connect(): () => void {
    const offLock = onEvent('lock/changed', () => void this.refreshStatus());
    const offAccounts = onEvent('accounts/changed', () => void this.refreshAccounts());
    // A notice found after start (a damaged cache rebuilt in the background) shows at once, not after a restart.
    const offWarnings = onEvent('app/warnings', (p) => (this.warnings = p.startupWarnings));
    return () => {
      offLock();
      offAccounts();
      offWarnings();
    };
  }

  /** Takes status, accounts and warnings from the boot snapshot. */
  seed(boot: BootSnapshot): void {
    this.status = boot.status;
    this.accounts = boot.accounts;
    this.activeAccountId = boot.activeAccountId;
    this.warnings = boot.info.startupWarnings;
  }

  async refresh(): Promise<void> {
    await Promise.all([this.refreshStatus(), this.refreshAccounts(), this.loadWarnings()]);
  }

  async loadWarnings(): Promise<void> {
    const r = await call('app/info', {});
    if (r.ok) this.warnings = r.value.startupWarnings;
  }

  async dismissWarnings(): Promise<void> {
    const r = await call('app/dismiss-warnings', {});
    this.warnings = r.ok ? r.value.startupWarnings : [];
  }

  async refreshStatus(): Promise<void> {
    const r = await call('keys/status', {});
    if (r.ok) this.status = r.value;
    else this.error = r.error;
  }

  async refreshAccounts(): Promise<void> {
    const r = await call('keys/list', {});
    if (r.ok) {
      this.accounts = r.value.accounts;
      this.activeAccountId = r.value.activeAccountId;
    } else this.error = r.error;
  }

  async unlock(password: string): Promise<ErrorInfo | null> {
    const r = await call('keys/unlock', { password });
    if (!r.ok) return r.error;
    this.status = r.value;
    await this.refreshAccounts();
    return null;
  }

  async lock(): Promise<void> {
    const r = await call('keys/lock', {});
    if (r.ok) this.status = r.value;
  }

  async select(accountId: string): Promise<void> {
    const r = await call('keys/select', { accountId });
    if (r.ok) this.activeAccountId = r.value.activeAccountId;
  }

  /** Tells core the person is active (resets auto-lock); throttled to once per 20 s. */
  activity(now = Date.now()): void {
    if (this.phase !== 'ready' || now - this.#lastActivity < 20_000) return;
    this.#lastActivity = now;
    void call('app/activity', {});
  }
}

export const session = new SessionStore();
