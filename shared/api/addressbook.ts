// Contract of the address book: named recipient addresses.
import { z } from 'zod';
import { checkMemo, MEMO_MAX_BYTES } from '../memo';
import { channel, emptyRequest, idSchema, lengthFirst, nameText, type EpochMs } from './channel';

export interface AddressBookEntry {
  id: string;
  name: string;
  address: string;
  /** Default memo for sends to this address (e.g. an exchange deposit tag). */
  memo: string;
  createdAt: EpochMs;
  updatedAt: EpochMs;
}

const entryFields = {
  name: nameText(64),
  address: lengthFirst(128).trim().min(1),
  /** The network's memo rule (UTF-8 bytes): a default memo the network would refuse is not saved. */
  memo: lengthFirst(MEMO_MAX_BYTES)
    .refine((memo) => checkMemo(memo) === null, 'memo_too_long')
    .optional(),
};

export const addressBookChannels = {
  'addressbook/list': channel(emptyRequest).returns<{ entries: AddressBookEntry[] }>(),
  /** Adds an entry; the address is bech32-checked against the active profile's prefix. */
  'addressbook/add': channel(z.strictObject(entryFields)).returns<AddressBookEntry>(),
  'addressbook/update': channel(
    z.strictObject({
      id: idSchema,
      name: entryFields.name.optional(),
      address: entryFields.address.optional(),
      memo: entryFields.memo,
    }),
  ).returns<AddressBookEntry>(),
  'addressbook/remove': channel(z.strictObject({ id: idSchema })).returns<{ removed: true }>(),
} as const;
