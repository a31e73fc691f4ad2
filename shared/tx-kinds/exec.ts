// authz MsgExec: sign messages for other accounts under the permissions they gave this one (each inner message is
// signed by its granter's address; the grantee signs the transaction).
import type { KindBook } from './book';
import { execView } from './authz-views';
import { defineKind, type MsgKind } from './kind';
import { nestedName, sameDialect, type AminoAny, type AnyValue } from './authz-any';

interface Value {
  grantee: string;
  msgs: AnyValue[];
}
interface Amino {
  grantee: string;
  msgs: AminoAny[];
}

/** A protobuf codec as cosmjs-types exports one. */
export interface ExecInnerCodec {
  decode(bytes: Uint8Array): object;
  encode(value: object): { finish(): Uint8Array };
  fromPartial(value: object): object;
}

/**
 * The kinds an executed message is looked up in and the codec of a canonical type URL. index.ts binds the wallet's
 * list and exec-codecs.ts (it imports this file, and the renderer's views must not bundle the codecs).
 */
let innerKinds: KindBook | null = null;
let innerCodec: (canonicalTypeUrl: string) => ExecInnerCodec | undefined = () => undefined;
export function bindExecInner(book: KindBook, codecOf: typeof innerCodec): void {
  innerKinds = book;
  innerCodec = codecOf;
}

/** An executed message's kind and protobuf codec; one the wallet does not know is refused, never guessed. */
function inner(typeUrl: string): { kind: MsgKind; codec: ExecInnerCodec } {
  const kind = innerKinds?.byTypeUrl(typeUrl);
  const codec = innerCodec(nestedName(typeUrl).canonical);
  if (!kind || !codec) throw new Error(`no message kind for executed message ${typeUrl}`);
  return { kind, codec };
}

const decoded = (any: AnyValue) => {
  const { kind, codec } = inner(any.typeUrl);
  return { kind, value: codec.decode(any.value) as Record<string, unknown> };
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

export { execView };
