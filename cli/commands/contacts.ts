// contacts list | add | remove: the address book that `send --to <name>` reads (addressbook/* channels).
import { looksLikeAddress } from '../../shared/address';
import type { AddressBookEntry } from '../../shared/api/addressbook';
import { stringOption, type CommandContext } from '../context';
import { CliFailure } from '../io/output';
import type { Command } from './types';

const contactJson = (e: AddressBookEntry) => ({ id: e.id, name: e.name, address: e.address, memo: e.memo });

async function entries(ctx: CommandContext) {
  return (await ctx.call<{ entries: AddressBookEntry[] }>('addressbook/list', {})).entries;
}

export const contactsCommands: Command[] = [
  {
    path: ['contacts', 'list'],
    summary: 'List the address book.',
    usage: 'contacts list',
    async run(ctx) {
      const list = await entries(ctx);
      ctx.out.result({ contacts: list.map(contactJson) }, () =>
        list.length
          ? list
              .map((e) => `${e.name.padEnd(20)} ${e.address}${e.memo ? `  memo: ${e.memo}` : ''}`)
              .join('\n')
          : 'The address book is empty.',
      );
    },
  },
  {
    path: ['contacts', 'add'],
    summary: 'Save an address under a name (with a default memo, e.g. an exchange deposit tag).',
    usage: 'contacts add <name> <address> [--memo <text>]',
    minArgs: 2,
    maxArgs: 2,
    async run(ctx, [name, address]) {
      const memo = stringOption(ctx.options, 'memo');
      const entry = await ctx.call<AddressBookEntry>('addressbook/add', {
        name: name!,
        address: address!,
        ...(memo ? { memo } : {}),
      });
      ctx.out.result({ contact: contactJson(entry) }, () => `Saved ${entry.name}  ${entry.address}`);
    },
  },
  {
    path: ['contacts', 'remove'],
    summary: 'Remove a contact by name or address.',
    usage: 'contacts remove <name|address>',
    minArgs: 1,
    maxArgs: 1,
    async run(ctx, [wanted]) {
      const lower = wanted!.toLowerCase();
      // An address is always matched as an address, never as a contact named like it.
      const byAddress = looksLikeAddress(lower);
      const entry = (await entries(ctx)).find((e) =>
        byAddress ? e.address.toLowerCase() === lower : e.name.toLowerCase() === lower,
      );
      if (!entry) throw new CliFailure('not_found', `No contact named or with the address "${wanted}".`);
      await ctx.call('addressbook/remove', { id: entry.id });
      ctx.out.result({ removed: contactJson(entry) }, () => `Removed ${entry.name}.`);
    },
  },
];
