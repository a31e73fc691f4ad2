// Specification of signing offline and of verifying a signed-transaction file before it is shown or broadcast.
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { describe, expect, it } from 'vitest';
import { WalletError } from '../../../shared/errors';
import type { SignedTxEnvelope } from '../../../shared/offline/envelopes';
import { parseSignedTxEnvelope, serializeEnvelope } from '../../../shared/offline/parse-envelope';
import { prepareSignDoc, signOffline } from '../../../electron/core/offline/offline-sign';
import { verifySignedEnvelope, verifySignedTxBytes } from '../../../electron/core/offline/verify-signed';
import { txHash } from '../../../electron/core/tx/tx-bytes';
import { ALICE, BOB, NOW, PARAMS, sendBody, signingKeyOf } from './fixtures';

async function signedEnvelope(): Promise<SignedTxEnvelope> {
  const key = await signingKeyOf('alice');
  const { envelope } = await signOffline({
    key,
    bodyBytes: sendBody(),
    params: PARAMS,
    dialect: 'spec',
    now: NOW,
  });
  return envelope;
}

async function refusal(run: () => unknown): Promise<{ code: string; reason: unknown }> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(WalletError);
    const e = error as WalletError;
    return { code: e.code, reason: e.details?.reason };
  }
  throw new Error('expected a refusal');
}

/** Re-signs nothing: swaps the body of a signed tx for another one, keeping the old signature. */
function withBody(envelope: SignedTxEnvelope, bodyBytes: Uint8Array): SignedTxEnvelope {
  const raw = TxRaw.decode(fromBase64(envelope.tx_bytes));
  const bytes = TxRaw.encode({ ...raw, bodyBytes }).finish();
  return { ...envelope, tx_bytes: toBase64(bytes), tx_hash: txHash(bytes) };
}

describe('signOffline', () => {
  it('produces a signed envelope that verifies and says what it does', async () => {
    const envelope = await signedEnvelope();
    expect(envelope).toMatchObject({
      format: 'xyz-wallet/signed-tx',
      version: 2,
      dialect: 'spec',
      chain_id: 'xyz-devnet-1',
      signer: ALICE,
      account_number: '7',
      sequence: '3',
    });
    expect(envelope.tx_hash).toMatch(/^[0-9A-F]{64}$/);
    expect(envelope.summary).toEqual({
      messages: [`Send 1.5 XYZ from ${ALICE} to ${BOB}`],
      fee: [{ denom: 'uxyz', amount: '5000' }],
      gas: '200000',
      memo: 'offline test',
    });
    const verified = verifySignedEnvelope(envelope);
    expect(verified.txHash).toBe(envelope.tx_hash);
    expect(verified.signer).toBe(ALICE);
  });

  it('survives writing to a file and reading it back', async () => {
    const envelope = await signedEnvelope();
    const read = parseSignedTxEnvelope(serializeEnvelope(envelope));
    expect(read).toEqual(envelope);
    expect(verifySignedEnvelope(read).txHash).toBe(envelope.tx_hash);
  });

  it('refuses to sign when the transaction changed since it was reviewed', async () => {
    const key = await signingKeyOf('alice');
    const { review } = prepareSignDoc({ key, bodyBytes: sendBody(), params: PARAMS, dialect: 'spec' });
    const changed = { ...PARAMS, sequence: 4n };
    const result = await refusal(() =>
      signOffline({
        key,
        bodyBytes: sendBody(),
        params: changed,
        dialect: 'spec',
        now: NOW,
        reviewedSignDocHash: review.signDocHash,
      }),
    );
    expect(result.code).toBe('tx_rejected');
  });

  it('refuses a signer that signs something other than what it was given', async () => {
    const key = await signingKeyOf('alice');
    const modifying = {
      ...key,
      signer: {
        getAccounts: () => key.signer.getAccounts(),
        signDirect: (address: string, doc: Parameters<typeof key.signer.signDirect>[1]) =>
          key.signer.signDirect(address, { ...doc, bodyBytes: sendBody({ amount: 9_000_000n }) }),
      },
    };
    const result = await refusal(() =>
      signOffline({ key: modifying, bodyBytes: sendBody(), params: PARAMS, dialect: 'spec', now: NOW }),
    );
    expect(result.code).toBe('tx_rejected');
  });

  it('refuses messages that act for another account than the signing key', async () => {
    const key = await signingKeyOf('alice');
    const result = await refusal(() =>
      signOffline({
        key,
        bodyBytes: sendBody({ from: BOB, to: ALICE }),
        params: PARAMS,
        dialect: 'spec',
        now: NOW,
      }),
    );
    expect(result.reason).toBe('signer_mismatch');
  });
});

