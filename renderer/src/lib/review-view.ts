// What the review shows beside core's numbers: gas with thousands separators, a recipient's name from the address book.
import { formatInteger } from './money';
import type { AddressBookEntry } from '../../../shared/api/addressbook';

/** "175,000" for a gas amount given as an integer string; the text unchanged when it is not one. */
export function formatGas(gas: string): string {
  return /^\d+$/.test(gas) ? formatInteger(BigInt(gas)) : gas;
}

/** The address-book name saved for `address` (case-insensitive), or null. */
export function contactName(book: readonly AddressBookEntry[], address: string): string | null {
  const wanted = address.trim().toLowerCase();
  return book.find((entry) => entry.address.toLowerCase() === wanted)?.name ?? null;
}
