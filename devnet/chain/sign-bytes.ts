// The bytes a signer signs: SIGN_MODE_DIRECT SignDoc and LEGACY_AMINO_JSON StdSignDoc (the tx's dialect's amino names).
import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { msgToAmino } from './codec/messages';
import type { DecodedTx } from './codec/tx';

export function directSignBytes(tx: DecodedTx, chainId: string, accountNumber: number): Uint8Array {
  return SignDoc.encode({
    bodyBytes: tx.bodyBytes,
    authInfoBytes: tx.authInfoBytes,
    chainId,
    accountNumber: BigInt(accountNumber),
  }).finish();
}

/** Candidate amino sign docs: cosmjs-converter form first, then with empty fields omitted (Go amino omitempty). */
export function aminoSignBytes(
  tx: DecodedTx,
  chainId: string,
  accountNumber: number,
  sequence: bigint,
): Uint8Array[] {
  const msgs = tx.msgs.map((msg) => msgToAmino(msg, tx.names));
  const fee = {
    amount: tx.fee.amount.map((c) => ({ denom: c.denom, amount: c.amount })),
    gas: tx.fee.gasLimit.toString(),
    // The SDK's AminoSignFee names a fee granter when there is one (omitted when empty, as Go amino omits it).
    ...(tx.fee.granter ? { granter: tx.fee.granter } : {}),
  };
  const timeout = tx.timeoutHeight > 0n ? tx.timeoutHeight : undefined;
  const primary = serializeSignDoc(
    makeSignDoc(msgs, fee, chainId, tx.memo, accountNumber, sequence.toString(), timeout),
  );
  const compactMsgs = msgs.map((m) => ({ type: m.type, value: omitEmpty(m.value) }));
  const compact = serializeSignDoc(
    makeSignDoc(compactMsgs, fee, chainId, tx.memo, accountNumber, sequence.toString(), timeout),
  );
  return [primary, compact];
}

function omitEmpty(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === '' || v === null || v === undefined || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v;
  }
  return out;
}
