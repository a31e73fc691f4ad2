// Turns a person's send draft (recipient, amount in XYZ, memo) into TxBody bytes with core-chain-tx's builders.
import { fromBech32 } from '@cosmjs/encoding';
import { DECIMALS, MAX_MEMO_CHARS } from '../../../shared/chain';
import type { Dialect } from '../../../shared/dialect';
import { WalletError } from '../../../shared/errors';
import { parseDisplayAmount } from '../../../shared/format';
import { buildSend } from '../tx/messages';
import { createTxRegistry } from '../tx/registry';
import { makeBodyBytes } from '../tx/tx-bytes';

export interface SendDraft {
  to: string;
  /** Display units, e.g. "1.5" XYZ. */
  amount: string;
  memo?: string;
}

function checkRecipient(text: string, prefix: string): string {
  const address = text.trim();
  let decoded: { prefix: string; data: Uint8Array };
  try {
    decoded = fromBech32(address, 90);
  } catch {
    throw new WalletError('invalid_address', 'The recipient is not a valid address (check for a typo).');
  }
  if (decoded.prefix !== prefix) throw new WalletError('invalid_address', `The recipient must start with "${prefix}1".`);
  if (decoded.data.length !== 20 && decoded.data.length !== 32) throw new WalletError('invalid_address', 'The recipient has the wrong length.');
  return address;
}

/** Body bytes of a MsgSend of `draft` from `from`, in the profile's dialect. */
export function sendDraftBody(input: { from: string; draft: SendDraft; prefix: string; denom: string; dialect: Dialect }): Uint8Array {
  const to = checkRecipient(input.draft.to, input.prefix);
  const amount = parseDisplayAmount(input.draft.amount, DECIMALS);
  if (!amount.ok) throw new WalletError('invalid_amount', amount.message);
  const memo = input.draft.memo ?? '';
  if (new TextEncoder().encode(memo).length > MAX_MEMO_CHARS) {
    throw new WalletError('invalid_memo', `The memo is too long (at most ${MAX_MEMO_CHARS} characters).`);
  }
  const message = buildSend({ from: input.from, to, amount: amount.base, denom: input.denom });
  return makeBodyBytes(createTxRegistry(input.dialect), [message], memo, input.dialect);
}
