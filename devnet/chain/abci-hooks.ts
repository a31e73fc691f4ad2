// Block-level processing around a block's txs: BeginBlock fee allocation (distribution) and EndBlock
// maturing of unbonding and redelegation entries (staking); expired authz grants (BeginBlock) and fee
// allowances (EndBlock) are pruned.
import type { ExecContext } from './context';
import { allocateFees } from './modules/distribution';
import { bondedRewardValidators } from './modules/staking';
import { completeMatureEntries } from './modules/staking-unbonding';
import { pruneExpiredGrants } from './modules/authz';
import { pruneExpiredAllowances } from './modules/feegrant';

/** BeginBlock: the fees collected so far go to the bonded validators (and the community pool). */
export function beginBlock(ctx: ExecContext): void {
  allocateFees(ctx, bondedRewardValidators(ctx.store));
  pruneExpiredGrants(ctx.store, ctx.block.time);
}

/** EndBlock: unbondings and redelegations whose completion time has come complete. */
export function endBlock(ctx: ExecContext): void {
  completeMatureEntries(ctx);
  pruneExpiredAllowances(ctx.store, ctx.block.time);
}
