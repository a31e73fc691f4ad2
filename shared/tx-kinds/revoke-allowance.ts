// feegrant MsgRevokeAllowance: stop paying another account's transaction fees.
import { defineKind } from './kind';
import { revokeAllowanceView } from './authz-views';

interface Value {
  granter: string;
  grantee: string;
}
type Amino = Value;

export const revokeAllowanceKind = /* @__PURE__ */ defineKind<Value, Amino>({
  ...revokeAllowanceView,
  toAmino: (v) => ({ granter: v.granter, grantee: v.grantee }),
  fromAmino: (a) => ({ granter: a.granter, grantee: a.grantee }),
  describe: (v) =>
    `Stop paying the transaction fees of ${v.grantee} from ${v.granter} (revoke its fee allowance)`,
  signer: (v) => v.granter,
  spend: () => 0n,
  historyDelta: () => ({ delta: 0n, known: true }),
  cliVerb: null,
  offlineSignable: true,
  gasCeiling: 300_000,
});

export { revokeAllowanceView };
