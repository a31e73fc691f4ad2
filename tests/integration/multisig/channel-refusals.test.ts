// The attacker's view of shared accounts, through the wallet channels: a member card whose address is not its keys',
// a proposal whose summary was edited, signature files from a foreign key, for another proposal, forged under a
// member's key, twice, malformed or 100 MB; a broadcast below the threshold; a proposal overtaken by another one at
// the same sequence (stale: must be re-signed); members from contacts and pasted keys; bad IPC input; removal.
/* eslint-disable @typescript-eslint/no-explicit-any -- this driver reads untyped JSON replies of the router */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { parseMultisigSignature, serializeMultisigFile } from '../../../shared/multisig/parse';
import { importMembers, memberKeys, startHarness, type Harness, type TestWallet } from './channel-support';
import { makeMembers, outsiderSignature } from './wallet-support';

const bob = DEVNET_KEYS.bob.address;
let harness: Harness;
let wallet: TestWallet;
let memberIds: string[];
let accountId: string;
let address: string;
let cardText: string;

beforeAll(async () => {
  harness = await startHarness();
  wallet = await harness.openWallet();
  const keys = await memberKeys(3);
  memberIds = await importMembers(wallet, keys, ['Ana', 'Ben', 'Cleo']);
  const created = await wallet.call('multisig/create', {
    name: 'Family',
    threshold: 2,
    members: memberIds.map((id) => ({ source: 'account', accountId: id })),
  });
  accountId = created.account.id;
  address = created.account.address;
  cardText = created.card.fileText;
  await harness.faucet(address);
}, 120_000);
afterAll(() => harness?.close());

async function propose(memo: string) {
  const review = await wallet.call('tx/draft-send', { accountId, to: bob, amount: '0.001', memo });
  return wallet.call('multisig/propose', {
    reviewId: review.reviewId,
    reviewedSignDocHash: review.signDocHash,
  });
}

async function cosign(memberIndex: number, proposalText: string): Promise<string> {
  const review = await wallet.call('multisig/review', { proposalText });
  return (
    await wallet.call('multisig/sign', {
      accountId: memberIds[memberIndex],
      proposalText: review.fileText,
      reviewedSignDocHash: review.signDocHash,
    })
  ).fileText;
}

const memberAddress = (index: number) =>
  wallet
    .call('keys/list', {})
    .then((l: any) => l.accounts.find((a: any) => a.id === memberIds[index]).address);

