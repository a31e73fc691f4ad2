// The active account's token hygiene (marks, threshold, "show hidden", unsolicited tokens), read from core and
// changed through it: the choices live in the records file, per account.
import type { ErrorInfo } from '../../../../shared/api';
import type { Result } from '../../../../shared/errors';
import type { TokenHygieneView, TokenMark } from '../../../../shared/api/tokens';
import { call, onEvent } from '../api';
import { session } from './session.svelte';

export class HygieneStore {
  view = $state.raw<TokenHygieneView | null>(null);
  error = $state.raw<ErrorInfo | null>(null);

  /** Reads now and whenever the account, its holdings or its history change; returns the unsubscriber. */
  connect(): () => void {
    void this.load();
    const offs = [
      onEvent('accounts/changed', () => void this.load()),
      onEvent('holdings/changed', () => void this.load()),
      onEvent('history/changed', () => void this.load()),
    ];
    return () => offs.forEach((off) => off());
  }

  async load(): Promise<void> {
    const accountId = session.activeAccountId;
    if (!accountId) return;
    this.#take(await call('tokens/hygiene', { accountId }));
  }

  async mark(token: string, mark: TokenMark | null): Promise<void> {
    const accountId = session.activeAccountId;
    if (accountId) this.#take(await call('tokens/mark', { accountId, token, mark }));
  }

  async setPrefs(change: { hideBelowUxyz?: string | null; showHidden?: boolean }): Promise<void> {
    const accountId = session.activeAccountId;
    if (accountId) this.#take(await call('tokens/hygiene-prefs', { accountId, ...change }));
  }

  #take(r: Result<TokenHygieneView>): void {
    if (r.ok) {
      this.view = r.value;
      this.error = null;
    } else this.error = r.error;
  }
}

export const hygiene = new HygieneStore();
