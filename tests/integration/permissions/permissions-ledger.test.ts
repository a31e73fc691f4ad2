// Permissions signed on a Ledger (the emulator behind the real core), accepted by the devnet: the device receives
// the very amino JSON the review carried (`ledger-sdk/MsgGrant` etc. in the spec dialect, nested authorizations
// whole), its screens name each message, and a fee paid from a fee allowance shows its granter on the device.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import type { ResponseOf } from '../../../shared/api';
import { deviceScreens } from '../../../shared/ledger/device-screens';
import { LedgerEmulator } from '../../support/ledger-emulator';
import { confirmAndWait, importDevnetKey, startHarness, type Harness } from '../core/flows/harness';
import { inDays } from './support';
import { named } from '../support/dialect';

const emulator = new LedgerEmulator({
  mnemonic: 'test test test test test test test test test test test junk',
});
const ERIN = DEVNET_KEYS.erin.address;
let h: Harness;
let ledger: { id: string; address: string };

beforeAll(async () => {
  h = await startHarness({
    ledgerTransport: emulator.factory,
    ledgerTimeouts: { readMs: 5000, userMs: 5000 },
  });
  const { accounts } = await h.call('ledger/add-accounts', { accounts: [{ hdIndex: 0, name: 'Ledger' }] });
  ledger = { id: accounts[0]!.id, address: accounts[0]!.address };
  await h.faucet(ledger.address, '500000000');
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

/** Signs on the device, checks it signed exactly the review's amino JSON, and returns the device's screens. */
async function signOnLedger(review: ResponseOf<'tx/draft-send'>) {
  expect(review.signMode).toBe('amino');
  emulator.prompts.length = 0;
  expect(await confirmAndWait(h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
  const prompt = emulator.prompts[0]!;
  if (prompt.kind !== 'sign') throw new Error('not a sign prompt');
  expect(prompt.json).toBe(review.aminoSignDoc);
  const screens = deviceScreens(prompt.json);
  if (!screens.ok) throw new Error(`device refuses: ${screens.error}`);
  return {
    doc: JSON.parse(prompt.json) as {
      msgs: Array<{ type: string; value: unknown }>;
      fee: { granter?: string };
    },
    screens: screens.screens,
  };
}

describe('permissions on a Ledger', () => {
  it('grants a send limit: the device signs ledger-sdk/MsgGrant with the SendAuthorization whole', async () => {
    const expiration = inDays(10);
    const { doc } = await signOnLedger(
      await h.call('tx/draft-grant-send', {
        accountId: ledger.id,
        grantee: ERIN,
        spendLimit: '3',
        allowList: [DEVNET_KEYS.bob.address],
        expiration,
      }),
    );
    expect(doc.msgs).toEqual([
      {
        type: named('ledger-sdk/MsgGrant'),
        value: {
          granter: ledger.address,
          grantee: ERIN,
          grant: {
            authorization: {
              type: named('ledger-sdk/SendAuthorization'),
              value: {
                spend_limit: [{ denom: 'uxyz', amount: '3000000' }],
                allow_list: [DEVNET_KEYS.bob.address],
              },
            },
            expiration: expiration.replace(/\.\d{3}Z$/, 'Z'),
          },
        },
      },
    ]);
  });

  it('grants a fee allowance, then revokes both in one transaction', async () => {
    await signOnLedger(
      await h.call('tx/draft-grant-fee-allowance', {
        accountId: ledger.id,
        grantee: ERIN,
        spendLimit: '1',
        expiration: inDays(10),
      }),
    );
    const { doc } = await signOnLedger(
      await h.call('tx/draft-revoke-permissions', {
        accountId: ledger.id,
        items: [
          { kind: 'authz', grantee: ERIN, msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend' },
          { kind: 'feegrant', grantee: ERIN },
        ],
      }),
    );
    expect(doc.msgs.map((m) => m.type)).toEqual([
      named('ledger-sdk/MsgRevoke'),
      named('ledger-sdk/MsgRevokeAllowance'),
    ]);
    expect(doc.msgs[0]!.value).toEqual({
      granter: ledger.address,
      grantee: ERIN,
      msg_type_url: named('/ledger.bank.v1beta1.MsgSend'),
    });
    expect((await h.call('permissions/list', { accountId: ledger.id })).given).toEqual([]);
  });

  it('pays a fee from a received allowance: the device shows the granter', async () => {
    const carol = await importDevnetKey(h, 'carol');
    await h.faucet(carol.address, '50000000');
    const grant = await h.call('tx/draft-grant-fee-allowance', {
      accountId: carol.id,
      grantee: ledger.address,
      expiration: inDays(2),
    });
    expect(await confirmAndWait(h, grant.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const { doc, screens } = await signOnLedger(
      await h.call('tx/draft-send', {
        accountId: ledger.id,
        to: ERIN,
        amount: '1',
        feeGranter: carol.address,
      }),
    );
    expect(doc.fee.granter).toBe(carol.address);
    expect(screens.find((s) => s.key === 'Granter')?.value).toBe(carol.address);
  });
});
