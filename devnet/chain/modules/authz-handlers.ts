// The five authz and feegrant messages in the chain's router: their ValidateBasic (SDK v0.47 wording and codes)
// and dispatch to the two keepers.
import type { ExecContext } from '../context';
import type { MsgResponse } from '../codec/staking-responses';
import { sdkError } from '../errors';
import { validateAuthorization } from './authz-accept';
import { handleExec, handleGrant, handleRevoke, type InnerRouter } from './authz';
import type { AuthzMsg } from './authz-types';
import { handleGrantAllowance, handleRevokeAllowance, validateAllowance } from './feegrant';

export type AuthzKind = AuthzMsg['kind'];

/** ValidateBasic of MsgGrant, MsgRevoke, MsgExec, MsgGrantAllowance, MsgRevokeAllowance. */
export function validateAuthzBasic(
  msg: AuthzMsg,
  checkAddress: (address: string, field: string) => void,
): void {
  if (msg.kind === 'exec') {
    checkAddress(msg.grantee, 'grantee');
    if (msg.msgs.length === 0) throw sdkError(18, 'messages cannot be empty');
    return;
  }
  checkAddress(msg.granter, 'granter');
  checkAddress(msg.grantee, 'grantee');
  const same = msg.granter === msg.grantee;
  switch (msg.kind) {
    case 'grant':
      if (same) throw sdkError(18, 'granter and grantee cannot be same');
      validateAuthorization(msg.grant.authorization);
      return;
    case 'revoke':
      if (same) throw sdkError(18, 'granter and grantee cannot be same');
      if (!msg.msgTypeUrl) throw sdkError(18, 'missing method name');
      return;
    case 'grantAllowance':
      if (same) throw sdkError(7, 'cannot self-grant fee authorization');
      validateAllowance(msg.allowance);
      return;
    case 'revokeAllowance':
      if (same) throw sdkError(7, 'addresses must be different');
      return;
  }
}

/** Runs one of the five messages; MsgExec answers with its inner results. */
export function handleAuthzMsg(
  ctx: ExecContext,
  msg: AuthzMsg,
  router: InnerRouter & { isRoutable(url: string): boolean },
): { response?: MsgResponse } {
  switch (msg.kind) {
    case 'grant':
      handleGrant(ctx, msg, router.isRoutable);
      return {};
    case 'revoke':
      handleRevoke(ctx, msg);
      return {};
    case 'exec':
      return { response: handleExec(ctx, msg, router) };
    case 'grantAllowance':
      handleGrantAllowance(ctx, msg);
      return {};
    case 'revokeAllowance':
      handleRevokeAllowance(ctx, msg);
      return {};
  }
}
