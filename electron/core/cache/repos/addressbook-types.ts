// The repository of address book entries (records file).
import type { AddressBookEntry } from '../../../../shared/api/addressbook';

export interface AddressBookRepo {
  list(): AddressBookEntry[];
  get(id: string): AddressBookEntry | null;
  insert(entry: AddressBookEntry): void;
  update(entry: AddressBookEntry): void;
  remove(id: string): boolean;
}
