// Distribution messages and reward queries that need staking state (kept apart so staking can call the
// F1 hooks in distribution.ts without an import cycle).
import type { ExecContext } from '../context';
import { addDecCoins, type DecCoin } from '../dec';
import { event } from '../events';
import { CacheStore, type KVStore } from '../store';
import { ChainError, type Coin } from '../types';
import { initializeDelegation, pendingRewards, withdrawDelegationRewards } from './distribution';
import { getDelegation, getDelegations, getValidator } from './staking';

/** MsgWithdrawDelegatorReward: pays the delegation's whole-coin rewards and restarts its accounting. */
export function withdrawReward(ctx: ExecContext, delegator: string, operator: string): Coin[] {
  const validator = getValidator(ctx.store, operator);
  if (!validator) throw new ChainError('distribution', 6, 'no validator distribution info');
  const stake = getDelegation(ctx.store, delegator, operator);
  if (stake === undefined) throw new ChainError('distribution', 5, 'no delegation distribution info');
  const paid = withdrawDelegationRewards(ctx, operator, delegator, BigInt(validator.tokens), stake);
  initializeDelegation(ctx.store, operator, delegator, stake, ctx.block.height);
  ctx.events.emit(event('message', [['sender', delegator]]));
  return paid;
}

/** Rewards one delegation would withdraw now, or undefined when validator or delegation is missing. */
export function delegationRewards(
  store: KVStore,
  delegator: string,
  operator: string,
): DecCoin[] | undefined {
  const validator = getValidator(store, operator);
  const stake = getDelegation(store, delegator, operator);
  if (!validator || stake === undefined) return undefined;
  return pendingRewards(new CacheStore(store), operator, delegator, BigInt(validator.tokens), stake);
}

/** Every delegation's pending rewards and their sum. */
export function delegationTotalRewards(
  store: KVStore,
  delegator: string,
): { rewards: Array<{ validator: string; reward: DecCoin[] }>; total: DecCoin[] } {
  const rewards = getDelegations(store, delegator).map((d) => ({
    validator: d.validator,
    reward: delegationRewards(store, delegator, d.validator) ?? [],
  }));
  return { rewards, total: rewards.reduce<DecCoin[]>((sum, r) => addDecCoins(sum, r.reward), []) };
}
