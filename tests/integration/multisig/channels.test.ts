// Shared accounts through the wallet's own channels against the devnet: create from own accounts (the address is
// cosmjs's), another wallet imports the member card and sees the same address; drafting from the shared account
// gives a review that needs k of n and is refused by tx/confirm; propose, co-sign (review + sign), import the
// signature files in varying orders, combine and broadcast; every signer set that reaches k, for 2-of-3 and 3-of-5.
/* eslint-disable @typescript-eslint/no-explicit-any -- this driver reads untyped JSON replies of the router */
import { createMultisigThresholdPubkey, pubkeyToAddress } from '@cosmjs/amino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import {
  importMembers,
  memberKeys,
  startHarness,
  subsetsOfAtLeast,
  type Harness,
  type TestWallet,
} from './channel-support';

const bob = DEVNET_KEYS.bob.address;
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
}, 120_000);
afterAll(() => harness?.close());

/** Drafts a send from the shared account and proposes it; returns the proposal and its file. */
async function propose(wallet: TestWallet, accountId: string, memo: string, amount = '0.001') {
  const review = await wallet.call('tx/draft-send', { accountId, to: bob, amount, memo });
  return wallet.call('multisig/propose', {
    reviewId: review.reviewId,
    reviewedSignDocHash: review.signDocHash,
  });
}

/** Member `memberId` reviews the proposal file and co-signs it; returns the signature file's text. */
async function cosign(wallet: TestWallet, memberId: string, proposalText: string): Promise<string> {
  const review = await wallet.call('multisig/review', { proposalText });
  const signed = await wallet.call('multisig/sign', {
    accountId: memberId,
    proposalText: review.fileText,
    reviewedSignDocHash: review.signDocHash,
  });
  return signed.fileText;
}

async function includedProposal(wallet: TestWallet, accountId: string, proposalId: string) {
  return harness.waitFor(async () => {
    const { proposals } = await wallet.call('multisig/proposals', { accountId });
    const found = proposals.find((p: any) => p.id === proposalId);
    return found?.status === 'included' ? found : null;
  }, `proposal ${proposalId} included`);
}

describe('shared accounts through the wallet channels', () => {
  it.each([
    [2, ['Ana', 'Ben', 'Cleo']],
    [3, ['Ana', 'Ben', 'Cleo', 'Dov', 'Eve']],
  ])(
    '%i-of-n: created from own accounts, the same address on another wallet, spent by every signer set that reaches k',
    async (k, names) => {
      const keys = await memberKeys(names.length);
      const wallet = await harness.openWallet();
      const memberIds = await importMembers(wallet, keys, names);
      const created = await wallet.call('multisig/create', {
        name: 'Treasury',
        threshold: k,
        members: memberIds.map((accountId) => ({ source: 'account', accountId })),
      });
      const oracle = pubkeyToAddress(
        createMultisigThresholdPubkey(
          keys.map((key) => ({ type: 'tendermint/PubKeySecp256k1', value: key.pubkey })),
          k,
        ),
        'xyz',
      );
      expect(created.account).toMatchObject({
        kind: 'multisig',
        address: oracle,
        pubkey: null,
        secretId: null,
      });
      expect(created.account.multisig.threshold).toBe(k);
      const listed = await wallet.call('keys/list', {});
      const shared = listed.accounts.find((a: any) => a.id === created.account.id);
      expect(shared.multisig.members.map((m: any) => m.ownAccountId).sort()).toEqual([...memberIds].sort());

      // Another member's wallet imports the card (the file, then its QR frames) and derives the same address.
      const other = await harness.openWallet();
      const imported = await other.call('multisig/import-card', {
        fileText: created.card.fileText,
        name: 'Ours',
      });
      expect(imported.account).toMatchObject({ kind: 'multisig', address: oracle, name: 'Ours' });
      const card = await wallet.call('multisig/card', { accountId: created.account.id });
      const { frames } = await wallet.call('offline/qr', { text: card.fileText });
      const third = await harness.openWallet();
      expect(
        (await third.call('multisig/import-card', { fileText: frames.join('\n') })).account.address,
      ).toBe(oracle);

      await harness.faucet(oracle);
      const accountId = created.account.id;
      const review = await wallet.call('tx/draft-send', { accountId, to: bob, amount: '0.001' });
      expect(review).toMatchObject({ signMode: 'amino', multisig: { threshold: k } });
      expect(review.multisig.members).toHaveLength(names.length);
      const confirm = await wallet.refusal('tx/confirm', { reviewId: review.reviewId });
      expect(confirm).toMatchObject({ code: 'invalid_request', details: { reason: 'shared_account' } });

      const subsets = subsetsOfAtLeast(names.length, k);
      for (const [n, subset] of subsets.entries()) {
        const { proposal, fileText } = await propose(wallet, accountId, `set ${subset.join('')}`);
        expect(proposal).toMatchObject({ status: 'collecting', threshold: k, txHash: null });
        const signatures = await Promise.all(subset.map((i) => cosign(wallet, memberIds[i]!, fileText)));
        // A different import order for each set: rotated by the set's number, reversed every other set.
        const rotated = signatures.map((_, i) => signatures[(i + n) % signatures.length]!);
        const order = n % 2 === 0 ? rotated : rotated.reverse();
        let view = proposal;
        for (const [i, text] of order.entries()) {
          view = (await wallet.call('multisig/import-signature', { proposalId: proposal.id, fileText: text }))
            .proposal;
          expect(view.signers.filter((s: any) => s.signed)).toHaveLength(i + 1);
          expect(view.status).toBe(i + 1 >= k ? 'ready' : 'collecting');
        }
        const sent = await wallet.call('multisig/broadcast', { proposalId: proposal.id });
        expect(sent.proposal).toMatchObject({ status: 'broadcast', txHash: sent.submitted.txHash });
        await includedProposal(wallet, accountId, proposal.id);
      }
      const history = await wallet.call('tx/pending', { accountId });
      expect(history.transactions.filter((t: any) => t.status === 'included')).toHaveLength(subsets.length);
    },
    300_000,
  );
});
