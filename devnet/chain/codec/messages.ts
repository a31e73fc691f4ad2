// Transaction messages: decoding Any values named in the chain's dialect into typed messages, and rendering them
// as gateway JSON and as amino JSON for LEGACY_AMINO_JSON sign docs, in that dialect (spec by default).
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { sdkError } from '../errors';
import { ChainError, type Coin } from '../types';
import { dialectNames, type DialectNames } from './dialect-names';
import type { GovMsg } from './gov';
import type { AuthzMsg } from '../modules/authz-types';
import { codecOf, MSG_CODECS } from './msg-codecs';

/** Spec-dialect type URLs the devnet accepts by default. */
export const MSG_URL = dialectNames('spec').msgUrl;

export const AMINO_NAME = dialectNames('spec').aminoName;

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

const specKinds = dialectNames('spec');

/** Whether the chain routes messages of this type URL in `names`' dialect (baseapp's HandlerByTypeURL). */
export function isRoutable(typeUrl: string, names: DialectNames = specKinds): boolean {
  return names.kindOfUrl(typeUrl) !== undefined;
}

/** Decodes one message; unknown type URLs and the other dialect's are a tx parse error (code 2), as a stock node. */
export function decodeMsg(any: Any, names: DialectNames = dialectNames()): Msg {
  const kind = names.kindOfUrl(any.typeUrl);
  if (!kind) throw sdkError(2, `unable to resolve type URL ${any.typeUrl}`);
  try {
    return MSG_CODECS[kind].decode(any.value, names);
  } catch (err) {
    // A nested Any the chain cannot resolve (MsgExec's messages, an authorization, an allowance) fails the whole
    // tx as a top-level one does: the SDK's decoder resolves every Any in the body before anything else.
    if (err instanceof ChainError && err.codespace === 'sdk' && err.code === 2) throw err;
    throw sdkError(2, `failed to decode ${any.typeUrl}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export function msgTypeUrl(msg: Msg, names: DialectNames = dialectNames()): string {
  return names.msgUrl[msg.kind];
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

/** `{"@type": "<url in the dialect>", ...fields}` as the gateway renders an Any message. */
export function msgToJson(msg: Msg, names: DialectNames = dialectNames()): Record<string, unknown> {
  return { '@type': msgTypeUrl(msg, names), ...codecOf(msg).fields(msg, names) };
}

/** Amino JSON `{type, value}` as cosmjs's converters build it (the dialect's amino names). */
export function msgToAmino(
  msg: Msg,
  names: DialectNames = dialectNames(),
): { type: string; value: Record<string, unknown> } {
  const codec = codecOf(msg);
  return { type: names.aminoName[msg.kind], value: (codec.amino ?? codec.fields)(msg, names) };
}
