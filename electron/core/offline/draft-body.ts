// Turns a person's offline draft (a send to an address or a delegation to a validator, amount in XYZ, memo; or a
// revoke of permissions this account gave) into TxBody bytes with core-chain-tx's builders.
import { fromBech32 } from '@cosmjs/encoding';
import { DECIMALS } from '../../../shared/chain';
import { checkMemo } from '../../../shared/memo';
import type { Dialect } from '../../../shared/dialect';
import { WalletError } from '../../../shared/errors';
import { parseDisplayAmount } from '../../../shared/format';
import type { RevokeItem } from '../../../shared/api/permissions';
import { draftRevokePermissions } from '../tx/authz-drafts';
import { buildDelegate, buildSend } from '../tx/messages';
import { createTxRegistry } from '../tx/registry';
import { makeBodyBytes } from '../tx/tx-bytes';

export type OfflineDraft =
  | {
      /** 'send' (default) moves XYZ to `to`; 'delegate' stakes it with the validator `to` ("<prefix>valoper1..."). */
      kind?: 'send' | 'delegate';
      to: string;
      /** Display units, e.g. "1.5" XYZ. */
      amount: string;
      memo?: string;
    }
  /** The items of `tx/draft-revoke-permissions`: one revoke per grant or fee allowance, checked the same way. */
  | { kind: 'revoke-permissions'; items: RevokeItem[]; memo?: string };

function checkBech32(text: string, prefix: string, what: string): string {
  const address = text.trim();
  let decoded: { prefix: string; data: Uint8Array };
  try {
    decoded = fromBech32(address, 90);
  } catch {
    throw new WalletError('invalid_address', `The ${what} is not a valid address (check for a typo).`);
  }
  if (decoded.prefix !== prefix)
    throw new WalletError('invalid_address', `The ${what} must start with "${prefix}1".`);
  if (decoded.data.length !== 20 && decoded.data.length !== 32)
    throw new WalletError('invalid_address', `The ${what} has the wrong length.`);
  return address;
}

/** Body bytes of the draft's one message from `from`, in the profile's dialect. */
export function draftBody(input: {
  from: string;
  draft: OfflineDraft;
  prefix: string;
  denom: string;
  dialect: Dialect;
}): Uint8Array {
  const { draft } = input;
  if (draft.kind === 'revoke-permissions') {
    const revoke = draftRevokePermissions(
      { items: draft.items, memo: draft.memo },
      {
        sender: input.from,
        prefix: input.prefix,
        denom: input.denom,
        launchpad: null,
        creationFee: 0n,
        dialect: input.dialect,
        now: 0,
      },
    );
    return makeBodyBytes(createTxRegistry(input.dialect), revoke.messages, revoke.memo, input.dialect);
  }
  const amount = parseDisplayAmount(draft.amount, DECIMALS);
  if (!amount.ok) throw new WalletError('invalid_amount', amount.message);
  const memo = draft.memo ?? '';
  const memoProblem = checkMemo(memo);
  if (memoProblem) {
    throw new WalletError('invalid_memo', `memo is ${memoProblem.bytes} bytes (max ${memoProblem.max})`, {
      bytes: memoProblem.bytes,
      max: memoProblem.max,
    });
  }
  const message =
    draft.kind === 'delegate'
      ? buildDelegate({
          delegator: input.from,
          validator: checkBech32(draft.to, `${input.prefix}valoper`, 'validator'),
          amount: amount.base,
        })
      : buildSend({
          from: input.from,
          to: checkBech32(draft.to, input.prefix, 'recipient'),
          amount: amount.base,
          denom: input.denom,
        });
  return makeBodyBytes(createTxRegistry(input.dialect), [message], memo, input.dialect);
}
