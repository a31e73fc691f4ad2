// The protobuf codec of each message kind, found from its type URL in the proto packages the wallet speaks.
// A type URL is "/<package>.<Message>", and cosmjs-types exports each package's messages by name, so a kind
// needs no codec of its own; a package not listed here (or a kind naming no codec) fails kindCodec at start-up.
import type { TsProtoGeneratedType } from '@cosmjs/proto-signing';
import * as authz from 'cosmjs-types/cosmos/authz/v1beta1/tx';
import * as bank from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import * as distribution from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import * as feegrant from 'cosmjs-types/cosmos/feegrant/v1beta1/tx';
import * as gov from 'cosmjs-types/cosmos/gov/v1/tx';
import * as staking from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import * as wasm from 'cosmjs-types/cosmwasm/wasm/v1/tx';
import type { MsgKind } from '../../../shared/tx-kinds';
import * as bridge from './bridge-codec';

/** Canonical proto package -> its module of message codecs. */
const PACKAGES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'cosmos.authz.v1beta1': authz,
  'cosmos.bank.v1beta1': bank,
  'cosmos.distribution.v1beta1': distribution,
  'cosmos.feegrant.v1beta1': feegrant,
  'cosmos.gov.v1': gov,
  'cosmos.staking.v1beta1': staking,
  'cosmwasm.wasm.v1': wasm,
  'xyz.bridge.v1': bridge,
};

/** A kind with its codec given inline (a kind outside the packages above, e.g. in tests). */
export type KindWithCodec = MsgKind & { codec?: TsProtoGeneratedType };

const isCodec = (value: unknown): value is TsProtoGeneratedType =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { encode?: unknown }).encode === 'function' &&
  typeof (value as { decode?: unknown }).decode === 'function' &&
  typeof (value as { fromPartial?: unknown }).fromPartial === 'function';

/** The codec of `kind`; throws when its package or message is unknown (a programming error, caught by tests). */
export function kindCodec(kind: KindWithCodec): TsProtoGeneratedType {
  if (kind.codec) return kind.codec;
  const match = /^\/(.+)\.([A-Za-z0-9_]+)$/.exec(kind.typeUrl);
  const codec = match ? PACKAGES[match[1]!]?.[match[2]!] : undefined;
  if (!isCodec(codec)) throw new Error(`no protobuf codec for message kind ${kind.id} (${kind.typeUrl})`);
  return codec;
}
