// The Connected apps screen's state: sessions and waiting requests read from the core (again on every
// connect/changed), and the refusal notes the core pushes (connect/refused), kept until the person dismisses them.
import type { EventPayload } from '../../../../shared/api';
import type { ConnectSession, ConnectWaitingRequest } from '../../../../shared/api/connect';
import type { ErrorInfo } from '../../../../shared/errors';
import { call, onEvent } from '../../lib/api';

/** At most this many refusal notes are kept (the newest); an app flooding refusals cannot grow the page. */
export const MAX_REFUSAL_NOTES = 5;

export type RefusalNote = EventPayload<'connect/refused'> & { key: number };

export class ConnectState {
  sessions = $state.raw<ConnectSession[] | null>(null);
  requests = $state.raw<ConnectWaitingRequest[]>([]);
  refusals = $state.raw<RefusalNote[]>([]);
  error = $state.raw<ErrorInfo | null>(null);
  loading = $state(false);
  #generation = 0;
  #nextKey = 0;

  /** Reads sessions and waiting requests; an older answer never replaces a newer one. */
  async load(): Promise<void> {
    const mine = ++this.#generation;
    this.loading = true;
    const [sessions, requests] = await Promise.all([
      call('connect/sessions', {}),
      call('connect/requests', {}),
    ]);
    if (mine !== this.#generation) return;
    this.loading = false;
    if (sessions.ok) this.sessions = sessions.value.sessions;
    if (requests.ok) this.requests = requests.value.requests;
    this.error = !sessions.ok ? sessions.error : !requests.ok ? requests.error : null;
  }

  /** Listens to the core's connect events; returns the unsubscribe function. */
  connect(): () => void {
    const offChanged = onEvent('connect/changed', () => void this.load());
    const offRefused = onEvent('connect/refused', (note) => {
      // A malformed link pasted here is already said under the field.
      if (note.reason === 'malformed_uri' && note.app === null) return;
      this.refusals = [{ ...note, key: this.#nextKey++ }, ...this.refusals].slice(0, MAX_REFUSAL_NOTES);
    });
    return () => {
      offChanged();
      offRefused();
    };
  }

  dismiss(key: number): void {
    this.refusals = this.refusals.filter((note) => note.key !== key);
  }
}
