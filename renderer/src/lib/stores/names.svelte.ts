// Names for history rows (contacts, own accounts, validator monikers, token symbols), read from core when a screen
// showing rows opens; a source that fails keeps its previous names (rows fall back to short addresses).
import type { AddressBookEntry } from '../../../../shared/api/addressbook';
import type { TokenView, ValidatorView } from '../../../../shared/api/data';
import { call, onEvent } from '../api';
import { buildNameBook, EMPTY_NAMES, type NameBook } from '../row-names';
import { session } from './session.svelte';

export class NamesStore {
  book = $state.raw<NameBook>(EMPTY_NAMES);
  #contacts: readonly AddressBookEntry[] = [];
  #validators: readonly ValidatorView[] = [];
  #tokens: readonly TokenView[] = [];

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
    this.book = buildNameBook({
      accounts: session.accounts,
      contacts: this.#contacts,
      validators: this.#validators,
      tokens: this.#tokens,
    });
  }
}

export const names = new NamesStore();
