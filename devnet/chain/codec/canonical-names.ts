// The devnet's own canonical (cosmos-dialect) names of the messages it executes: the chain side of the wire keeps
// its own list, independent of the wallet's message-kind descriptors, so a wrong name on either side fails a test.

export const MSG_TYPE_URL = {
  MsgSend: '/cosmos.bank.v1beta1.MsgSend',
  MsgDelegate: '/cosmos.staking.v1beta1.MsgDelegate',
  MsgUndelegate: '/cosmos.staking.v1beta1.MsgUndelegate',
  MsgBeginRedelegate: '/cosmos.staking.v1beta1.MsgBeginRedelegate',
  MsgWithdrawDelegatorReward: '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
  MsgExecuteContract: '/cosmwasm.wasm.v1.MsgExecuteContract',
  MsgInstantiateContract: '/cosmwasm.wasm.v1.MsgInstantiateContract',
  MsgBurnForBridgeOut: '/xyz.bridge.v1.MsgBurnForBridgeOut',
  MsgVote: '/cosmos.gov.v1.MsgVote',
  MsgVoteWeighted: '/cosmos.gov.v1.MsgVoteWeighted',
} as const;

export const MSG_AMINO_TYPE = {
  MsgSend: 'cosmos-sdk/MsgSend',
  MsgDelegate: 'cosmos-sdk/MsgDelegate',
  MsgUndelegate: 'cosmos-sdk/MsgUndelegate',
  MsgBeginRedelegate: 'cosmos-sdk/MsgBeginRedelegate',
  MsgWithdrawDelegatorReward: 'cosmos-sdk/MsgWithdrawDelegationReward',
  MsgExecuteContract: 'wasm/MsgExecuteContract',
  MsgInstantiateContract: 'wasm/MsgInstantiateContract',
  MsgBurnForBridgeOut: 'xyz/MsgBurnForBridgeOut',
  MsgVote: 'cosmos-sdk/v1/MsgVote',
  MsgVoteWeighted: 'cosmos-sdk/v1/MsgVoteWeighted',
} as const;
