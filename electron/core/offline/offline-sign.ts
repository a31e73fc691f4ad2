// Offline signer mode: from body bytes plus person-supplied chain id, account number, sequence, fee and gas,
// build the sign doc (DIRECT, or amino JSON for a Ledger account), show its review, sign with the key service's
// signer and produce the signed envelope.
// No network access of any kind happens here.
import { serializeSignDoc, type StdSignDoc } from '@cosmjs/amino';
import { fromBase64, fromUtf8, toBase64, toHex } from '@cosmjs/encoding';
import { sha256 } from '@cosmjs/crypto';
import type { OfflineAminoSigner } from '@cosmjs/amino';
import type { OfflineDirectSigner } from '@cosmjs/proto-signing';
import { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { Dialect } from '../../../shared/dialect';
import {
  SIGNED_TX_FORMAT,
  TX_ENVELOPE_VERSION,
  type EnvelopeCoin,
  type SignedTxEnvelope,
} from '../../../shared/offline/envelopes';
import { WalletError } from '../../../shared/errors';
import type { OfflineSignReview } from '../../../shared/api/offline';
import { SignMode, makeAuthInfoBytes, makeSignBytes, makeTxRawBytes } from '../tx/tx-bytes';
import { offlineAminoSignDoc } from './amino-sign-doc';
import { decodeBody, fileKinds, type FileKinds } from './decode-tx';
import { txFileError } from './errors';
import { describeFee, messageSigner, summarize } from './summary';
import { addressOfPubkey, verifySignedTxBytes } from './verify-signed';

/** What the person supplies (or an unsigned-tx file carries) besides the messages. */
export interface OfflineSignParams {
  chainId: string;
  accountNumber: bigint;
  sequence: bigint;
  /** At most one fee coin (base units). */
  fee: EnvelopeCoin[];
  gasLimit: bigint;
}

/** 'amino' for a Ledger account (its app signs amino JSON only), 'direct' otherwise. */
export type OfflineSignMode = 'direct' | 'amino';

/** The key that signs: its address, compressed public key, and the key service's signer. */
export interface OfflineSigningKey {
  address: string;
  prefix: string;
  pubkey: Uint8Array;
  /** `signAmino` is needed only in amino mode. */
  signer: OfflineDirectSigner & Partial<Pick<OfflineAminoSigner, 'signAmino'>>;
}

/** What the person reviews before signing; `signDocHash` lets `signOffline` refuse anything else. */
export type SignReview = OfflineSignReview;

interface PreparedSignDoc {
  review: SignReview;
  signDoc: SignDoc;
  /** The amino JSON sign doc when signing in amino mode. */
  aminoSignDoc: StdSignDoc | null;
}

/** Builds the sign doc and its review; checks that every message acts for the signing key. Pure. */
export function prepareSignDoc(input: {
  key: Pick<OfflineSigningKey, 'address' | 'prefix' | 'pubkey'>;
  bodyBytes: Uint8Array;
  params: OfflineSignParams;
  dialect: Dialect;
  signMode?: OfflineSignMode;
  /** The message kinds the file may hold (the wallet's own unless a test brings its own). */
  kinds?: FileKinds;
}): PreparedSignDoc {
  const signMode = input.signMode ?? 'direct';
  const { key, params } = input;
  if (addressOfPubkey(key.pubkey, key.prefix) !== key.address) {
    throw new WalletError('internal', 'The signing key does not match its account address.');
  }
  if (params.fee.length > 1) throw new WalletError('invalid_request', 'Use a single fee coin.');
  if (params.gasLimit <= 0n) throw new WalletError('invalid_request', 'Gas limit must be greater than zero.');
  const kinds = input.kinds ?? fileKinds();
  const body = decodeBody(input.bodyBytes, kinds);
  for (const message of body.messages) {
    if (kinds.book.byTypeUrl(message.typeUrl)?.offlineSignable !== true) {
      throw txFileError(
        'not_offline_signable',
        `The offline signer does not sign ${message.typeUrl} messages: sign it on the online wallet, where it can be checked against the chain.`,
      );
    }
    const actsFor = messageSigner(message, kinds.book);
    if (actsFor !== null && actsFor !== key.address) {
      throw txFileError(
        'signer_mismatch',
        `A message acts for ${actsFor}, but this account is ${key.address}.`,
      );
    }
  }
  const feeCoin = params.fee[0];
  const authInfoBytes = makeAuthInfoBytes({
    pubkey: key.pubkey,
    sequence: params.sequence,
    feeAmount: feeCoin ? BigInt(feeCoin.amount) : 0n,
    feeDenom: feeCoin?.denom ?? '',
    gasLimit: params.gasLimit,
    signMode: signMode === 'amino' ? SignMode.SIGN_MODE_LEGACY_AMINO_JSON : SignMode.SIGN_MODE_DIRECT,
    dialect: input.dialect,
  });
  const signDoc = SignDoc.fromPartial({
    bodyBytes: input.bodyBytes,
    authInfoBytes,
    chainId: params.chainId,
    accountNumber: params.accountNumber,
  });
  const summary = summarize({
    messageLines: body.lines,
    fee: params.fee,
    gasLimit: params.gasLimit,
    memo: body.memo,
  });
  const aminoSignDoc =
    signMode === 'amino'
      ? offlineAminoSignDoc({
          messages: body.messages,
          memo: body.memo,
          fee: params.fee,
          gasLimit: params.gasLimit,
          chainId: params.chainId,
          accountNumber: params.accountNumber,
          sequence: params.sequence,
          dialect: input.dialect,
        })
      : null;
  const signBytes = aminoSignDoc
    ? serializeSignDoc(aminoSignDoc)
    : makeSignBytes({
        bodyBytes: input.bodyBytes,
        authInfoBytes,
        chainId: params.chainId,
        accountNumber: params.accountNumber,
      });
  return {
    signDoc,
    aminoSignDoc,
    review: {
      summary,
      feeText: describeFee(summary),
      chainId: params.chainId,
      accountNumber: params.accountNumber.toString(),
      sequence: params.sequence.toString(),
      signer: key.address,
      signDocHash: toHex(sha256(signBytes)).toUpperCase(),
      dialect: input.dialect,
      ...(aminoSignDoc ? { aminoSignDoc: fromUtf8(signBytes) } : {}),
    },
  };
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

const signedSomethingElse = () =>
  new WalletError(
    'tx_rejected',
    'The signer signed something other than the reviewed transaction; nothing was exported.',
  );

async function signDirect(key: OfflineSigningKey, signDoc: SignDoc): Promise<Uint8Array> {
  const { signed, signature } = await key.signer.signDirect(key.address, signDoc);
  if (
    !sameBytes(signed.bodyBytes, signDoc.bodyBytes) ||
    !sameBytes(signed.authInfoBytes, signDoc.authInfoBytes) ||
    signed.chainId !== signDoc.chainId ||
    signed.accountNumber !== signDoc.accountNumber
  ) {
    throw signedSomethingElse();
  }
  return fromBase64(signature.signature);
}

async function signAmino(key: OfflineSigningKey, signDoc: StdSignDoc): Promise<Uint8Array> {
  if (!key.signer.signAmino) throw new WalletError('internal', 'This signer cannot sign amino JSON.');
  const { signed, signature } = await key.signer.signAmino(key.address, signDoc);
  if (!sameBytes(serializeSignDoc(signed), serializeSignDoc(signDoc))) throw signedSomethingElse();
  return fromBase64(signature.signature);
}

/**
 * Signs offline and returns the signed envelope. When `reviewedSignDocHash` is given, refuses if the sign doc
 * differs from the reviewed one. Refuses a signer that signed something other than what it was given.
 */
export async function signOffline(input: {
  key: OfflineSigningKey;
  bodyBytes: Uint8Array;
  params: OfflineSignParams;
  dialect: Dialect;
  signMode?: OfflineSignMode;
  reviewedSignDocHash?: string;
  /** Creation time written into the envelope. */
  now: Date;
}): Promise<{ envelope: SignedTxEnvelope; review: SignReview }> {
  const { signDoc, aminoSignDoc, review } = prepareSignDoc(input);
  if (
    input.reviewedSignDocHash !== undefined &&
    input.reviewedSignDocHash.toUpperCase() !== review.signDocHash
  ) {
    throw new WalletError(
      'tx_rejected',
      'The transaction changed since it was reviewed: review it again before signing.',
    );
  }
  const signature = aminoSignDoc
    ? await signAmino(input.key, aminoSignDoc)
    : await signDirect(input.key, signDoc);
  const txBytes = makeTxRawBytes(signDoc.bodyBytes, signDoc.authInfoBytes, [signature]);
  const verified = verifySignedTxBytes({
    txBytes,
    chainId: input.params.chainId,
    accountNumber: input.params.accountNumber,
    prefix: input.key.prefix,
  });
  const envelope: SignedTxEnvelope = {
    format: SIGNED_TX_FORMAT,
    version: TX_ENVELOPE_VERSION,
    dialect: input.dialect,
    chain_id: input.params.chainId,
    signer: verified.signer,
    account_number: input.params.accountNumber.toString(),
    sequence: input.params.sequence.toString(),
    tx_bytes: toBase64(txBytes),
    tx_hash: verified.txHash,
    summary: verified.summary,
    created_at: input.now.toISOString(),
  };
  return { envelope, review };
}
