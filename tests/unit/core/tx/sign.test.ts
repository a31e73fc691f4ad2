import { serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { DirectSecp256k1HdWallet, type OfflineDirectSigner } from '@cosmjs/proto-signing';
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { describe, expect, it } from 'vitest';
import { GAS_PRICES } from '../../../../shared/chain';
import { buildSend } from '../../../../electron/core/tx/messages';
import { createTxRegistry } from '../../../../electron/core/tx/registry';
import { buildReview, type Draft, type ReviewOptions } from '../../../../electron/core/tx/review';
import { signReviewed } from '../../../../electron/core/tx/sign';
import { makeSignBytes, txHash } from '../../../../electron/core/tx/tx-bytes';
import { ALICE, BOB, aliceWallets } from './fixtures';

const options: ReviewOptions = {
  chainId: 'xyz-devnet-1',
  dialect: 'spec',
  tier: 'average',
  gasAdjustment: 1.4,
  gasPrices: GAS_PRICES,
  signMode: 'direct',
};

function sendDraft(amount = 1_000_000n): Draft {
  return {
    kind: 'send',
    sender: ALICE.address,
    messages: [buildSend({ from: ALICE.address, to: BOB.address, amount })],
    memo: 'lunch',
    spend: amount,
    summary: 'Send 1 XYZ',
  };
}

describe('known vectors', () => {
  it("derives the devnet key addresses exactly as cosmjs does at m/44'/118'/0'/0/0 with prefix xyz", async () => {
    for (const key of [ALICE, BOB]) {
      const wallet = await DirectSecp256k1HdWallet.fromMnemonic(key.mnemonic, { prefix: 'xyz' });
      const [account] = await wallet.getAccounts();
      expect(account!.address).toBe(key.address);
    }
  });
});

describe('buildReview', () => {
  it('prices gas = ceil(gas_used x 1.4) at the chosen tier and totals spend + fee', async () => {
    const { signing } = await aliceWallets();
    const review = buildReview(
      sendDraft(),
      signing,
      { gasUsed: 100_001n },
      createTxRegistry('spec'),
      options,
    );
    expect(review.gasLimit).toBe(140_002n);
    expect(review.fee).toBe(4201n); // ceil(140002 x 0.03) = ceil(4200.06)
    expect(review.feesByTier).toEqual({ low: 3501n, average: 4201n, high: 5601n });
    expect(review.total).toBe(1_004_201n);
    expect(review.messagesJson[0]).toMatchObject({
      '@type': '/ledger.bank.v1beta1.MsgSend',
      to_address: BOB.address,
    });
    const authInfo = AuthInfo.decode(review.authInfoBytes);
    expect(authInfo.fee!.gasLimit).toBe(140_002n);
    expect(authInfo.signerInfos[0]!.sequence).toBe(3n);
    expect(authInfo.signerInfos[0]!.publicKey!.typeUrl).toBe('/ledger.crypto.secp256k1.PubKey');
  });

  it('is pure: the same inputs give the same bytes', async () => {
    const { signing } = await aliceWallets();
    const a = buildReview(sendDraft(), signing, { gasUsed: 50_000n }, createTxRegistry('spec'), options);
    const b = buildReview(sendDraft(), signing, { gasUsed: 50_000n }, createTxRegistry('spec'), options);
    expect(a.signBytes).toEqual(b.signBytes);
  });
});

describe('signReviewed (DIRECT)', () => {
  it('signs exactly the reviewed SignDoc and the signature verifies against the account key', async () => {
    const { direct, signing } = await aliceWallets();
    const review = buildReview(sendDraft(), signing, { gasUsed: 80_000n }, createTxRegistry('spec'), options);
    const signed = await signReviewed(review, direct);
    const raw = TxRaw.decode(signed.txBytes);
    expect(raw.bodyBytes).toEqual(review.bodyBytes);
    expect(raw.authInfoBytes).toEqual(review.authInfoBytes);
    const signBytes = makeSignBytes({
      bodyBytes: raw.bodyBytes,
      authInfoBytes: raw.authInfoBytes,
      chainId: 'xyz-devnet-1',
      accountNumber: 7n,
    });
    const ok = await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(raw.signatures[0]!),
      sha256(signBytes),
      signing.pubkey,
    );
    expect(ok).toBe(true);
    expect(signed.hash).toBe(txHash(signed.txBytes));
    expect(signed.hash).toMatch(/^[0-9A-F]{64}$/);
  });

  it('refuses a "modifying signer" that changes the amount after review, and nothing is returned to broadcast', async () => {
    const { direct, signing } = await aliceWallets();
    const registry = createTxRegistry('spec');
    const reviewed = buildReview(sendDraft(1_000_000n), signing, { gasUsed: 80_000n }, registry, options);
    const tampered = buildReview(sendDraft(9_000_000n), signing, { gasUsed: 80_000n }, registry, options);
    const modifyingSigner: OfflineDirectSigner = {
      getAccounts: () => direct.getAccounts(),
      // Signs a different body than it was asked to, and reports that body as "signed".
      signDirect: (address, doc) => direct.signDirect(address, { ...doc, bodyBytes: tampered.bodyBytes }),
    };
    await expect(signReviewed(reviewed, modifyingSigner)).rejects.toMatchObject({ code: 'tx_rejected' });
  });

  it('refuses a signer that reports the reviewed doc but signed something else', async () => {
    const { direct, signing } = await aliceWallets();
    const registry = createTxRegistry('spec');
    const reviewed = buildReview(sendDraft(1_000_000n), signing, { gasUsed: 80_000n }, registry, options);
    const tampered = buildReview(sendDraft(9_000_000n), signing, { gasUsed: 80_000n }, registry, options);
    const lyingSigner: OfflineDirectSigner = {
      getAccounts: () => direct.getAccounts(),
      signDirect: async (address, doc) => {
        const real = await direct.signDirect(address, { ...doc, bodyBytes: tampered.bodyBytes });
        return { signed: doc, signature: real.signature };
      },
    };
    await expect(signReviewed(reviewed, lyingSigner)).rejects.toMatchObject({ code: 'tx_rejected' });
  });
});

