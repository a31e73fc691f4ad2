// Attack (issue #27, hole 3): Mallory gets a contact saved whose NAME is Bob's address (a shared address book
// export, a "support" chat saying "save me as ..."). In the CLI, `send --to <Bob's address>` looked names up first,
// so it paid the contact called that: Mallory. `contacts remove <Bob's address>` could likewise remove the wrong entry.
// This suite proves text written like an address is always that address in the CLI, and that the core's address
// book refuses a contact named like an address (reason 'name_is_address'), on add and on rename.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactsCommands } from '../../../cli/commands/contacts';
import { resolveRecipient } from '../../../cli/commands/tx-flow';
import type { CommandContext } from '../../../cli/context';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import type { AddressBookEntry } from '../../../shared/api/addressbook';
import { openHarness, type Harness } from '../core/keys/harness';

const BOB = DEVNET_KEYS.bob.address;
const MALLORY = DEVNET_KEYS.carol.address;

const entry = (name: string, address: string): AddressBookEntry => ({
  id: `id-${name.slice(0, 8)}-${address.slice(-4)}`,
  name,
  address,
  memo: '',
  createdAt: 0,
  updatedAt: 0,
});

/** A CLI context over an address book as an older version could have stored it. */
function cliOver(book: AddressBookEntry[]) {
  const removed: string[] = [];
  const ctx = {
    options: {},
    out: { result: () => undefined },
    async call(channel: string, payload: { id?: string }) {
      if (channel === 'addressbook/list') return { entries: book };
      if (channel === 'addressbook/remove') return void removed.push(payload.id!);
      throw new Error(`unexpected ${channel}`);
    },
  } as unknown as CommandContext;
  return { ctx, removed };
}

describe('in the CLI, an address is always that address', () => {
  const shadow = entry(BOB, MALLORY);
  const bob = entry('Bob', BOB);

  it('send --to <Bob address> pays Bob even when a contact is named like that address', async () => {
    const { ctx } = cliOver([shadow, bob]);
    expect(await resolveRecipient(ctx, BOB)).toMatchObject({ address: BOB, contact: 'Bob' });
    expect(await resolveRecipient(ctx, BOB.toUpperCase())).toMatchObject({ address: BOB.toUpperCase() });
  });

  it('a contact name that is not an address still resolves to its contact', async () => {
    const { ctx } = cliOver([shadow, bob]);
    expect(await resolveRecipient(ctx, 'bob')).toMatchObject({ address: BOB, contact: 'Bob' });
  });

  it('contacts remove <Bob address> removes the contact with that address, not the one named like it', async () => {
    const { ctx, removed } = cliOver([shadow, bob]);
    const remove = contactsCommands.find((c) => c.path.join(' ') === 'contacts remove')!;
    await remove.run(ctx, [BOB]);
    expect(removed).toEqual([bob.id]);
  });
});

describe("the core's address book refuses a contact named like an address", () => {
  let h: Harness;
  beforeEach(async () => {
    h = await openHarness();
  });
  afterEach(async () => {
    await h.dispose();
  });

  it.each([
    ['an account address', BOB],
    ['an upper-case address', BOB.toUpperCase()],
    ['an address with spaces around it', `  ${BOB} `],
  ])('refuses %s as a name on add', async (_what, name) => {
    const result = await h.raw('addressbook/add', { name, address: MALLORY });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', details: { reason: 'name_is_address' } },
    });
    expect(await h.call('addressbook/list')).toEqual({ entries: [] });
  });

  it('refuses renaming a contact to an address', async () => {
    const saved = await h.call<AddressBookEntry>('addressbook/add', { name: 'Mallory', address: MALLORY });
    const result = await h.raw('addressbook/update', { id: saved.id, name: BOB });
    expect(result).toMatchObject({ ok: false, error: { details: { reason: 'name_is_address' } } });
  });

  it('still accepts ordinary names, including ones that start like an address', async () => {
    await h.call('addressbook/add', { name: 'xyz1 exchange deposit', address: MALLORY });
    await h.call('addressbook/add', { name: BOB.slice(0, 20), address: BOB });
  });
});

describe('the renderer words the refusal itself', () => {
  it('says a contact name cannot be an address', async () => {
    const { humanError } = await import('../../../renderer/src/lib/errors');
    const shown = humanError({
      code: 'invalid_request',
      message: 'core words',
      details: { reason: 'name_is_address' },
    });
    expect(shown.text).not.toBe('core words');
    expect(shown.text).toMatch(/address/);
  });
});
