// feegrant MsgGrantAllowance: let another account pay its transaction fees from this one (basic, periodic, per-message).
import { defineKind } from './kind';
import { grantAllowanceView } from './authz-views';
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

export { grantAllowanceView };