describe('signReviewed (amino)', () => {
  it('signs the reviewed StdSignDoc with dialect amino names and LEGACY_AMINO_JSON mode', async () => {
    const { direct, amino, signing } = await aliceWallets();
    const review = buildReview(sendDraft(), signing, { gasUsed: 80_000n }, createTxRegistry('spec'), {
      ...options,
      signMode: 'amino',
    });
    expect(review.aminoSignDoc!.msgs[0]!.type).toBe('ledger-sdk/MsgSend');
    const signer = {
      getAccounts: () => direct.getAccounts(),
      signDirect: direct.signDirect.bind(direct),
      signAmino: amino.signAmino.bind(amino),
    };
    const signed = await signReviewed(review, signer);
    const raw = TxRaw.decode(signed.txBytes);
    expect(AuthInfo.decode(raw.authInfoBytes).signerInfos[0]!.modeInfo!.single!.mode).toBe(127);
    const ok = await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(raw.signatures[0]!),
      sha256(serializeSignDoc(review.aminoSignDoc!)),
      signing.pubkey,
    );
    expect(ok).toBe(true);
  });

  it('refuses an amino signer that raises the fee after review', async () => {
    const { direct, amino, signing } = await aliceWallets();
    const review = buildReview(sendDraft(), signing, { gasUsed: 80_000n }, createTxRegistry('spec'), {
      ...options,
      signMode: 'amino',
    });
    const signer = {
      getAccounts: () => direct.getAccounts(),
      signDirect: direct.signDirect.bind(direct),
      signAmino: (address: string, doc: Parameters<typeof amino.signAmino>[1]) =>
        amino.signAmino(address, {
          ...doc,
          fee: { ...doc.fee, amount: [{ denom: 'uxyz', amount: '999999' }] },
        }),
    };
    await expect(signReviewed(review, signer)).rejects.toMatchObject({ code: 'tx_rejected' });
  });
});
