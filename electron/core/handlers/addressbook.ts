// Handlers of the address book: entries with bech32-checked addresses (active profile's prefix).
import { randomBytes } from 'node:crypto';
import type { addressBookChannels } from '../../../shared/api/addressbook';
import { checkAddress, looksLikeAddress } from '../../../shared/address';
import { WalletError } from '../../../shared/errors';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type AddressBookChannel = DomainChannels<typeof addressBookChannels>;

export function createAddressBookHandlers(ctx: HandlerContext): HandlersFor<AddressBookChannel> {
  const validAddress = (text: string): string => {
    const checked = checkAddress(text, ctx.network().prefix);
    if (!checked.ok) throw new WalletError('invalid_address', checked.message, { reason: checked.reason });
    return checked.address;
  };
  /** A contact named like an address would shadow that address wherever a name or an address is accepted. */
  const validName = (name: string): string => {
    if (looksLikeAddress(name))
      throw new WalletError('invalid_request', 'A contact name cannot be an address.', {
        reason: 'name_is_address',
      });
    return name;
  };
  const existing = (id: string) => {
    const entry = ctx.db.addressBook.get(id);
    if (!entry) throw new WalletError('not_found', 'No such address book entry.', { id });
    return entry;
  };
  return {
    'addressbook/list': () => ({ entries: ctx.db.addressBook.list() }),
    'addressbook/add': (req) => {
      const now = ctx.clock();
      const entry = {
        id: randomBytes(12).toString('hex'),
        name: validName(req.name),
        address: validAddress(req.address),
        memo: req.memo ?? '',
        createdAt: now,
        updatedAt: now,
      };
      ctx.db.addressBook.insert(entry);
      return entry;
    },
    'addressbook/update': (req) => {
      const current = existing(req.id);
      const entry = {
        ...current,
        name: req.name === undefined ? current.name : validName(req.name),
        address: req.address === undefined ? current.address : validAddress(req.address),
        memo: req.memo ?? current.memo,
        updatedAt: ctx.clock(),
      };
      ctx.db.addressBook.update(entry);
      return entry;
    },
    'addressbook/remove': (req) => {
      existing(req.id);
      ctx.db.addressBook.remove(req.id);
      return { removed: true as const };
    },
  };
}
