// Handlers of the addressbook domain (placeholder: every channel answers 'not implemented yet').
import { addressBookChannels } from '../../../shared/api/addressbook';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';
import { notImplemented } from './not-implemented';

export type AddressBookChannel = DomainChannels<typeof addressBookChannels>;

export function createAddressBookHandlers(_ctx: HandlerContext): HandlersFor<AddressBookChannel> {
  const names = Object.keys(addressBookChannels) as AddressBookChannel[];
  return Object.fromEntries(names.map((n) => [n, notImplemented(n)])) as unknown as HandlersFor<AddressBookChannel>;
}
