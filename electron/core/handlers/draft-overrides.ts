// What every draft handler passes the tx service besides the draft: the fee tier, gas adjustment, sign mode and fee
// granter the request chose, and the network's dialect and time the permission drafts need.
import type { DraftEnv } from '../tx/drafts';
import type { AuthzDraftEnv } from '../tx/authz-drafts';
import type { DraftOverrides } from '../tx/tx-service-deps';
import type { HandlerContext } from './context';

export function draftOverrides(req: DraftOverrides): DraftOverrides {
  return {
    feeTier: req.feeTier,
    gasAdjustment: req.gasAdjustment,
    signMode: req.signMode,
    feeGranter: req.feeGranter,
  };
}

export function authzEnv(ctx: HandlerContext, env: DraftEnv): AuthzDraftEnv {
  return { ...env, dialect: ctx.network().dialect, now: ctx.clock() };
}
