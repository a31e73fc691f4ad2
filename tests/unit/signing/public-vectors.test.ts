// Published Cosmos vectors (tests/fixtures/signing/public-vectors.json, each with its source file and commit):
// the wallet's key derivation, encoders and signer must reproduce them byte for byte.
import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { fromBase64, fromHex, toBase64, toHex } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { addressOf, deriveFromMnemonic, parsePrivateKeyHex } from '../../../electron/core/keys/derive';
import { createSigner } from '../../../electron/core/keys/signer';
import { toAminoMsg } from '../../../electron/core/tx/amino';
import { buildSend } from '../../../electron/core/tx/messages';
import { createTxRegistry } from '../../../electron/core/tx/registry';
import {
  makeAuthInfoBytes,
  makeBodyBytes,
  makeSignBytes,
  makeTxRawBytes,
  SignMode,
  verifySecp256k1,
} from '../../../electron/core/tx/tx-bytes';
import vectors from '../../fixtures/signing/public-vectors.json';

type KeyVector = (typeof vectors.keys)[number];

async function walletKey(vector: KeyVector) {
  return vector.kind === 'mnemonic'
    ? deriveFromMnemonic(vector.mnemonic!, 118, 0)
    : parsePrivateKeyHex(vector.privateKeyHex!);
}

const keyById = (id: string) => vectors.keys.find((k) => k.id === id)!;

describe.each(vectors.keys)('public key vector $id', (vector) => {
  it('derives the published public key and cosmos address', async () => {
    const { pubkey } = await walletKey(vector);
    if (vector.pubkeyHex) expect(toHex(pubkey)).toBe(vector.pubkeyHex);
    if (vector.pubkeyBase64) expect(toBase64(pubkey)).toBe(vector.pubkeyBase64);
    expect(addressOf(pubkey, vector.prefix)).toBe(vector.address);
  });
});

describe.each(vectors.direct)('$name', (vector) => {
  const build = async () => {
    const key = await walletKey(keyById(vector.signer));
    const message = buildSend({
      from: vector.message.from,
      to: vector.message.to,
      amount: BigInt(vector.message.amount),
      denom: vector.message.denom,
    });
    const bodyBytes = makeBodyBytes(createTxRegistry('cosmos'), [message], vector.memo, 'cosmos');
    const authInfoBytes = makeAuthInfoBytes({
      pubkey: key.pubkey,
      sequence: BigInt(vector.sequence),
      feeAmount: BigInt(vector.fee.amount),
      feeDenom: vector.fee.denom,
      gasLimit: BigInt(vector.gasLimit),
      signMode: SignMode.SIGN_MODE_DIRECT,
      dialect: 'cosmos',
    });
    return { key, bodyBytes, authInfoBytes };
  };

  it('encodes the body, auth info and DIRECT sign bytes exactly as the Cosmos SDK (simd) did', async () => {
    const { bodyBytes, authInfoBytes } = await build();
    expect(toHex(bodyBytes)).toBe(vector.bodyBytesHex);
    expect(toHex(authInfoBytes)).toBe(vector.authInfoBytesHex);
    const signBytes = makeSignBytes({
      bodyBytes,
      authInfoBytes,
      chainId: vector.chainId,
      accountNumber: BigInt(vector.accountNumber),
    });
    expect(toHex(signBytes)).toBe(vector.signBytesHex);
  });

  it("signs with the wallet's signer to the published signature and signed tx bytes", async () => {
    const { key, bodyBytes, authInfoBytes } = await build();
    const signer = await createSigner(key, 'cosmos', () => true);
    const { signature } = await signer.signDirect(vector.message.from, {
      bodyBytes,
      authInfoBytes,
      chainId: vector.chainId,
      accountNumber: BigInt(vector.accountNumber),
    });
    const sig = fromBase64(signature.signature);
    expect(toHex(sig)).toBe(vector.signatureHex);
    expect(toHex(makeTxRawBytes(bodyBytes, authInfoBytes, [sig]))).toBe(vector.signedTxBytesHex);
    expect(await verifySecp256k1(sig, fromHex(vector.signBytesHex), key.pubkey)).toBe(true);
  });
});

describe.each(vectors.amino)('$name', (vector) => {
  it("signs the legacy amino MsgSend with the wallet's amino converter and signer to the signature a chain accepted", async () => {
    const key = await walletKey(keyById(vector.signer));
    expect(toBase64(key.pubkey)).toBe(vector.pubkeyBase64);
    const message = buildSend({
      from: vector.message.from,
      to: vector.message.to,
      amount: BigInt(vector.message.amount),
      denom: vector.message.denom,
    });
    // review.ts builds the amino sign doc exactly so: toAminoMsg per message, then cosmjs's makeSignDoc.
    const signDoc = makeSignDoc(
      [toAminoMsg(message, 'cosmos')],
      { amount: [{ denom: vector.fee.denom, amount: vector.fee.amount }], gas: vector.gasLimit },
      vector.chainId,
      vector.memo,
      String(vector.accountNumber),
      String(vector.sequence),
    );
    const signer = await createSigner(key, 'cosmos', () => true);
    const { signature } = await signer.signAmino(vector.message.from, signDoc);
    expect(signature.signature).toBe(vector.signatureBase64);
    expect(signature.pub_key.value).toBe(vector.pubkeyBase64);
    const valid = await verifySecp256k1(
      fromBase64(vector.signatureBase64),
      serializeSignDoc(signDoc),
      key.pubkey,
    );
    expect(valid).toBe(true);
  });
});
