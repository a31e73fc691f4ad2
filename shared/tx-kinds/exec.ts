// authz MsgExec: sign messages for other accounts under the permissions they gave this one (each inner message is
// signed by its granter's address; the grantee signs the transaction).
import * as bank from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import * as distribution from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import * as gov from 'cosmjs-types/cosmos/gov/v1/tx';
import * as staking from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import * as wasm from 'cosmjs-types/cosmwasm/wasm/v1/tx';
import type { KindBook } from './book';
import { defineKind, type KindView, type MsgKind } from './kind';
import { nestedName, sameDialect, type AminoAny, type AnyValue } from './authz-any';

interface Value {
  grantee: string;
  msgs: AnyValue[];
}
interface Amino {
  grantee: string;
  msgs: AminoAny[];
}

interface Codec {
  decode(bytes: Uint8Array): object;
  encode(value: object): { finish(): Uint8Array };
  fromPartial(value: object): object;
}

/** The proto packages an executed message may come from (canonical), like tx/kind-codecs.ts for the core. */
const PACKAGES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'cosmos.bank.v1beta1': bank,
  'cosmos.distribution.v1beta1': distribution,
  'cosmos.gov.v1': gov,
  'cosmos.staking.v1beta1': staking,
  'cosmwasm.wasm.v1': wasm,
};

/** The kinds an executed message is looked up in; index.ts binds the wallet's list (it imports this file). */
let innerKinds: KindBook | null = null;
export function bindExecInnerKinds(book: KindBook): void {
  innerKinds = book;
}

/** An executed message's kind and protobuf codec; one the wallet does not know is refused, never guessed. */
function inner(typeUrl: string): { kind: MsgKind; codec: Codec } {
  const kind = innerKinds?.byTypeUrl(typeUrl);
  const match = /^\/(.+)\.([A-Za-z0-9_]+)$/.exec(nestedName(typeUrl).canonical);
  const codec = match ? (PACKAGES[match[1]!]?.[match[2]!] as Codec | undefined) : undefined;
  if (!kind || !codec) throw new Error(`no message kind for executed message ${typeUrl}`);
  return { kind, codec };
}

const decoded = (any: AnyValue) => {
  const { kind, codec } = inner(any.typeUrl);
  return { kind, value: codec.decode(any.value) as Record<string, unknown> };
};

/** Its names and filing (all the renderer needs). */
export const execView: KindView = {
  id: 'exec',
  typeUrl: '/cosmos.authz.v1beta1.MsgExec',
  aminoType: 'cosmos-sdk/MsgExec',
  ledgerLabel: null,
  rowKind: 'other',
  stakingKind: null,
};

export const execKind = /* @__PURE__ */ defineKind<Value, Amino>({
  ...execView,
  toAmino: (v) => ({
    grantee: v.grantee,
    msgs: v.msgs.map((any) => {
      const { kind, value } = decoded(any);
      return {
        type: sameDialect(kind.aminoType, any.typeUrl),
        value: kind.toAmino(value) as Record<string, unknown>,
      };
    }),
  }),
  fromAmino: (a) => ({
    grantee: a.grantee,
    msgs: a.msgs.map((m) => {
      const kind = innerKinds?.kinds.find((k) => k.aminoType === nestedName(m.type).canonical);
      if (!kind) throw new Error(`no message kind for executed amino message ${m.type}`);
      const typeUrl = sameDialect(kind.typeUrl, m.type);
      const { codec } = inner(typeUrl);
      return { typeUrl, value: codec.encode(codec.fromPartial(kind.fromAmino(m.value))).finish() };
    }),
  }),
  describe: (v) =>
    `As ${v.grantee}, using permissions granted to it: ${v.msgs
      .map((any, i) => {
        const { kind, value } = decoded(any);
        return `(${i + 1}) ${kind.describe(value)}`;
      })
      .join('; ')}`,
  signer: (v) => v.grantee,
  spend: (v, denom) =>
    v.msgs.reduce((sum, any) => {
      const { kind, value } = decoded(any);
      return kind.signer(value) === v.grantee ? sum + kind.spend(value, denom) : sum;
    }, 0n),
  historyDelta: (m, owner) => {
    const msgs = Array.isArray(m.msgs) ? (m.msgs as Record<string, unknown>[]) : [];
    let delta = 0n;
    let known = true;
    for (const msg of msgs) {
      const kind = innerKinds?.ofJson(msg);
      if (!kind) {
        known = false;
        continue;
      }
      const d = kind.historyDelta(msg, owner);
      delta += d.delta;
      known &&= d.known;
    }
    return { delta, known };
  },
  cliVerb: null,
  offlineSignable: true,
  gasCeiling: 1_500_000,
});
