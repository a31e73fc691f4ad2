// The offline signer (draft body on the offline machine, DIRECT sign doc, signed envelope) must produce the same
// raw tx as cosmjs for the same send or delegation, and its verifier must accept every DIRECT tx cosmjs signed
// (tests/fixtures/signing/cosmjs-vectors.json).
import { sha256 } from '@cosmjs/crypto';
import { fromBase64, fromHex, toHex } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import type { Dialect } from '../../../shared/dialect';
import { createSigner } from '../../../electron/core/keys/signer';
import { draftBody } from '../../../electron/core/offline/draft-body';
import { signOffline } from '../../../electron/core/offline/offline-sign';
import { verifySignedTxBytes } from '../../../electron/core/offline/verify-signed';
import vectors from '../../fixtures/signing/cosmjs-vectors.json';
import { projectKey } from './project-path';

/** "1234567" uxyz -> "1.234567" XYZ, as a person types it into the offline draft. */
const display = (base: string) => {
  const padded = base.padStart(7, '0');
  return `${padded.slice(0, -6)}.${padded.slice(-6)}`;
};

const offlineCases = vectors.cases.filter(
  (c) => c.signMode === 'direct' && (c.builder === 'buildSend' || c.builder === 'buildDelegate'),
);

describe.each(offlineCases)('offline $id', (c) => {
  it("signs the offline draft into exactly the raw tx cosmjs's signer produced", async () => {
    const key = await projectKey(vectors.key.mnemonic, vectors.key.prefix);
    const args = c.args as unknown as Record<string, string>;
    const dialect = c.dialect as Dialect;
    const bodyBytes = draftBody({
      from: key.address,
      draft:
        c.builder === 'buildDelegate'
          ? { kind: 'delegate', to: args.validator!, amount: display(args.amount!), memo: c.memo }
          : { kind: 'send', to: args.to!, amount: display(args.amount!), memo: c.memo },
      prefix: key.prefix,
      denom: 'uxyz',
      dialect,
    });
    expect(toHex(bodyBytes)).toBe(c.bodyBytesHex);
    const { envelope } = await signOffline({
      key: {
        address: key.address,
        prefix: key.prefix,
        pubkey: key.pubkey,
        signer: await createSigner(key, key.prefix, () => true),
      },
      bodyBytes,
      params: {
        chainId: vectors.params.chainId,
        accountNumber: BigInt(c.accountNumber),
        sequence: BigInt(c.sequence),
        fee: vectors.params.fee.amount,
        gasLimit: BigInt(vectors.params.fee.gas),
      },
      dialect,
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect(toHex(fromBase64(envelope.tx_bytes))).toBe(c.txRawHex);
  });
});

const directCases = vectors.cases.filter((c) => c.signMode === 'direct');

describe.each(directCases)('verifying $id', (c) => {
  it('accepts the DIRECT tx cosmjs signed: signature, signer, sequence and hash check out', () => {
    const txBytes = fromHex(c.txRawHex);
    const verified = verifySignedTxBytes({
      txBytes,
      chainId: vectors.params.chainId,
      accountNumber: BigInt(c.accountNumber),
      prefix: vectors.key.prefix,
    });
    expect(verified.signer).toBe(vectors.key.address);
    expect(verified.pubkey).toBe(vectors.key.pubkeyBase64);
    expect(verified.sequence).toBe(BigInt(c.sequence));
    expect(verified.txHash).toBe(toHex(sha256(txBytes)).toUpperCase());
    expect(verified.summary.memo).toBe(c.memo);
  });
});
