// What the review shows beside core's numbers: gas with thousands separators, the recipient core will pay and its
// name from the address book.
import { formatInteger } from './money';
import type { AddressBookEntry } from '../../../shared/api/addressbook';
import type { TxReview } from '../../../shared/api/tx';
import { VIEWS } from '../../../shared/tx-kinds/views';

/** "175,000" for a gas amount given as an integer string; the text unchanged when it is not one. */
export function formatGas(gas: string): string {
  return /^\d+$/.test(gas) ? formatInteger(BigInt(gas)) : gas;
}

/** The address-book name saved for `address` (case-insensitive), or null. */
export function contactName(book: readonly AddressBookEntry[], address: string): string | null {
  const wanted = address.trim().toLowerCase();
  return book.find((entry) => entry.address.toLowerCase() === wanted)?.name ?? null;
}

/**
 * The address a review pays, read from the messages core will sign (never from the form): a send's `to_address`,
 * a token transfer's `recipient`; null for any other transaction.
 */
export function reviewRecipient(review: Pick<TxReview, 'messages'>): string | null {
  if (review.messages.length !== 1) return null;
  const message = review.messages[0]!;
  const kind = VIEWS.ofJson(message)?.id;
  if (kind === 'send') return typeof message.to_address === 'string' ? message.to_address : null;
  if (kind === 'execute-contract') {
    const msg = message.msg as { transfer?: { recipient?: unknown } } | undefined;
    return typeof msg?.transfer?.recipient === 'string' ? msg.transfer.recipient : null;
  }
  return null;
}
