// Verifies a signed transaction before anything is shown as "will do" or broadcast: decode, recompute the hash,
// check the signature over the DIRECT (or, for a Ledger account, amino JSON) sign doc, the signer's address and that the summary matches the bytes.
import { rawSecp256k1PubkeyToRawAddress } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBech32, toBase64, toBech32 } from '@cosmjs/encoding';
import type { Dialect } from '../../../shared/dialect';
import { envelopeDialect, type SignedTxEnvelope, type TxSummary } from '../../../shared/offline/envelopes';
import { makeSignBytes, txHash } from '../tx/tx-bytes';
import { offlineAminoSignBytes } from './amino-sign-doc';
import { decodeBase64Field, decodeTxRaw, dialectOfBody, type DecodedTxRaw } from './decode-tx';
import { txFileError } from './errors';
import { requireWrittenInFileDialect } from './file-dialect';
import { messageSigner, sameSummary, summarize, type DecodedMessage } from './summary';

/** A signed transaction whose bytes, signature and signer were checked. */
export interface VerifiedSignedTx {
  txBytes: Uint8Array;
  /** Uppercase hex sha256 of txBytes. */
  txHash: string;
  chainId: string;
  accountNumber: bigint;
  sequence: bigint;
  /** Bech32 address of the signing key. */
  signer: string;
  /** Base64 33-byte compressed public key. */
  pubkey: string;
  /** Regenerated from the bytes (never copied from a file). */
  summary: TxSummary;
  messages: DecodedMessage[];
  /**
   * The dialect of the messages: a file's own (checked against the bytes), or for bare bytes the one their type
   * URLs are written in (null when they read the same in both).
   */
  dialect: Dialect | null;
}

/** Bech32 address of a compressed secp256k1 key under `prefix`. */
export function addressOfPubkey(pubkey: Uint8Array, prefix: string): string {
  return toBech32(prefix, rawSecp256k1PubkeyToRawAddress(pubkey));
}

function signatureValid(signature: Uint8Array, signBytes: Uint8Array, pubkey: Uint8Array): boolean {
  if (signature.length !== 64) return false;
  try {
    return Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(signature),
      sha256(signBytes),
      pubkey,
    );
  } catch {
    return false;
  }
}

/** The bytes the signature covers, in the tx's own sign mode. */
function signedBytesOf(decoded: DecodedTxRaw, chainId: string, accountNumber: bigint): Uint8Array {
  if (decoded.authInfo.signMode === 'amino') {
    return offlineAminoSignBytes({
      messages: decoded.body.messages,
      memo: decoded.body.memo,
      fee: decoded.authInfo.fee,
      gasLimit: decoded.authInfo.gasLimit,
      chainId,
      accountNumber,
      sequence: decoded.authInfo.sequence,
      dialect: dialectOfBody(decoded.bodyBytes) ?? 'spec',
    });
  }
  return makeSignBytes({
    bodyBytes: decoded.bodyBytes,
    authInfoBytes: decoded.authInfoBytes,
    chainId,
    accountNumber,
  });
}

/**
 * Decodes and verifies raw signed tx bytes for `chainId` and `accountNumber` (which the signature covers).
 * The signer address is derived from the key in auth_info under `prefix`; every message must act for it.
 */
export function verifySignedTxBytes(input: {
  txBytes: Uint8Array;
  chainId: string;
  accountNumber: bigint;
  prefix: string;
}): VerifiedSignedTx {
  const decoded = decodeTxRaw(input.txBytes);
  const { pubkey } = decoded.authInfo;
  const signer = addressOfPubkey(pubkey, input.prefix);
  const signBytes = signedBytesOf(decoded, input.chainId, input.accountNumber);
  if (!signatureValid(decoded.signature, signBytes, pubkey)) {
    throw txFileError(
      'bad_signature',
      `The signature does not verify for chain ${input.chainId} and account number ${input.accountNumber}: ` +
        'the transaction was altered or signed for something else. It will not be broadcast.',
    );
  }
  for (const message of decoded.body.messages) {
    const actsFor = messageSigner(message);
    if (actsFor !== null && actsFor !== signer) {
      throw txFileError(
        'signer_mismatch',
        `A message acts for ${actsFor}, but the transaction is signed by ${signer}.`,
      );
    }
  }
  return {
    txBytes: input.txBytes,
    txHash: txHash(input.txBytes),
    chainId: input.chainId,
    accountNumber: input.accountNumber,
    sequence: decoded.authInfo.sequence,
    signer,
    pubkey: toBase64(pubkey),
    summary: summarize({
      messageLines: decoded.body.lines,
      fee: decoded.authInfo.fee,
      gasLimit: decoded.authInfo.gasLimit,
      memo: decoded.body.memo,
    }),
    messages: decoded.body.messages,
    dialect: dialectOfBody(decoded.bodyBytes),
  };
}

/**
 * Verifies a parsed signed-tx envelope: the hash, the signature (over the envelope's chain id and account
 * number), that `signer` is the key's address, that `sequence` is the one signed, that the summary says
 * exactly what the bytes do, and that the messages are written in the dialect the file names.
 */
export function verifySignedEnvelope(envelope: SignedTxEnvelope): VerifiedSignedTx {
  const txBytes = decodeBase64Field(envelope.tx_bytes, 'tx_bytes');
  const hash = txHash(txBytes);
  if (hash !== envelope.tx_hash) {
    throw txFileError(
      'hash_mismatch',
      `The file's tx_hash does not match its tx_bytes (they hash to ${hash}): the file was altered.`,
    );
  }
  let prefix: string;
  try {
    prefix = fromBech32(envelope.signer, 90).prefix;
  } catch {
    throw txFileError('signer_mismatch', 'The signer address is not valid bech32.');
  }
  const verified = verifySignedTxBytes({
    txBytes,
    chainId: envelope.chain_id,
    accountNumber: BigInt(envelope.account_number),
    prefix,
  });
  if (verified.signer !== envelope.signer) {
    throw txFileError(
      'signer_mismatch',
      `The transaction is signed by ${verified.signer}, not by ${envelope.signer} as the file says.`,
    );
  }
  if (verified.sequence.toString() !== envelope.sequence) {
    throw txFileError(
      'sequence_mismatch',
      `The file says sequence ${envelope.sequence} but the signed bytes carry ${verified.sequence}.`,
    );
  }
  if (!sameSummary(verified.summary, envelope.summary)) {
    throw txFileError(
      'summary_mismatch',
      "The file's summary does not match what the transaction actually does: the file was altered.",
      {
        actual: verified.summary,
      },
    );
  }
  const dialect = envelopeDialect(envelope);
  requireWrittenInFileDialect(verified.dialect, dialect);
  return { ...verified, dialect };
}
