// feegrant MsgGrantAllowance: let another account pay its transaction fees from this one (basic, periodic, per-message).
import { defineKind, type KindView } from './kind';
import type { AminoAny, AnyValue } from './authz-any';
import { allowanceFromAmino, allowanceToAmino, allowanceWords } from './allowances';

interface Value {
  granter: string;
  grantee: string;
  allowance?: AnyValue;
}
interface Amino {
  granter: string;
  grantee: string;
  allowance?: AminoAny;
}

/** Its names and filing (all the renderer needs). */
export const grantAllowanceView: KindView = {
  id: 'grant-allowance',
  typeUrl: '/cosmos.feegrant.v1beta1.MsgGrantAllowance',
  aminoType: 'cosmos-sdk/MsgGrantAllowance',
  ledgerLabel: null,
  rowKind: 'other',
  stakingKind: null,
};

export const grantAllowanceKind = /* @__PURE__ */ defineKind<Value, Amino>({
  ...grantAllowanceView,
  toAmino: (v) => ({
    granter: v.granter,
    grantee: v.grantee,
    ...(v.allowance ? { allowance: allowanceToAmino(v.allowance) } : {}),
  }),
  fromAmino: (a) => ({
    granter: a.granter,
    grantee: a.grantee,
    allowance: a.allowance ? allowanceFromAmino(a.allowance) : undefined,
  }),
  describe: (v) =>
    `Allow ${v.grantee} to pay transaction fees from ${v.granter}: ${
      v.allowance ? allowanceWords(v.allowance) : 'no allowance'
    }`,
  signer: (v) => v.granter,
  spend: () => 0n,
  historyDelta: () => ({ delta: 0n, known: true }),
  cliVerb: null,
  offlineSignable: true,
  gasCeiling: 400_000,
});
