// Msg responses of the staking and distribution messages: protobuf bytes for TxMsgData and their gateway JSON.
import { MsgWithdrawDelegatorRewardResponse } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import { MsgBeginRedelegateResponse, MsgUndelegateResponse } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { toTimestamp } from 'cosmjs-types/helpers';
import type { Coin } from '../types';

/** A message response: its protobuf encoding and its JSON fields (without `@type`). */
export interface MsgResponse {
  bytes: Uint8Array;
  json: Record<string, unknown>;
}

/** RFC3339 with the nanosecond-free fraction the gateway prints for a Timestamp. */
const timestampJson = (time: Date) => time.toISOString().replace(/\.000Z$/, 'Z');

export function undelegateResponse(completion: Date, amount: Coin): MsgResponse {
  return {
    bytes: MsgUndelegateResponse.encode({ completionTime: toTimestamp(completion), amount }).finish(),
    json: { completion_time: timestampJson(completion), amount },
  };
}

export function redelegateResponse(completion: Date): MsgResponse {
  return {
    bytes: MsgBeginRedelegateResponse.encode({ completionTime: toTimestamp(completion) }).finish(),
    json: { completion_time: timestampJson(completion) },
  };
}

export function withdrawRewardResponse(amount: Coin[]): MsgResponse {
  return {
    bytes: MsgWithdrawDelegatorRewardResponse.encode({ amount }).finish(),
    json: { amount },
  };
}
