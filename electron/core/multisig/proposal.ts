// Proposal files of a shared account: built from an unsigned body with the account's number and sequence, and
// opened (decoded, summary regenerated, amino sign bytes rebuilt and matched to sign_doc_hash) before any use.
import { serializeSignDoc, type StdSignDoc } from '@cosmjs/amino';
import { toBase64 } from '@cosmjs/encoding';
import type { Dialect } from '../../../shared/dialect';
import {
  MULTISIG_FILE_VERSION,
  MULTISIG_PROPOSAL_FORMAT,
  type MultisigAccountDef,
  type MultisigProposal,
} from '../../../shared/multisig/files';
import { accountPubkey } from '../../../shared/multisig/parse';
import type { MultisigPubkey } from '../../../shared/multisig/pubkey';
import { signDocHash } from '../../../shared/multisig/signature-check';
import type { EnvelopeCoin } from '../../../shared/offline/envelopes';
import { offlineAminoSignDoc } from '../offline/amino-sign-doc';
import { decodeBase64Field, decodeBody, dialectOfBody, type DecodedBody } from '../offline/decode-tx';
import { txFileError } from '../offline/errors';
import { messageSigner, sameSummary, summarize } from '../offline/summary';
import { multisigError } from './errors';

/** A proposal whose every field has been checked, with what signing and combining need. */
export interface OpenedProposal {
  proposal: MultisigProposal;
  pubkey: MultisigPubkey;
  body: DecodedBody;
  bodyBytes: Uint8Array;
  dialect: Dialect;
  /** The amino JSON document every member signs, and its bytes. */
  signDoc: StdSignDoc;
  signBytes: Uint8Array;
}

function checkActsFor(body: DecodedBody, address: string): void {
  for (const message of body.messages) {
    const actsFor = messageSigner(message);
    if (actsFor !== null && actsFor !== address) {
      throw txFileError(
        'signer_mismatch',
        `A message acts for ${actsFor}, not for the shared account ${address}.`,
      );
    }
  }
}

function signDocOf(
  body: DecodedBody,
  fields: { chainId: string; accountNumber: bigint; sequence: bigint; fee: EnvelopeCoin[]; gasLimit: bigint },
  dialect: Dialect,
): StdSignDoc {
  return offlineAminoSignDoc({ messages: body.messages, memo: body.memo, dialect, ...fields });
}

/** Builds a proposal for `bodyBytes` from `account`. Pure apart from `now`. */
export function buildProposal(input: {
  chainId: string;
  account: MultisigAccountDef;
  accountNumber: bigint;
  sequence: bigint;
  bodyBytes: Uint8Array;
  fee: EnvelopeCoin[];
  gasLimit: bigint;
  /** The network's dialect, used when the body's names read the same in both. */
  dialect: Dialect;
  now: Date;
}): MultisigProposal {
  accountPubkey(input.account);
  const body = decodeBody(input.bodyBytes);
  checkActsFor(body, input.account.address);
  const dialect = dialectOfBody(input.bodyBytes) ?? input.dialect;
  const signBytes = serializeSignDoc(signDocOf(body, input, dialect));
  return {
    format: MULTISIG_PROPOSAL_FORMAT,
    version: MULTISIG_FILE_VERSION,
    chain_id: input.chainId,
    account: input.account,
    account_number: input.accountNumber.toString(),
    sequence: input.sequence.toString(),
    body_bytes: toBase64(input.bodyBytes),
    fee: { amount: input.fee.map((c) => ({ ...c })), gas_limit: input.gasLimit.toString() },
    sign_doc_hash: signDocHash(signBytes),
    summary: summarize({
      messageLines: body.lines,
      fee: input.fee,
      gasLimit: input.gasLimit,
      memo: body.memo,
    }),
    created_at: input.now.toISOString(),
  };
}

/**
 * Opens a parsed proposal: the account's keys derive its address, body_bytes decodes to messages acting for it,
 * the summary and the sign-doc hash are regenerated and must equal the file's (else it was altered).
 */
export function openProposal(proposal: MultisigProposal, networkDialect: Dialect): OpenedProposal {
  const pubkey = accountPubkey(proposal.account);
  const bodyBytes = decodeBase64Field(proposal.body_bytes, 'body_bytes');
  const body = decodeBody(bodyBytes);
  checkActsFor(body, proposal.account.address);
  const gasLimit = BigInt(proposal.fee.gas_limit);
  const actual = summarize({ messageLines: body.lines, fee: proposal.fee.amount, gasLimit, memo: body.memo });
  if (!sameSummary(actual, proposal.summary)) {
    throw txFileError(
      'summary_mismatch',
      "The proposal's summary does not match what the transaction actually does: the file was altered.",
      { actual },
    );
  }
  const dialect = dialectOfBody(bodyBytes) ?? networkDialect;
  const signDoc = signDocOf(
    body,
    {
      chainId: proposal.chain_id,
      accountNumber: BigInt(proposal.account_number),
      sequence: BigInt(proposal.sequence),
      fee: proposal.fee.amount,
      gasLimit,
    },
    dialect,
  );
  const signBytes = serializeSignDoc(signDoc);
  if (signDocHash(signBytes) !== proposal.sign_doc_hash) {
    throw multisigError(
      'sign_doc_mismatch',
      "The proposal's sign_doc_hash is not the hash of what its members would sign: the file was altered.",
    );
  }
  return { proposal, pubkey, body, bodyBytes, dialect, signDoc, signBytes };
}
