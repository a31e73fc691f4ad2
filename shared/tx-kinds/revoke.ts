// authz MsgRevoke: take back a permission this account gave another for one message type.
import { defineKind } from './kind';
import { revokeView } from './authz-views';

interface Value {
  granter: string;
  grantee: string;
  msgTypeUrl: string;
}
interface Amino {
  granter: string;
  grantee: string;
  msg_type_url: string;
}

export const revokeKind = /* @__PURE__ */ defineKind<Value, Amino>({
  ...revokeView,
  toAmino: (v) => ({ granter: v.granter, grantee: v.grantee, msg_type_url: v.msgTypeUrl }),
  fromAmino: (a) => ({ granter: a.granter, grantee: a.grantee, msgTypeUrl: a.msg_type_url }),
  describe: (v) =>
    `Revoke the permission of ${v.grantee} to sign ${v.msgTypeUrl} messages on behalf of ${v.granter}`,
  signer: (v) => v.granter,
  spend: () => 0n,
  historyDelta: () => ({ delta: 0n, known: true }),
  cliVerb: null,
  offlineSignable: true,
  gasCeiling: 300_000,
});

export { revokeView };
