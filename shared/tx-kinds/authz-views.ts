// The names and filing of the authz and feegrant kinds (grant, revoke, exec, grant and revoke a fee allowance): plain
// data for the renderer's views, kept apart from their descriptor files, whose converters need protobuf codecs.
import type { KindView } from './kind';

export const grantView: KindView = {
  id: 'grant',
  typeUrl: '/cosmos.authz.v1beta1.MsgGrant',
  aminoType: 'cosmos-sdk/MsgGrant',
  ledgerLabel: null,
  rowKind: 'other',
  stakingKind: null,
};

export const revokeView: KindView = {
  id: 'revoke',
  typeUrl: '/cosmos.authz.v1beta1.MsgRevoke',
  aminoType: 'cosmos-sdk/MsgRevoke',
  ledgerLabel: null,
  rowKind: 'other',
  stakingKind: null,
};

export const execView: KindView = {
  id: 'exec',
  typeUrl: '/cosmos.authz.v1beta1.MsgExec',
  aminoType: 'cosmos-sdk/MsgExec',
  ledgerLabel: null,
  rowKind: 'other',
  stakingKind: null,
};

export const grantAllowanceView: KindView = {
  id: 'grant-allowance',
  typeUrl: '/cosmos.feegrant.v1beta1.MsgGrantAllowance',
  aminoType: 'cosmos-sdk/MsgGrantAllowance',
  ledgerLabel: null,
  rowKind: 'other',
  stakingKind: null,
};

export const revokeAllowanceView: KindView = {
  id: 'revoke-allowance',
  typeUrl: '/cosmos.feegrant.v1beta1.MsgRevokeAllowance',
  aminoType: 'cosmos-sdk/MsgRevokeAllowance',
  ledgerLabel: null,
  rowKind: 'other',
  stakingKind: null,
};
