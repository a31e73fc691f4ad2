// Unsigned-transaction files: built on the online machine (account number and sequence from the chain),
// reviewed on the offline machine, where their summary is regenerated from body_bytes and compared.
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import type { Dialect } from '../../../shared/dialect';
import {
  TX_ENVELOPE_VERSION,
  UNSIGNED_TX_FORMAT,
  envelopeDialect,
  type EnvelopeCoin,
  type UnsignedTxEnvelope,
} from '../../../shared/offline/envelopes';
import { decodeBase64Field, decodeBody, dialectOfBody } from './decode-tx';
import { txFileError } from './errors';
import { requireNetworkDialect, requireWrittenInFileDialect } from './file-dialect';
import type { OfflineSignParams } from './offline-sign';
import { messageSigner, sameSummary, summarize } from './summary';

/** Builds the unsigned envelope for `bodyBytes`. Pure apart from `now`. */
export function buildUnsignedEnvelope(input: {
  chainId: string;
  signer: string;
  accountNumber: bigint;
  sequence: bigint;
  bodyBytes: Uint8Array;
  fee: EnvelopeCoin[];
  gasLimit: bigint;
  /** 33-byte compressed key when known (from the chain or the account), else null. */
  pubkey: Uint8Array | null;
  /** The dialect the body is written in (the active profile's): recorded in the file. */
  dialect: Dialect;
  now: Date;
}): UnsignedTxEnvelope {
  const body = decodeBody(input.bodyBytes);
  checkMessagesActFor(body.messages, input.signer);
  requireWrittenInFileDialect(dialectOfBody(input.bodyBytes), input.dialect);
  return {
    format: UNSIGNED_TX_FORMAT,
    version: TX_ENVELOPE_VERSION,
    dialect: input.dialect,
    chain_id: input.chainId,
    signer: input.signer,
    account_number: input.accountNumber.toString(),
    sequence: input.sequence.toString(),
    body_bytes: toBase64(input.bodyBytes),
    fee: { amount: input.fee.map((c) => ({ ...c })), gas_limit: input.gasLimit.toString() },
    pubkey: input.pubkey ? toBase64(input.pubkey) : null,
    summary: summarize({
      messageLines: body.lines,
      fee: input.fee,
      gasLimit: input.gasLimit,
      memo: body.memo,
    }),
    created_at: input.now.toISOString(),
  };
}

function checkMessagesActFor(messages: ReturnType<typeof decodeBody>['messages'], signer: string): void {
  for (const message of messages) {
    const actsFor = messageSigner(message);
    if (actsFor !== null && actsFor !== signer) {
      throw txFileError(
        'signer_mismatch',
        `A message acts for ${actsFor}, but the file names ${signer} as the signer.`,
      );
    }
  }
}

/** What the offline signer needs from a checked unsigned file. */
export interface CheckedUnsignedTx {
  bodyBytes: Uint8Array;
  params: OfflineSignParams;
  signer: string;
  pubkey: Uint8Array | null;
  /** The file's dialect (a version 1 file's is the spec's), checked against the body. */
  dialect: Dialect;
}

/**
 * Checks an unsigned envelope: decodes body_bytes, regenerates the summary and refuses the file when it
 * differs, checks that every message acts for `signer` and is written in the file's dialect, and (given the
 * active network's dialect) refuses a file made for a network of the other dialect.
 */
export function checkUnsignedEnvelope(
  envelope: UnsignedTxEnvelope,
  networkDialect?: Dialect,
): CheckedUnsignedTx {
  const bodyBytes = decodeBase64Field(envelope.body_bytes, 'body_bytes');
  const dialect = envelopeDialect(envelope);
  if (networkDialect !== undefined) requireNetworkDialect(dialect, networkDialect);
  const body = decodeBody(bodyBytes);
  requireWrittenInFileDialect(dialectOfBody(bodyBytes), dialect);
  checkMessagesActFor(body.messages, envelope.signer);
  const gasLimit = BigInt(envelope.fee.gas_limit);
  const actual = summarize({ messageLines: body.lines, fee: envelope.fee.amount, gasLimit, memo: body.memo });
  if (!sameSummary(actual, envelope.summary)) {
    throw txFileError(
      'summary_mismatch',
      "The file's summary does not match what the transaction actually does: the file was altered.",
      {
        actual,
      },
    );
  }
  if (envelope.fee.amount.length > 1) throw txFileError('unsupported_tx', 'Use a single fee coin.');
  const pubkey = envelope.pubkey === null ? null : fromBase64(envelope.pubkey);
  if (pubkey !== null && pubkey.length !== 33)
    throw txFileError('unsupported_tx', 'pubkey is not a 33-byte compressed key.');
  return {
    bodyBytes,
    signer: envelope.signer,
    pubkey,
    dialect,
    params: {
      chainId: envelope.chain_id,
      accountNumber: BigInt(envelope.account_number),
      sequence: BigInt(envelope.sequence),
      fee: envelope.fee.amount,
      gasLimit,
    },
  };
}
