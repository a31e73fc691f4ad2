// Names for history rows (contacts, own accounts, validator monikers, token symbols from the account's holdings and,
// asked per address, from the cached token list), read from core when a screen showing rows opens; a source that
// fails keeps its previous names (rows then fall back to short addresses). The token list is never read whole
// (100,000 tokens): rows ask for the addresses they show (`want`), batched per task.
import type { AddressBookEntry } from '../../../../shared/api/addressbook';
import type { ValidatorView } from '../../../../shared/api/data';
import type { TokenName } from '../../../../shared/api/tokens';
import { call, onEvent } from '../api';
import { buildNameBook } from '../row-names';
import { dashboard } from './dashboard.svelte';
import { session } from './session.svelte';

export class NamesStore {
  #contacts = $state.raw<readonly AddressBookEntry[]>([]);
  #validators = $state.raw<readonly ValidatorView[]>([]);
  #tokens = $state.raw<readonly TokenName[]>([]);
  /** Addresses already asked for (named or not), and those waiting for the next batch. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping, never rendered
  #asked = new Set<string>();
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping, never rendered
  #queued = new Set<string>();

  book = $derived(
    buildNameBook({
      accounts: session.accounts,
      contacts: this.#contacts,
      validators: this.#validators,
      // Holdings name CW20s the token list (B1) does not carry, such as tokens instantiated directly.
      tokens: [
        ...(dashboard.view?.holdings ?? []).map((h) => ({
          address: h.token,
          symbol: h.symbol,
          name: h.name,
        })),
        ...this.#tokens,
      ],
    }),
  );

  /** Reads every source now and again when tokens or accounts change; returns the function that stops listening. */
  connect(): () => void {
    void this.load();
    const offs = [
      onEvent('tokens/changed', () => {
        this.#asked.clear();
        this.#tokens = [];
        void this.load();
      }),
      onEvent('accounts/changed', () => void this.load()),
    ];
    return () => offs.forEach((off) => off());
  }

  async load(): Promise<void> {
    const [contacts, validators] = await Promise.all([
      call('addressbook/list', {}),
      call('staking/validators', {}),
    ]);
    if (contacts.ok) this.#contacts = contacts.value.entries;
    if (validators.ok) this.#validators = validators.value.validators;
  }

  /** Asks core (once per address, batched with the other rows of this task) for the token names of `addresses`. */
  want(addresses: Iterable<string>): void {
    const before = this.#queued.size;
    for (const address of addresses) if (!this.#asked.has(address)) this.#queued.add(address);
    if (before === 0 && this.#queued.size > 0) queueMicrotask(() => void this.#askQueued());
  }

  async #askQueued(): Promise<void> {
    const batch = [...this.#queued].slice(0, 500);
    batch.forEach((address) => {
      this.#queued.delete(address);
      this.#asked.add(address);
    });
    if (this.#queued.size > 0) queueMicrotask(() => void this.#askQueued());
    const r = await call('tokens/names', { addresses: batch });
    if (r.ok && r.value.tokens.length > 0) this.#tokens = [...this.#tokens, ...r.value.tokens];
  }
}

export const names = new NamesStore();
