// feegrant MsgRevokeAllowance: stop paying another account's transaction fees.
import { defineKind, type KindView } from './kind';

interface Value {
  granter: string;
  grantee: string;
}
type Amino = Value;

/** Its names and filing (all the renderer needs). */
export const revokeAllowanceView: KindView = {
  id: 'revoke-allowance',
  typeUrl: '/cosmos.feegrant.v1beta1.MsgRevokeAllowance',
  aminoType: 'cosmos-sdk/MsgRevokeAllowance',
  ledgerLabel: null,
  rowKind: 'other',
  stakingKind: null,
};

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
