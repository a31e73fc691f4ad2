// Signs exactly what was reviewed: asks the signer, then refuses any signature whose document or bytes differ.
import { serializeSignDoc, type OfflineAminoSigner } from '@cosmjs/amino';
import { fromBase64 } from '@cosmjs/encoding';
import type { OfflineDirectSigner } from '@cosmjs/proto-signing';
import type { Review } from './review';
import { makeTxRawBytes, txHash, verifySecp256k1 } from './tx-bytes';
import { TxInputError } from './tx-input-error';

export type WalletSigner = OfflineDirectSigner & Partial<Pick<OfflineAminoSigner, 'signAmino'>>;

export interface SignedTx {
  txBytes: Uint8Array;
  /** Uppercase hex sha256 of txBytes. */
  hash: string;
}

/** Signs `review` with `signer` (DIRECT or amino per the review) and returns the raw tx. */
export async function signReviewed(review: Review, signer: WalletSigner): Promise<SignedTx> {
  const address = review.draft.sender;
  let signature: Uint8Array;
  let signedPubkey: Uint8Array;
  let signedMessage: Uint8Array;
  if (review.signMode === 'direct') {
    const reply = await signer.signDirect(address, {
      bodyBytes: review.bodyBytes,
      authInfoBytes: review.authInfoBytes,
      chainId: review.chainId,
      accountNumber: review.accountNumber,
    });
    if (
      !sameBytes(reply.signed.bodyBytes, review.bodyBytes) ||
      !sameBytes(reply.signed.authInfoBytes, review.authInfoBytes) ||
      reply.signed.chainId !== review.chainId ||
      BigInt(reply.signed.accountNumber) !== review.accountNumber
    ) {
      throw mismatch();
    }
    signature = fromBase64(reply.signature.signature);
    signedPubkey = fromBase64(reply.signature.pub_key.value);
    signedMessage = review.signBytes;
  } else {
    if (!signer.signAmino || !review.aminoSignDoc) {
      throw new TxInputError('invalid_request', 'This account cannot sign in amino mode.', 'signMode');
    }
    const reviewedDoc = serializeSignDoc(review.aminoSignDoc);
    const reply = await signer.signAmino(address, review.aminoSignDoc);
    if (!sameBytes(serializeSignDoc(reply.signed), reviewedDoc)) throw mismatch();
    signature = fromBase64(reply.signature.signature);
    signedPubkey = fromBase64(reply.signature.pub_key.value);
    signedMessage = reviewedDoc;
  }
  if (
    !sameBytes(signedPubkey, review.pubkey) ||
    !(await verifySecp256k1(signature, signedMessage, review.pubkey))
  ) {
    throw mismatch();
  }
  const txBytes = makeTxRawBytes(review.bodyBytes, review.authInfoBytes, [signature]);
  return { txBytes, hash: txHash(txBytes) };
}

function mismatch(): TxInputError {
  return new TxInputError(
    'tx_rejected',
    'The signer returned a signature for a different transaction than the one you reviewed. Nothing was sent.',
  );
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}
