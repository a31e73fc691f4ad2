// A cosmjs Registry that knows every wallet message under the profile dialect's type URLs.
// Protobuf bytes are identical in both dialects; only the Any type URLs differ.
import { Registry, type EncodeObject, type GeneratedType } from '@cosmjs/proto-signing';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { MsgWithdrawDelegatorReward } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import { MsgVote, MsgVoteWeighted } from 'cosmjs-types/cosmos/gov/v1/tx';
import { MsgBeginRedelegate, MsgDelegate, MsgUndelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { MsgExecuteContract, MsgInstantiateContract } from 'cosmjs-types/cosmwasm/wasm/v1/tx';
import { TYPE_URL } from '../../../shared/chain';
import { toDialect, type Dialect } from '../../../shared/dialect';
import { MsgBurnForBridgeOut } from './bridge-codec';

/** Canonical type URL -> codec. */
const CODECS: ReadonlyArray<readonly [string, GeneratedType]> = [
  [TYPE_URL.MsgSend, MsgSend],
  [TYPE_URL.MsgDelegate, MsgDelegate],
  [TYPE_URL.MsgUndelegate, MsgUndelegate],
  [TYPE_URL.MsgBeginRedelegate, MsgBeginRedelegate],
  [TYPE_URL.MsgWithdrawDelegatorReward, MsgWithdrawDelegatorReward],
  [TYPE_URL.MsgVote, MsgVote],
  [TYPE_URL.MsgVoteWeighted, MsgVoteWeighted],
  [TYPE_URL.MsgExecuteContract, MsgExecuteContract],
  [TYPE_URL.MsgInstantiateContract, MsgInstantiateContract],
  [TYPE_URL.MsgBurnForBridgeOut, MsgBurnForBridgeOut as unknown as GeneratedType],
];

/** Registry keyed by the dialect's type URLs. */
export function createTxRegistry(dialect: Dialect): Registry {
  return new Registry(
    CODECS.map(([typeUrl, codec]) => [toDialect(typeUrl, dialect), codec] as [string, GeneratedType]),
  );
}

/** Renames a canonical message to the dialect (pure; value untouched). */
export function messageInDialect(message: EncodeObject, dialect: Dialect): EncodeObject {
  return { typeUrl: toDialect(message.typeUrl, dialect), value: message.value };
}
