// A member's Ledger co-signs a shared-account proposal (the emulator behind the real core, as over USB): the device
// is shown the proposal's exact amino JSON sign doc (sorted, canonical), its signature joins a software member's,
// and the combined transaction is included. A rejection on the device writes no signature file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { LedgerEmulator } from '../../support/ledger-emulator';
import { importDevnetKey, startHarness, waitFor, type Harness } from '../core/flows/harness';

const emulator = new LedgerEmulator({
  mnemonic: 'test test test test test test test test test test test junk',
});
let h: Harness;

beforeAll(async () => {
  h = await startHarness({
    ledgerTransport: emulator.factory,
    ledgerTimeouts: { readMs: 5000, userMs: 5000 },
  });
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

describe("a member's Ledger co-signs a proposal", () => {
  it('signs the amino sign doc shown on the device; with a software member it reaches 2 of 3 and is included', async () => {
    const [ledger] = (await h.call('ledger/add-accounts', { accounts: [{ hdIndex: 0, name: 'Nano' }] }))
      .accounts;
    const alice = await importDevnetKey(h, 'alice');
    const carol = await importDevnetKey(h, 'carol');
    const created = await h.call('multisig/create', {
      name: 'Vault',
      threshold: 2,
      members: [ledger!, alice, carol].map((a) => ({ source: 'account' as const, accountId: a.id })),
    });
    await h.faucet(created.account.address, '5000000');
    const review = await h.call('tx/draft-send', {
      accountId: created.account.id,
      to: DEVNET_KEYS.bob.address,
      amount: '0.5',
      memo: 'vault payout',
    });
    const { proposal, fileText } = await h.call('multisig/propose', {
      reviewId: review.reviewId,
      reviewedSignDocHash: review.signDocHash,
    });
    const cosign = await h.call('multisig/review', { proposalText: fileText });
    expect(cosign).toMatchObject({
      proposalId: proposal.id,
      account: { accountId: created.account.id, name: 'Vault', threshold: 2 },
      signDocHash: review.signDocHash,
    });
    expect(cosign.ownMembers.map((m) => [m.name, m.canSign])).toEqual(
      expect.arrayContaining([
        ['Nano', true],
        ['alice', true],
        ['carol', true],
      ]),
    );

    // Rejected on the device: no signature, nothing collected.
    emulator.actions.push('reject');
    const rejected = await h.invoke('multisig/sign', {
      accountId: ledger!.id,
      proposalText: cosign.fileText,
      reviewedSignDocHash: cosign.signDocHash,
    });
    expect(rejected).toMatchObject({ ok: false, error: { code: 'ledger', details: { ledger: 'rejected' } } });

    emulator.prompts.length = 0;
    const byLedger = await h.call('multisig/sign', {
      accountId: ledger!.id,
      proposalText: cosign.fileText,
      reviewedSignDocHash: cosign.signDocHash,
    });
    const prompt = emulator.prompts[0];
    expect(prompt?.kind).toBe('sign');
    expect(prompt?.kind === 'sign' && prompt.json).toBe(cosign.aminoSignDoc);
    expect(prompt?.kind === 'sign' && JSON.parse(prompt.json).memo).toBe('vault payout');

    const byAlice = await h.call('multisig/sign', {
      accountId: alice.id,
      proposalText: cosign.fileText,
      reviewedSignDocHash: cosign.signDocHash,
    });
    for (const signature of [byLedger, byAlice]) {
      await h.call('multisig/import-signature', { proposalId: proposal.id, fileText: signature.fileText });
    }
    const sent = await h.call('multisig/broadcast', { proposalId: proposal.id });
    const included = await waitFor(async () => {
      const { proposals } = await h.call('multisig/proposals', { accountId: created.account.id });
      const found = proposals.find((p) => p.id === proposal.id);
      return found?.status === 'included' ? found : null;
    }, 'proposal included');
    expect(included.txHash).toBe(sent.submitted.txHash);
    expect(
      included.signers
        .filter((s) => s.signed)
        .map((s) => s.address)
        .sort(),
    ).toEqual([ledger!.address, alice.address].sort());
  }, 120_000);
});
