// Transaction messages: decoding spec-dialect Any values into typed messages, and rendering them as
// gateway JSON (spec dialect) and as amino JSON for LEGACY_AMINO_JSON sign docs.
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { MSG_AMINO_TYPE as AMINO_TYPE, MSG_TYPE_URL as TYPE_URL } from './canonical-names';
import { toDialect } from '../../../shared/dialect';
import { sdkError } from '../errors';
import type { Coin } from '../types';
import type { GovMsg } from './gov';
import type { AuthzMsg } from '../modules/authz-types';
import { codecOf, MSG_CODECS } from './msg-codecs';

/** Spec-dialect type URLs the devnet accepts. */
export const MSG_URL = {
  send: toDialect(TYPE_URL.MsgSend, 'spec'),
  delegate: toDialect(TYPE_URL.MsgDelegate, 'spec'),
  undelegate: toDialect(TYPE_URL.MsgUndelegate, 'spec'),
  redelegate: toDialect(TYPE_URL.MsgBeginRedelegate, 'spec'),
  withdrawReward: toDialect(TYPE_URL.MsgWithdrawDelegatorReward, 'spec'),
  execute: toDialect(TYPE_URL.MsgExecuteContract, 'spec'),
  instantiate: toDialect(TYPE_URL.MsgInstantiateContract, 'spec'),
  bridgeOut: toDialect(TYPE_URL.MsgBurnForBridgeOut, 'spec'),
  bridgeIn: '/xyz.bridge.v1.MsgMintForBridgeIn',
  vote: toDialect(TYPE_URL.MsgVote, 'spec'),
  voteWeighted: toDialect(TYPE_URL.MsgVoteWeighted, 'spec'),
  grant: toDialect(TYPE_URL.MsgGrant, 'spec'),
  revoke: toDialect(TYPE_URL.MsgRevoke, 'spec'),
  exec: toDialect(TYPE_URL.MsgExec, 'spec'),
  grantAllowance: toDialect(TYPE_URL.MsgGrantAllowance, 'spec'),
  revokeAllowance: toDialect(TYPE_URL.MsgRevokeAllowance, 'spec'),
} as const;

export const AMINO_NAME = {
  send: toDialect(AMINO_TYPE.MsgSend, 'spec'),
  delegate: toDialect(AMINO_TYPE.MsgDelegate, 'spec'),
  undelegate: toDialect(AMINO_TYPE.MsgUndelegate, 'spec'),
  redelegate: toDialect(AMINO_TYPE.MsgBeginRedelegate, 'spec'),
  withdrawReward: toDialect(AMINO_TYPE.MsgWithdrawDelegatorReward, 'spec'),
  execute: toDialect(AMINO_TYPE.MsgExecuteContract, 'spec'),
  instantiate: toDialect(AMINO_TYPE.MsgInstantiateContract, 'spec'),
  bridgeOut: toDialect(AMINO_TYPE.MsgBurnForBridgeOut, 'spec'),
  bridgeIn: 'xyz/MsgMintForBridgeIn',
  vote: toDialect(AMINO_TYPE.MsgVote, 'spec'),
  voteWeighted: toDialect(AMINO_TYPE.MsgVoteWeighted, 'spec'),
  grant: toDialect(AMINO_TYPE.MsgGrant, 'spec'),
  revoke: toDialect(AMINO_TYPE.MsgRevoke, 'spec'),
  exec: toDialect(AMINO_TYPE.MsgExec, 'spec'),
  grantAllowance: toDialect(AMINO_TYPE.MsgGrantAllowance, 'spec'),
  revokeAllowance: toDialect(AMINO_TYPE.MsgRevokeAllowance, 'spec'),
} as const;

export type Msg =
  | { kind: 'send'; from: string; to: string; amount: Coin[] }
  | { kind: 'delegate'; delegator: string; validator: string; amount: Coin | undefined }
  | { kind: 'undelegate'; delegator: string; validator: string; amount: Coin | undefined }
  | { kind: 'redelegate'; delegator: string; src: string; dst: string; amount: Coin | undefined }
  | { kind: 'withdrawReward'; delegator: string; validator: string }
  | { kind: 'execute'; sender: string; contract: string; msg: Uint8Array; funds: Coin[] }
  | {
      kind: 'instantiate';
      sender: string;
      admin: string;
      codeId: bigint;
      label: string;
      msg: Uint8Array;
      funds: Coin[];
    }
  | { kind: 'bridgeOut'; sender: string; amount: Coin | undefined; externalAddress: string }
  | { kind: 'bridgeIn'; authority: string; recipient: string; amount: Coin | undefined; externalTx: string }
  | GovMsg
  | AuthzMsg;

export type MsgKind = Msg['kind'];

const KIND_BY_URL: ReadonlyMap<string, MsgKind> = new Map(
  Object.entries(MSG_URL).map(([kind, url]) => [url, kind as MsgKind]),
);

/** Whether the chain routes messages of this (spec-dialect) type URL (baseapp's HandlerByTypeURL). */
export function isRoutable(typeUrl: string): boolean {
  return KIND_BY_URL.has(typeUrl);
}

/** Decodes one message; unknown or cosmos-dialect type URLs are a tx parse error (code 2). */
export function decodeMsg(any: Any): Msg {
  const kind = KIND_BY_URL.get(any.typeUrl);
  if (!kind) throw sdkError(2, `unable to resolve type URL ${any.typeUrl}`);
  try {
    return MSG_CODECS[kind].decode(any.value);
  } catch (err) {
    throw sdkError(2, `failed to decode ${any.typeUrl}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export function msgTypeUrl(msg: Msg): string {
  return MSG_URL[msg.kind];
}

/** The accounts that must sign `msg` (GetSigners). */
export function msgSigner(msg: Msg): string {
  switch (msg.kind) {
    case 'send':
      return msg.from;
    case 'delegate':
    case 'undelegate':
    case 'redelegate':
    case 'withdrawReward':
      return msg.delegator;
    case 'execute':
    case 'instantiate':
    case 'bridgeOut':
      return msg.sender;
    case 'bridgeIn':
      return msg.authority;
    case 'vote':
    case 'voteWeighted':
      return msg.voter;
    case 'grant':
    case 'revoke':
    case 'grantAllowance':
    case 'revokeAllowance':
      return msg.granter;
    case 'exec':
      return msg.grantee;
  }
}

/** `{"@type": "<spec url>", ...fields}` as the gateway renders an Any message. */
export function msgToJson(msg: Msg): Record<string, unknown> {
  return { '@type': msgTypeUrl(msg), ...codecOf(msg).fields(msg) };
}

/** Amino JSON `{type, value}` as cosmjs's converters build it (spec-dialect amino names). */
export function msgToAmino(msg: Msg): { type: string; value: Record<string, unknown> } {
  const codec = codecOf(msg);
  return { type: AMINO_NAME[msg.kind], value: (codec.amino ?? codec.fields)(msg) };
}