describe('shared-account refusals through the channels', () => {
  it('refuses a member card whose address is not the one its keys and threshold give', async () => {
    const other = await harness.openWallet();
    const card = JSON.parse(cardText);
    card.account.address = bob;
    const refused = await other.refusal('multisig/import-card', { fileText: JSON.stringify(card) });
    expect(refused).toMatchObject({ code: 'invalid_request', details: { reason: 'address_mismatch' } });
    card.account.address = address;
    card.account.threshold = 1;
    expect(await other.refusal('multisig/import-card', { fileText: JSON.stringify(card) })).toMatchObject({
      details: { reason: 'address_mismatch' },
    });
    expect((await other.call('keys/list', {})).accounts).toEqual([]);
  });

  it('refuses a proposal whose summary was edited, for review and for signing', async () => {
    const { fileText } = await propose('edited');
    const edited = JSON.parse(fileText);
    edited.summary.messages[0] = edited.summary.messages[0].replace(bob, DEVNET_KEYS.alice.address);
    const text = serializeMultisigFile(edited);
    expect(await wallet.refusal('multisig/review', { proposalText: text })).toMatchObject({
      code: 'invalid_request',
      details: { reason: 'summary_mismatch' },
    });
    expect(
      await wallet.refusal('multisig/sign', {
        accountId: memberIds[0],
        proposalText: text,
        reviewedSignDocHash: edited.sign_doc_hash,
      }),
    ).toMatchObject({ details: { reason: 'summary_mismatch' } });
  });

  it('refuses foreign, other-proposal, forged, duplicate, malformed and oversized signatures, naming the member', async () => {
    const { proposal, fileText } = await propose('collect');
    const { proposal: other, fileText: otherText } = await propose('another');
    const [mallory] = await makeMembers(['Mallory']);
    const refusal = (text: string) =>
      wallet.refusal('multisig/import-signature', { proposalId: proposal.id, fileText: text });

    expect(await refusal(await outsiderSignature(mallory!, fileText))).toMatchObject({
      code: 'signature_refused',
      details: { member: mallory!.address, reason: 'not_member' },
    });
    const benOnOther = await cosign(1, otherText);
    expect(await refusal(benOnOther)).toMatchObject({
      code: 'signature_refused',
      details: { member: await memberAddress(1), reason: 'wrong_sign_doc' },
    });
    const cleo = parseMultisigSignature(await cosign(2, fileText));
    const ben = parseMultisigSignature(await cosign(1, fileText));
    const forged = serializeMultisigFile({ ...cleo, member_pubkey: ben.member_pubkey });
    expect(await refusal(forged)).toMatchObject({
      code: 'signature_refused',
      details: { member: await memberAddress(1), reason: 'bad_signature' },
    });
    const ana = await cosign(0, fileText);
    await wallet.call('multisig/import-signature', { proposalId: proposal.id, fileText: ana });
    expect(await refusal(ana)).toMatchObject({
      code: 'signature_refused',
      details: { member: await memberAddress(0), reason: 'duplicate' },
    });
    expect(await refusal('{"format":"xyz-wallet/multisig-signature","version":1}')).toMatchObject({
      code: 'signature_refused',
      details: { member: null, reason: 'malformed' },
    });
    expect(await refusal(fileText)).toMatchObject({ details: { member: null, reason: 'malformed' } });
    const huge = await wallet.refusal('multisig/import-signature', {
      proposalId: proposal.id,
      fileText: 'x'.repeat(100 * 1024 * 1024),
    });
    expect(huge.code).toBe('invalid_request');
    // Nothing refused was kept: one signature (Ana's) of the two needed.
    const { proposals } = await wallet.call('multisig/proposals', { accountId });
    const kept = proposals.find((p: any) => p.id === proposal.id);
    expect(kept.signers.filter((s: any) => s.signed)).toHaveLength(1);
    expect(kept.status).toBe('collecting');

    // Below the threshold: refused by the wallet, nothing sent.
    expect(await wallet.refusal('multisig/broadcast', { proposalId: proposal.id })).toMatchObject({
      code: 'unauthorized',
      details: { reason: 'below_threshold' },
    });
    expect((await wallet.call('tx/pending', { accountId })).transactions).toEqual([]);

    // The other proposal at the same sequence goes first: this one becomes stale and must be re-signed.
    await wallet.call('multisig/import-signature', { proposalId: other.id, fileText: benOnOther });
    await wallet.call('multisig/import-signature', {
      proposalId: other.id,
      fileText: await cosign(2, otherText),
    });
    const sent = await wallet.call('multisig/broadcast', { proposalId: other.id });
    const settled = await harness.waitFor(async () => {
      const list = (await wallet.call('multisig/proposals', { accountId })).proposals;
      const first = list.find((p: any) => p.id === other.id);
      return first.status === 'included' ? list : null;
    }, 'the other proposal included');
    expect(sent.submitted.txHash).toMatch(/^[0-9A-F]{64}$/);
    expect(settled.find((p: any) => p.id === proposal.id)).toMatchObject({
      status: 'stale',
      staleReason: 'sequence_used',
    });
    expect(
      await wallet.refusal('multisig/import-signature', {
        proposalId: proposal.id,
        fileText: serializeMultisigFile(ben),
      }),
    ).toMatchObject({ code: 'signature_refused', details: { reason: 'stale_sequence' } });
    expect(await wallet.refusal('multisig/broadcast', { proposalId: proposal.id })).toMatchObject({
      code: 'sequence_mismatch',
    });
  }, 120_000);

  it('takes members from a contact whose key the chain knows and from a pasted key; names the member it cannot use', async () => {
    const [dana, eli] = await memberKeys(2);
    const danaWallet = await harness.openWallet();
    const [danaId] = await importMembers(danaWallet, [dana!], ['Dana']);
    await harness.faucet(dana!.address, '2000000');
    const unknown = await wallet.refusal('multisig/create', {
      name: 'Club',
      threshold: 2,
      members: [
        { source: 'account', accountId: memberIds[0] },
        { source: 'contact', address: dana!.address },
      ],
    });
    expect(unknown).toMatchObject({
      details: { reason: 'unknown_member_key', memberIndex: 1, member: dana!.address },
    });
    // Dana sends once: the chain now knows her key.
    const review = await danaWallet.call('tx/draft-send', { accountId: danaId, to: bob, amount: '0.1' });
    const sent = await danaWallet.call('tx/confirm', { reviewId: review.reviewId });
    await harness.waitFor(
      async () => (await danaWallet.call('tx/status', { txHash: sent.txHash })).status === 'included',
      'dana included',
    );
    await wallet.call('addressbook/add', { name: 'Dana', address: dana!.address });
    const created = await wallet.call('multisig/create', {
      name: 'Club',
      threshold: 2,
      members: [
        { source: 'account', accountId: memberIds[0] },
        { source: 'contact', address: dana!.address },
        { source: 'pubkey', pubkey: eli!.pubkey, name: 'Eli' },
      ],
    });
    const members = created.account.multisig.members;
    expect(members.find((m: any) => m.address === dana!.address)).toMatchObject({
      name: 'Dana',
      ownAccountId: null,
    });
    expect(members.find((m: any) => m.address === eli!.address)).toMatchObject({ name: 'Eli' });
    expect(
      await wallet.refusal('multisig/create', {
        name: 'Bad',
        threshold: 2,
        members: [
          { source: 'account', accountId: memberIds[0] },
          { source: 'pubkey', pubkey: 'A'.repeat(44) },
        ],
      }),
    ).toMatchObject({ details: { reason: 'bad_member_key', memberIndex: 1 } });
  }, 120_000);

  it('is read like any account: dashboard, history, staking positions and delegations', async () => {
    const dashboard = await harness.waitFor(async () => {
      const d = await wallet.call('dashboard/get', { accountId, refresh: true });
      return d.balances ? d : null;
    }, "the shared account's balances");
    expect(dashboard.address).toBe(address);
    expect(BigInt(dashboard.balances.total)).toBeGreaterThan(0n);
    await wallet.call('history/sync', { accountId });
    const { rows } = await wallet.call('history/page', { accountId, limit: 20 });
    // The faucet's transfer in and the proposal sent from the shared account.
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(await wallet.call('staking/delegations', { accountId })).toMatchObject({ total: '0' });
    expect(await wallet.call('staking/positions', { accountId })).toBeTruthy();
  }, 60_000);

  it('refuses bad IPC input with clear errors and removes a shared account with its proposals', async () => {
    const member = (i: number) => ({ source: 'account', accountId: memberIds[i % 3] });
    const bad = [
      { name: 'X', threshold: 1, members: [member(0)] },
      { name: 'X', threshold: 0, members: [member(0), member(1)] },
      { name: 'X', threshold: 2, members: Array.from({ length: 8 }, (_, i) => member(i)) },
      { name: 'X', threshold: 2, members: [member(0), { source: 'seed', accountId: memberIds[1] }] },
      { name: 'X', threshold: 2, members: [member(0), member(1)], extra: true },
      { name: '', threshold: 2, members: [member(0), member(1)] },
    ];
    for (const request of bad) {
      expect((await wallet.refusal('multisig/create', request)).code).toBe('invalid_request');
    }
    expect(
      await wallet.refusal('multisig/create', { name: 'X', threshold: 3, members: [member(0), member(1)] }),
    ).toMatchObject({ code: 'invalid_request', details: { reason: 'bad_shape' } });
    expect(
      await wallet.refusal('multisig/create', { name: 'X', threshold: 2, members: [member(0), member(0)] }),
    ).toMatchObject({ details: { reason: 'bad_shape' } });
    expect(
      (await wallet.refusal('multisig/import-signature', { proposalId: 'nope', fileText: 'x' })).code,
    ).toBe('not_found');
    expect((await wallet.refusal('multisig/card', { accountId: memberIds[0] })).details).toMatchObject({
      reason: 'not_shared_account',
    });

    const { proposal } = await propose('to be removed');
    expect(await wallet.call('keys/remove', { accountId })).toEqual({ removed: true });
    expect((await wallet.refusal('multisig/broadcast', { proposalId: proposal.id })).code).toBe('not_found');
    expect((await wallet.call('keys/list', {})).accounts.some((a: any) => a.id === accountId)).toBe(false);
  }, 60_000);
});
