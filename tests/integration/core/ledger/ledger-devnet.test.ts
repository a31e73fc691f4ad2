// A Ledger (the emulator behind the real core, as over USB) on the devnet: connect, list addresses with balances,
// add an account with no secret, verify on the device, and sign a MsgSend and a MsgDelegate the chain accepts
// (LEGACY_AMINO_JSON forced); a rejection on the device sends nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { LedgerEmulator } from '../../../support/ledger-emulator';
import { confirmAndWait, startHarness, type Harness } from '../flows/harness';

const emulator = new LedgerEmulator({
  mnemonic: 'test test test test test test test test test test test junk',
});
let h: Harness;
let ledgerAccount: { id: string; address: string };

beforeAll(async () => {
  h = await startHarness({
    ledgerTransport: emulator.factory,
    ledgerTimeouts: { readMs: 5000, userMs: 5000 },
  });
});

afterAll(async () => {
  await h?.stop();
});

describe('Ledger on the devnet', () => {
  it('reports the Cosmos app version', async () => {
    expect(await h.call('ledger/status', {})).toEqual({
      connected: true,
      appVersion: '2.35.0',
      testMode: false,
    });
  });

  it('lists addresses with balances before anything is added', async () => {
    const key0 = await emulator.keyAt(0);
    await h.faucet(key0.address, '40000000');
    const { accounts } = await h.call('ledger/accounts', { from: 0, count: 3 });
    expect(accounts.map((a) => a.hdIndex)).toEqual([0, 1, 2]);
    expect(accounts[0]).toMatchObject({ address: key0.address, balance: '40000000', added: false });
    expect(accounts[1]!.balance).toBe('0');
    expect((await h.call('keys/list', {})).accounts).toEqual([]);
  });

  it('adds a Ledger account without any wallet password or secret', async () => {
    const { accounts } = await h.call('ledger/add-accounts', {
      accounts: [{ hdIndex: 0, name: 'My Ledger' }],
    });
    expect(accounts[0]).toMatchObject({ kind: 'ledger', hdIndex: 0, coinType: 118, secretId: null });
    ledgerAccount = accounts[0]!;
    expect(ledgerAccount.address).toBe((await emulator.keyAt(0)).address);
    expect((await h.call('keys/status', {})).hasPassword).toBe(false);
  });

  it('"Show on device" displays the address and says it matches the account', async () => {
    emulator.prompts.length = 0;
    const shown = await h.call('ledger/show-address', { hdIndex: 0 });
    expect(shown).toEqual({ address: ledgerAccount.address, matches: true });
    expect(emulator.prompts).toEqual([
      { kind: 'address', path: "m/44'/118'/0'/0/0", address: ledgerAccount.address },
    ]);
  });

  it('a Ledger-signed MsgSend is included (amino forced, sorted sign doc shown on the device)', async () => {
    emulator.prompts.length = 0;
    const review = await h.call('tx/draft-send', {
      accountId: ledgerAccount.id,
      to: DEVNET_KEYS.bob.address,
      amount: '1.5',
      memo: 'from a ledger',
      signMode: 'direct',
    });
    expect(review.signMode).toBe('amino');
    expect(await confirmAndWait(h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const prompt = emulator.prompts[0];
    expect(prompt?.kind).toBe('sign');
    expect(prompt?.kind === 'sign' && JSON.parse(prompt.json).memo).toBe('from a ledger');
  });

  it('a Ledger-signed MsgDelegate is included', async () => {
    const { validators } = await h.call('staking/validators', {});
    const review = await h.call('tx/draft-delegate', {
      accountId: ledgerAccount.id,
      validator: validators[0]!.operatorAddress,
      amount: '2',
    });
    expect(await confirmAndWait(h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
  });

  it('rejected on the device: code ledger/rejected and nothing is broadcast', async () => {
    emulator.actions.push('reject');
    const review = await h.call('tx/draft-send', {
      accountId: ledgerAccount.id,
      to: DEVNET_KEYS.bob.address,
      amount: '0.1',
    });
    const result = await h.invoke('tx/confirm', { reviewId: review.reviewId });
    expect(result).toMatchObject({ ok: false, error: { code: 'ledger', details: { ledger: 'rejected' } } });
    expect(
      (await h.call('tx/pending', { accountId: ledgerAccount.id })).transactions.filter(
        (t) => t.status === 'pending',
      ),
    ).toEqual([]);
  });

  it('removes a Ledger account without a password (nothing to delete from the keychain)', async () => {
    expect(await h.call('keys/remove', { accountId: ledgerAccount.id })).toEqual({ removed: true });
    expect((await h.call('keys/list', {})).accounts).toEqual([]);
  });
});
