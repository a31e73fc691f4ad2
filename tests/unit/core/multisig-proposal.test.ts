// A proposal is opened only when every field agrees with its bytes (summary, sign-doc hash, messages acting for the
// shared account), and the combined tx is byte for byte what cosmjs's makeMultisignedTx builds from the same parts.
import { describe, expect, it } from 'vitest';
import { createMultisigThresholdPubkey, Secp256k1HdWallet, serializeSignDoc } from '@cosmjs/amino';
import { encodePubkey } from '@cosmjs/proto-signing';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { CompactBitArray, MultiSignature } from 'cosmjs-types/cosmos/crypto/multisig/v1beta1/multisig';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { combineMultisigTx } from '../../../shared/multisig/combine';
import type { MultisigProposal } from '../../../shared/multisig/files';
import { createMemberCard } from '../../../electron/core/multisig/account';
import { buildProposal, openProposal } from '../../../electron/core/multisig/proposal';
import { draftBody } from '../../../electron/core/offline/draft-body';

const BOB = 'xyz17ggef6kfx9ja2rtcrl4nukyqynn4q6qqyqt64h';

async function setup() {
  const wallets = await Promise.all([1, 2, 3].map(() => Secp256k1HdWallet.generate(12, { prefix: 'xyz' })));
  const keys = await Promise.all(wallets.map(async (w) => (await w.getAccounts())[0]!));
  const card = createMemberCard({
    chainId: 'xyz-devnet-1',
    prefix: 'xyz',
    threshold: 2,
    members: keys.map((k, i) => ({ pubkey: k.pubkey, name: `m${i}` })),
    now: new Date(0),
  });
  const proposal = buildProposal({
    chainId: 'xyz-devnet-1',
    account: card.account,
    accountNumber: 12n,
    sequence: 3n,
    bodyBytes: draftBody({
      from: card.account.address,
      draft: { to: BOB, amount: '2', memo: 'x' },
      prefix: 'xyz',
      denom: 'uxyz',
      dialect: 'cosmos',
    }),
    fee: [{ denom: 'uxyz', amount: '5000' }],
    gasLimit: 200_000n,
    dialect: 'cosmos',
    now: new Date(0),
  });
  return { wallets, keys, card, proposal };
}

const reasonOf = (run: () => unknown) => {
  try {
    run();
    return 'opened';
  } catch (error) {
    return (error as { details?: { reason?: string } }).details?.reason;
  }
};

describe('opening a proposal', () => {
  it('refuses a proposal whose fields no longer match what members would sign', async () => {
    const { proposal } = await setup();
    expect(reasonOf(() => openProposal(proposal, 'cosmos'))).toBe('opened');
    const edit = (patch: Partial<MultisigProposal>) => () =>
      openProposal({ ...proposal, ...patch }, 'cosmos');
    expect(reasonOf(edit({ sequence: '4' }))).toBe('sign_doc_mismatch');
    expect(reasonOf(edit({ account_number: '13' }))).toBe('sign_doc_mismatch');
    expect(reasonOf(edit({ chain_id: 'other-1' }))).toBe('sign_doc_mismatch');
    expect(reasonOf(edit({ fee: { ...proposal.fee, gas_limit: '300000' } }))).toBe('summary_mismatch');
    expect(reasonOf(edit({ summary: { ...proposal.summary, memo: 'y' } }))).toBe('summary_mismatch');
    const notTheAccount = draftBody({
      from: BOB,
      draft: { to: BOB, amount: '2' },
      prefix: 'xyz',
      denom: 'uxyz',
      dialect: 'cosmos',
    });
    expect(reasonOf(edit({ body_bytes: toBase64(notTheAccount) }))).toBe('signer_mismatch');
  });
});

describe('combining', () => {
  it('gives the bytes cosmjs makeMultisignedTx gives for the same key, signatures and fee', async () => {
    const { wallets, keys, proposal } = await setup();
    const opened = openProposal(proposal, 'cosmos');
    const multisig = createMultisigThresholdPubkey(
      keys.map((k) => ({ type: 'tendermint/PubKeySecp256k1', value: toBase64(k.pubkey) })),
      2,
    );
    const order = proposal.account.members.map((m) => m.pubkey);
    const signatures = await Promise.all(
      [2, 0].map(async (i) => {
        const { signature } = await wallets[i]!.signAmino(keys[i]!.address, opened.signDoc);
        return {
          memberIndex: order.indexOf(toBase64(keys[i]!.pubkey)),
          signature: fromBase64(signature.signature),
        };
      }),
    );
    const ours = TxRaw.decode(combineMultisigTx(proposal, signatures, 'cosmos'));
    const sorted = [...signatures].sort((a, b) => a.memberIndex - b.memberIndex);
    const bits = [0, 1, 2].map((i) => sorted.some((s) => s.memberIndex === i));
    const elems = new Uint8Array(1);
    bits.forEach((on, i) => on && (elems[0]! |= 1 << (7 - i)));
    const theirs = AuthInfo.encode(
      AuthInfo.fromPartial({
        signerInfos: [
          {
            publicKey: encodePubkey(multisig),
            modeInfo: {
              multi: {
                bitarray: CompactBitArray.fromPartial({ elems, extraBitsStored: 3 }),
                modeInfos: sorted.map(() => ({ single: { mode: SignMode.SIGN_MODE_LEGACY_AMINO_JSON } })),
              },
            },
            sequence: 3n,
          },
        ],
        fee: { amount: [{ denom: 'uxyz', amount: '5000' }], gasLimit: 200_000n },
      }),
    ).finish();
    expect(ours.authInfoBytes).toEqual(theirs);
    expect(ours.signatures).toEqual([
      MultiSignature.encode({ signatures: sorted.map((s) => s.signature) }).finish(),
    ]);
    expect(serializeSignDoc(opened.signDoc)).toEqual(opened.signBytes);
  });
});
