// Amino JSON converters for the wallet's messages, with the profile dialect's amino type names
// (cosmjs stargate/cosmwasm conventions: snake_case fields, contract msg as JSON, code_id as string).
import type { AminoMsg } from '@cosmjs/amino';
import type { EncodeObject } from '@cosmjs/proto-signing';
import { fromUtf8 } from '@cosmjs/encoding';
import { AMINO_TYPE, TYPE_URL } from '../../../shared/chain';
import { toDialect, type Dialect } from '../../../shared/dialect';

type Coin = { denom: string; amount: string };

const coins = (list: readonly Coin[]) => list.map((c) => ({ denom: c.denom, amount: c.amount }));

/** Canonical message -> amino message in `dialect`. Throws for a type the wallet does not sign. */
export function toAminoMsg(message: EncodeObject, dialect: Dialect): AminoMsg {
  const v = message.value;
  switch (message.typeUrl) {
    case TYPE_URL.MsgSend:
      return aminoMsg(AMINO_TYPE.MsgSend, dialect, {
        from_address: v.fromAddress,
        to_address: v.toAddress,
        amount: coins(v.amount),
      });
    case TYPE_URL.MsgDelegate:
      return aminoMsg(AMINO_TYPE.MsgDelegate, dialect, {
        delegator_address: v.delegatorAddress,
        validator_address: v.validatorAddress,
        amount: { denom: v.amount.denom, amount: v.amount.amount },
      });
    case TYPE_URL.MsgUndelegate:
      return aminoMsg(AMINO_TYPE.MsgUndelegate, dialect, {
        delegator_address: v.delegatorAddress,
        validator_address: v.validatorAddress,
        amount: { denom: v.amount.denom, amount: v.amount.amount },
      });
    case TYPE_URL.MsgBeginRedelegate:
      return aminoMsg(AMINO_TYPE.MsgBeginRedelegate, dialect, {
        delegator_address: v.delegatorAddress,
        validator_src_address: v.validatorSrcAddress,
        validator_dst_address: v.validatorDstAddress,
        amount: { denom: v.amount.denom, amount: v.amount.amount },
      });
    case TYPE_URL.MsgWithdrawDelegatorReward:
      return aminoMsg(AMINO_TYPE.MsgWithdrawDelegatorReward, dialect, {
        delegator_address: v.delegatorAddress,
        validator_address: v.validatorAddress,
      });
    case TYPE_URL.MsgVote:
      return aminoMsg(AMINO_TYPE.MsgVote, dialect, {
        proposal_id: String(v.proposalId),
        voter: v.voter,
        option: v.option,
        ...(v.metadata ? { metadata: v.metadata } : {}),
      });
    case TYPE_URL.MsgVoteWeighted:
      return aminoMsg(AMINO_TYPE.MsgVoteWeighted, dialect, {
        proposal_id: String(v.proposalId),
        voter: v.voter,
        options: (v.options as Array<{ option: number; weight: string }>).map((o) => ({
          option: o.option,
          weight: o.weight,
        })),
        ...(v.metadata ? { metadata: v.metadata } : {}),
      });
    case TYPE_URL.MsgExecuteContract:
      return aminoMsg(AMINO_TYPE.MsgExecuteContract, dialect, {
        sender: v.sender,
        contract: v.contract,
        msg: JSON.parse(fromUtf8(v.msg)),
        funds: coins(v.funds),
      });
    case TYPE_URL.MsgInstantiateContract: {
      const value: Record<string, unknown> = {
        sender: v.sender,
        code_id: String(v.codeId),
        label: v.label,
        msg: JSON.parse(fromUtf8(v.msg)),
        funds: coins(v.funds),
      };
      if (v.admin) value.admin = v.admin;
      return aminoMsg(AMINO_TYPE.MsgInstantiateContract, dialect, value);
    }
    case TYPE_URL.MsgBurnForBridgeOut:
      return aminoMsg(AMINO_TYPE.MsgBurnForBridgeOut, dialect, {
        sender: v.sender,
        amount: { denom: v.amount.denom, amount: v.amount.amount },
        external_address: v.externalAddress,
      });
    default:
      throw new Error(`no amino converter for ${message.typeUrl}`);
  }
}

function aminoMsg(canonicalType: string, dialect: Dialect, value: Record<string, unknown>): AminoMsg {
  return { type: toDialect(canonicalType, dialect), value };
}
