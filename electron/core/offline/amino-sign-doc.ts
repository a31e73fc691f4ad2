// The LEGACY_AMINO_JSON sign doc of an offline transaction (what a Ledger account signs), rebuilt from the decoded
// body and the sign parameters, so the signer and the verifier compute the very same bytes.
import { makeSignDoc, serializeSignDoc, type StdSignDoc } from '@cosmjs/amino';
import type { EncodeObject } from '@cosmjs/proto-signing';
import type { Dialect } from '../../../shared/dialect';
import type { EnvelopeCoin } from '../../../shared/offline/envelopes';
import { toAminoMsg } from '../tx/amino';

export interface AminoSignDocInput {
  /** Decoded messages with canonical type URLs. */
  messages: readonly EncodeObject[];
  memo: string;
  fee: readonly EnvelopeCoin[];
  gasLimit: bigint;
  chainId: string;
  accountNumber: bigint;
  sequence: bigint;
  dialect: Dialect;
}

export function offlineAminoSignDoc(input: AminoSignDocInput): StdSignDoc {
  return makeSignDoc(
    input.messages.map((m) => toAminoMsg(m, input.dialect)),
    { amount: input.fee.map((c) => ({ denom: c.denom, amount: c.amount })), gas: input.gasLimit.toString() },
    input.chainId,
    input.memo,
    input.accountNumber.toString(),
    input.sequence.toString(),
  );
}

export const offlineAminoSignBytes = (input: AminoSignDocInput): Uint8Array =>
  serializeSignDoc(offlineAminoSignDoc(input));
