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
  MsgGrant: '/cosmos.authz.v1beta1.MsgGrant',
  MsgRevoke: '/cosmos.authz.v1beta1.MsgRevoke',
  MsgExec: '/cosmos.authz.v1beta1.MsgExec',
  MsgGrantAllowance: '/cosmos.feegrant.v1beta1.MsgGrantAllowance',
  MsgRevokeAllowance: '/cosmos.feegrant.v1beta1.MsgRevokeAllowance',
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
  MsgGrant: 'cosmos-sdk/MsgGrant',
  MsgRevoke: 'cosmos-sdk/MsgRevoke',
  MsgExec: 'cosmos-sdk/MsgExec',
  MsgGrantAllowance: 'cosmos-sdk/MsgGrantAllowance',
  MsgRevokeAllowance: 'cosmos-sdk/MsgRevokeAllowance',
} as const;

/** What a grant or a fee allowance may carry (the Any values inside MsgGrant and MsgGrantAllowance). */
export const AUTHZ_TYPE_URL = {
  GenericAuthorization: '/cosmos.authz.v1beta1.GenericAuthorization',
  SendAuthorization: '/cosmos.bank.v1beta1.SendAuthorization',
  StakeAuthorization: '/cosmos.staking.v1beta1.StakeAuthorization',
  BasicAllowance: '/cosmos.feegrant.v1beta1.BasicAllowance',
  PeriodicAllowance: '/cosmos.feegrant.v1beta1.PeriodicAllowance',
  AllowedMsgAllowance: '/cosmos.feegrant.v1beta1.AllowedMsgAllowance',
} as const;

export const AUTHZ_AMINO_TYPE = {
  GenericAuthorization: 'cosmos-sdk/GenericAuthorization',
  SendAuthorization: 'cosmos-sdk/SendAuthorization',
  StakeAuthorization: 'cosmos-sdk/StakeAuthorization',
  StakeAllowList: 'cosmos-sdk/StakeAuthorization/AllowList',
  StakeDenyList: 'cosmos-sdk/StakeAuthorization/DenyList',
  BasicAllowance: 'cosmos-sdk/BasicAllowance',
  PeriodicAllowance: 'cosmos-sdk/PeriodicAllowance',
  AllowedMsgAllowance: 'cosmos-sdk/AllowedMsgAllowance',
} as const;
