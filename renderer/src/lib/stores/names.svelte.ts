// Names for history rows (contacts, own accounts, validator monikers, token symbols from the token list and from the
// account's holdings), read from core when a screen showing rows opens; a source that fails keeps its previous names
// (rows then fall back to short addresses).
import type { AddressBookEntry } from '../../../../shared/api/addressbook';
import type { TokenView, ValidatorView } from '../../../../shared/api/data';
import { call, onEvent } from '../api';
import { buildNameBook } from '../row-names';
import { dashboard } from './dashboard.svelte';
import { session } from './session.svelte';

export class NamesStore {
  #contacts = $state.raw<readonly AddressBookEntry[]>([]);
  #validators = $state.raw<readonly ValidatorView[]>([]);
  #tokens = $state.raw<readonly TokenView[]>([]);

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
      onEvent('tokens/changed', () => void this.load()),
      onEvent('accounts/changed', () => void this.load()),
    ];
    return () => offs.forEach((off) => off());
  }

  async load(): Promise<void> {
    const [contacts, validators, tokens] = await Promise.all([
      call('addressbook/list', {}),
      call('staking/validators', {}),
      call('tokens/list', {}),
    ]);
    if (contacts.ok) this.#contacts = contacts.value.entries;
    if (validators.ok) this.#validators = validators.value.validators;
    if (tokens.ok) this.#tokens = tokens.value.tokens;
  }
}

export const names = new NamesStore();
