// Every message the wallet signs, built and signed by the wallet's own code, must be byte for byte what cosmjs
// (SigningStargateClient, makeSignDoc/makeAuthInfoBytes) produced for the same inputs: fixtures generated once by
// tests/fixtures/signing/generate-cosmjs-vectors.ts, which shares no code with electron/ or shared/.
import { serializeSignDoc } from '@cosmjs/amino';
import { fromHex, toBase64, toHex } from '@cosmjs/encoding';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { describe, expect, it } from 'vitest';
import type { Dialect } from '../../../shared/dialect';
import { hdPathString } from '../../../electron/core/keys/derive';
import type { SignModeName } from '../../../electron/core/tx/review';
import vectors from '../../fixtures/signing/cosmjs-vectors.json';
import {
  buildMessage,
  projectKey,
  projectReview,
  projectSign,
  projectSimulateTx,
  type TxParams,
} from './project-path';

interface VectorCase {
  id: string;
  scenario: string;
  dialect: Dialect;
  signMode: SignModeName;
  builder: string;
  args: Record<string, unknown>;
  memo: string;
  accountNumber: number;
  sequence: number;
  typeUrl: string;
  producedBy: string;
  bodyBytesHex: string;
  authInfoBytesHex: string;
  signDocHex: string | null;
  aminoSignDocJson: string | null;
  signatureBase64: string;
  txRawHex: string;
  simulateTxHex: string | null;
}

const cases = vectors.cases as VectorCase[];
const paramsOf = (c: VectorCase): TxParams => ({
  chainId: vectors.params.chainId,
  accountNumber: BigInt(c.accountNumber),
  sequence: BigInt(c.sequence),
  gasLimit: BigInt(vectors.params.fee.gas),
});
const key = () => projectKey(vectors.key.mnemonic, vectors.key.prefix);
const by = (c: VectorCase) =>
  c.producedBy.includes('SigningStargateClient')
    ? "cosmjs's SigningStargateClient"
    : "cosmjs's makeSignDoc/makeAuthInfoBytes";

describe('the fixture covers what the wallet signs', () => {
  it('has a vector for every message builder in electron/core/tx/messages.ts, in both dialects and both sign modes', async () => {
    const builders = Object.keys(await import('../../../electron/core/tx/messages')).filter((name) =>
      name.startsWith('build'),
    );
    for (const builder of builders) {
      for (const dialect of ['spec', 'cosmos']) {
        for (const signMode of ['direct', 'amino']) {
          expect(
            cases.some((c) => c.builder === builder && c.dialect === dialect && c.signMode === signMode),
            `${builder} ${dialect} ${signMode}`,
          ).toBe(true);
        }
      }
    }
  });

  it('was made with the key the wallet derives from the fixture mnemonic (same path, address and public key)', async () => {
    const k = await key();
    expect(hdPathString(118, 0)).toBe(vectors.key.hdPath);
    expect(k.address).toBe(vectors.key.address);
    expect(toBase64(k.pubkey)).toBe(vectors.key.pubkeyBase64);
  });
});

describe.each(cases)('$id', (c) => {
  it(`builds the same body, auth info and sign document as ${by(c)}`, async () => {
    const review = projectReview({
      key: await key(),
      message: buildMessage(c.builder, c.args),
      memo: c.memo,
      dialect: c.dialect,
      signMode: c.signMode,
      params: paramsOf(c),
    });
    expect(toHex(review.bodyBytes)).toBe(c.bodyBytesHex);
    expect(toHex(review.authInfoBytes)).toBe(c.authInfoBytesHex);
    if (c.signMode === 'direct') {
      expect(toHex(review.signBytes)).toBe(c.signDocHex);
    } else {
      expect(new TextDecoder().decode(serializeSignDoc(review.aminoSignDoc!))).toBe(c.aminoSignDocJson);
    }
  });

  it(`signs it exactly as ${by(c)} does: same signature, same raw tx bytes`, async () => {
    const k = await key();
    const review = projectReview({
      key: k,
      message: buildMessage(c.builder, c.args),
      memo: c.memo,
      dialect: c.dialect,
      signMode: c.signMode,
      params: paramsOf(c),
    });
    const signed = await projectSign(review, k);
    expect(toBase64(TxRaw.decode(signed.txBytes).signatures[0]!)).toBe(c.signatureBase64);
    expect(toHex(signed.txBytes)).toBe(c.txRawHex);
    expect(signed.txBytes).toEqual(fromHex(c.txRawHex));
  });
});

const simulateCases = cases.filter((c) => c.simulateTxHex !== null);

describe.each(simulateCases)('simulating $scenario', (c) => {
  it("posts the same unsigned tx to Simulate as cosmjs's tx extension (empty fee, unspecified mode, one empty signature)", async () => {
    const txBytes = await projectSimulateTx({
      key: await key(),
      message: buildMessage(c.builder, c.args),
      memo: c.memo,
      dialect: c.dialect,
      sequence: BigInt(c.sequence),
    });
    expect(toHex(txBytes)).toBe(c.simulateTxHex);
  });
});
