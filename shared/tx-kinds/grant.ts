// authz MsgGrant: let another account sign one kind of message for this one (generic, send or stake authorization).
import type { Timestamp } from 'cosmjs-types/google/protobuf/timestamp';
import { grantView } from './authz-views';
import { defineKind } from './kind';
import { timestampFromAmino, timestampToAmino, untilWords, type AminoAny, type AnyValue } from './authz-any';
import { authorizationFromAmino, authorizationToAmino, authorizationWords } from './authorizations';

interface Value {
  granter: string;
  grantee: string;
  grant?: { authorization?: AnyValue; expiration?: Timestamp };
}
interface Amino {
  granter: string;
  grantee: string;
  grant: { authorization?: AminoAny; expiration?: string };
}

export const grantKind = /* @__PURE__ */ defineKind<Value, Amino>({
  ...grantView,
  toAmino: (v) => ({
    granter: v.granter,
    grantee: v.grantee,
    grant: {
      ...(v.grant?.authorization ? { authorization: authorizationToAmino(v.grant.authorization) } : {}),
      ...(v.grant?.expiration ? { expiration: timestampToAmino(v.grant.expiration) } : {}),
    },
  }),
  fromAmino: (a) => ({
    granter: a.granter,
    grantee: a.grantee,
    grant: {
      authorization: a.grant.authorization ? authorizationFromAmino(a.grant.authorization) : undefined,
      expiration: a.grant.expiration ? timestampFromAmino(a.grant.expiration) : undefined,
    },
  }),
  describe: (v) =>
    `Grant ${v.grantee} permission to ${
      v.grant?.authorization ? authorizationWords(v.grant.authorization) : 'nothing (no authorization)'
    } on behalf of ${v.granter}${untilWords(v.grant?.expiration)}`,
  signer: (v) => v.granter,
  spend: () => 0n,
  historyDelta: () => ({ delta: 0n, known: true }),
  cliVerb: null,
  offlineSignable: true,
  gasCeiling: 400_000,
});

export { grantView };