describe('verifySignedEnvelope refuses a file', () => {
  it('whose tx bytes were tampered with (the signature no longer verifies)', async () => {
    const envelope = await signedEnvelope();
    const tampered = withBody(envelope, sendBody({ amount: 9_000_000n }));
    const summary = { ...envelope.summary, messages: [`Send 9 XYZ from ${ALICE} to ${BOB}`] };
    const result = await refusal(() => verifySignedEnvelope({ ...tampered, summary }));
    expect(result).toEqual({ code: 'unauthorized', reason: 'bad_signature' });
  });

  it('whose tx_hash does not match its bytes', async () => {
    const envelope = await signedEnvelope();
    const result = await refusal(() => verifySignedEnvelope({ ...envelope, tx_hash: 'A'.repeat(64) }));
    expect(result.reason).toBe('hash_mismatch');
  });

  it('whose summary says something else than the bytes', async () => {
    const envelope = await signedEnvelope();
    const summary = { ...envelope.summary, messages: [`Send 0.1 XYZ from ${ALICE} to ${BOB}`] };
    expect((await refusal(() => verifySignedEnvelope({ ...envelope, summary }))).reason).toBe(
      'summary_mismatch',
    );
    const fee = { ...envelope.summary, fee: [{ denom: 'uxyz', amount: '1' }] };
    expect((await refusal(() => verifySignedEnvelope({ ...envelope, summary: fee }))).reason).toBe(
      'summary_mismatch',
    );
  });

  it('that names another signer than the key that signed', async () => {
    const envelope = await signedEnvelope();
    expect((await refusal(() => verifySignedEnvelope({ ...envelope, signer: BOB }))).reason).toBe(
      'signer_mismatch',
    );
  });

  it('whose chain id or account number was edited (the signature covers both)', async () => {
    const envelope = await signedEnvelope();
    expect((await refusal(() => verifySignedEnvelope({ ...envelope, chain_id: 'xyz-1' }))).reason).toBe(
      'bad_signature',
    );
    expect((await refusal(() => verifySignedEnvelope({ ...envelope, account_number: '8' }))).reason).toBe(
      'bad_signature',
    );
  });

  it('whose sequence field differs from the signed one', async () => {
    const envelope = await signedEnvelope();
    expect((await refusal(() => verifySignedEnvelope({ ...envelope, sequence: '4' }))).reason).toBe(
      'sequence_mismatch',
    );
  });

  it('whose tx bytes are not a transaction', async () => {
    const envelope = await signedEnvelope();
    const junk = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]);
    const result = await refusal(() =>
      verifySignedEnvelope({ ...envelope, tx_bytes: toBase64(junk), tx_hash: txHash(junk) }),
    );
    expect(result.reason).toBe('undecodable');
  });
});

describe('verifySignedTxBytes (pasted base64)', () => {
  it('derives the signer from the key and verifies against the given chain and account number', async () => {
    const envelope = await signedEnvelope();
    const bytes = fromBase64(envelope.tx_bytes);
    expect(
      verifySignedTxBytes({ txBytes: bytes, chainId: 'xyz-devnet-1', accountNumber: 7n, prefix: 'xyz' })
        .signer,
    ).toBe(ALICE);
    const wrongChain = await refusal(() =>
      verifySignedTxBytes({ txBytes: bytes, chainId: 'xyz-1', accountNumber: 7n, prefix: 'xyz' }),
    );
    expect(wrongChain.reason).toBe('bad_signature');
  });
});
