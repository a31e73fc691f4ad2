// Leaving a validator: MsgUndelegate and MsgBeginRedelegate with the SDK's rules and codes, and the
// end-block maturing of unbonding (paid out of the not-bonded pool) and redelegation entries.
import type { ExecContext } from '../context';
import { coinToString } from '../coins';
import { sdkError } from '../errors';
import { event } from '../events';
import type { KVStore } from '../store';
import type { Coin } from '../types';
import { ensureAccount, setAccount, type Account } from './auth';
import { getBalance } from './bank';
import {
  addShares,
  BOND_DENOM,
  BONDED_POOL_ADDRESS,
  getDelegation,
  getRedelegations,
  getValidator,
  isBonded,
  movePool,
  nextUnbondingId,
  NOT_BONDED_POOL_ADDRESS,
  poolOf,
  redelegationKey,
  removeShares,
  STAKING_PARAMS,
  stakingError,
  unbondingKey,
  validatorStatus,
  type RedelegationEntry,
  type UnbondingEntry,
  type Validator,
} from './staking';

/** msg_server ValidateUnbondAmount + the bond denom check; returns the source validator. */
function validateUnbond(ctx: ExecContext, delegator: string, operator: string, amount: Coin): Validator {
  const validator = getValidator(ctx.store, operator);
  if (!validator) throw stakingError(3);
  const delegation = getDelegation(ctx.store, delegator, operator);
  if (delegation === undefined) throw stakingError(19);
  if (BigInt(amount.amount) > delegation) throw sdkError(18, 'invalid shares amount');
  if (amount.denom !== BOND_DENOM) {
    throw sdkError(18, `invalid coin denomination: got ${amount.denom}, expected ${BOND_DENOM}`);
  }
  return validator;
}

const rfc3339 = (time: Date) => time.toISOString().replace(/\.\d{3}Z$/, 'Z');
const afterUnbondingTime = (time: Date) =>
  new Date(time.getTime() + STAKING_PARAMS.unbondingTimeSeconds * 1000);

/** MsgUndelegate: unbonds now, pays out at end-block once `completion_time` has passed. */
export function undelegate(ctx: ExecContext, delegator: string, operator: string, amount: Coin): Date {
  const validator = validateUnbond(ctx, delegator, operator, amount);
  const key = unbondingKey(delegator, operator);
  const entries = JSON.parse(ctx.store.get(key) ?? '[]') as UnbondingEntry[];
  if (entries.length >= STAKING_PARAMS.maxEntries) throw stakingError(27);
  const value = BigInt(amount.amount);
  removeShares(ctx, delegator, validator, value);
  if (isBonded(validator)) movePool(ctx, BONDED_POOL_ADDRESS, NOT_BONDED_POOL_ADDRESS, value);
  const completion = afterUnbondingTime(ctx.block.time);
  entries.push({
    creationHeight: ctx.block.height,
    completionTime: completion.toISOString(),
    initialBalance: value.toString(),
    balance: value.toString(),
    unbondingId: nextUnbondingId(ctx.store),
  });
  ctx.store.set(key, JSON.stringify(entries));
  ctx.events.emit(
    event('unbond', [
      ['validator', operator],
      ['delegator', delegator],
      ['amount', coinToString(amount)],
      ['completion_time', rfc3339(completion)],
    ]),
    event('message', [['sender', delegator]]),
  );
  return completion;
}

/** True when some redelegation of `delegator` into `operator` has not matured yet. */
function hasReceivingRedelegation(store: KVStore, delegator: string, operator: string): boolean {
  return getRedelegations(store, delegator).some((r) => r.dst === operator);
}

/** MsgBeginRedelegate with the SDK's checks in the SDK's order. */
export function beginRedelegate(
  ctx: ExecContext,
  delegator: string,
  src: string,
  dst: string,
  amount: Coin,
): Date {
  const source = validateUnbond(ctx, delegator, src, amount);
  if (src === dst) throw stakingError(29);
  if (!getValidator(ctx.store, dst)) throw stakingError(31);
  if (hasReceivingRedelegation(ctx.store, delegator, src)) throw stakingError(32);
  const key = redelegationKey(delegator, src, dst);
  const entries = JSON.parse(ctx.store.get(key) ?? '[]') as RedelegationEntry[];
  if (entries.length >= STAKING_PARAMS.maxEntries) throw stakingError(33);
  const value = BigInt(amount.amount);
  removeShares(ctx, delegator, source, value);
  addShares(ctx, delegator, dst, value, (target) => movePool(ctx, poolOf(source), poolOf(target), value));
  const status = validatorStatus(source);
  let completion: Date;
  if (status === 'BOND_STATUS_UNBONDED') completion = ctx.block.time;
  else if (status === 'BOND_STATUS_UNBONDING') completion = new Date(source.unbondingTime ?? ctx.block.time);
  else completion = afterUnbondingTime(ctx.block.time);
  if (status !== 'BOND_STATUS_UNBONDED') {
    entries.push({
      creationHeight: ctx.block.height,
      completionTime: completion.toISOString(),
      initialBalance: value.toString(),
      sharesDst: `${value}.000000000000000000`,
      unbondingId: nextUnbondingId(ctx.store),
    });
    ctx.store.set(key, JSON.stringify(entries));
  }
  ctx.events.emit(
    event('redelegate', [
      ['source_validator', src],
      ['destination_validator', dst],
      ['amount', coinToString(amount)],
      ['completion_time', rfc3339(completion)],
    ]),
    event('message', [['sender', delegator]]),
  );
  return completion;
}

const amountOf = (coins: readonly Coin[] | undefined, denom: string) =>
  BigInt(coins?.find((c) => c.denom === denom)?.amount ?? '0');

function withAmount(coins: Coin[] | undefined, denom: string, amount: bigint): Coin[] {
  const others = (coins ?? []).filter((c) => c.denom !== denom);
  return amount === 0n ? others : [...others, { denom, amount: amount.toString() }];
}

/** SDK TrackUndelegation: returned coins release delegated-free first, then delegated-vesting. */
function trackUndelegation(account: Account, amount: bigint): Account {
  const v = account.vesting;
  if (!v) return account;
  const free = amountOf(v.delegatedFree, BOND_DENOM);
  const vesting = amountOf(v.delegatedVesting, BOND_DENOM);
  const x = free < amount ? free : amount;
  const rest = amount - x;
  const y = vesting < rest ? vesting : rest;
  return {
    ...account,
    vesting: {
      ...v,
      delegatedFree: withAmount(v.delegatedFree, BOND_DENOM, free - x),
      delegatedVesting: withAmount(v.delegatedVesting, BOND_DENOM, vesting - y),
    },
  };
}

/** UndelegateCoinsFromModuleToAccount: not-bonded pool -> delegator (coin_spent, coin_received). */
function payOut(ctx: ExecContext, delegator: string, amount: bigint): void {
  const text = `${amount}${BOND_DENOM}`;
  const poolLeft = getBalance(ctx.store, NOT_BONDED_POOL_ADDRESS, BOND_DENOM) - amount;
  if (poolLeft === 0n) ctx.store.delete(`bal/${NOT_BONDED_POOL_ADDRESS}/${BOND_DENOM}`);
  else ctx.store.set(`bal/${NOT_BONDED_POOL_ADDRESS}/${BOND_DENOM}`, poolLeft.toString());
  const account = ensureAccount(ctx.store, delegator);
  if (account.vesting) setAccount(ctx.store, trackUndelegation(account, amount));
  ctx.store.set(
    `bal/${delegator}/${BOND_DENOM}`,
    (getBalance(ctx.store, delegator, BOND_DENOM) + amount).toString(),
  );
  ctx.events.emit(
    event('coin_spent', [
      ['spender', NOT_BONDED_POOL_ADDRESS],
      ['amount', text],
    ]),
    event('coin_received', [
      ['receiver', delegator],
      ['amount', text],
    ]),
  );
}

/**
 * EndBlocker: completes every unbonding entry whose completion time is not after the block time
 * (paying the not-bonded pool out, `complete_unbonding`) and drops mature redelegation entries
 * (`complete_redelegation`).
 */
export function completeMatureEntries(ctx: ExecContext): void {
  const now = ctx.block.time.getTime();
  const isMature = (e: { completionTime: string }) => new Date(e.completionTime).getTime() <= now;
  for (const [key, raw] of ctx.store.range('ubd/')) {
    const entries = JSON.parse(raw) as UnbondingEntry[];
    const mature = entries.filter(isMature);
    if (mature.length === 0) continue;
    const [, delegator, validator] = key.split('/') as [string, string, string];
    const left = entries.filter((e) => !isMature(e));
    if (left.length === 0) ctx.store.delete(key);
    else ctx.store.set(key, JSON.stringify(left));
    const total = mature.reduce((sum, e) => sum + BigInt(e.balance), 0n);
    if (total > 0n) payOut(ctx, delegator, total);
    ctx.events.emit(
      event('complete_unbonding', [
        ['amount', `${total}${BOND_DENOM}`],
        ['validator', validator],
        ['delegator', delegator],
      ]),
    );
  }
  for (const [key, raw] of ctx.store.range('red/')) {
    const entries = JSON.parse(raw) as RedelegationEntry[];
    const mature = entries.filter(isMature);
    if (mature.length === 0) continue;
    const [, delegator, src, dst] = key.split('/') as [string, string, string, string];
    const left = entries.filter((e) => !isMature(e));
    if (left.length === 0) ctx.store.delete(key);
    else ctx.store.set(key, JSON.stringify(left));
    const total = mature.reduce((sum, e) => sum + BigInt(e.initialBalance), 0n);
    ctx.events.emit(
      event('complete_redelegation', [
        ['amount', `${total}${BOND_DENOM}`],
        ['delegator', delegator],
        ['source_validator', src],
        ['destination_validator', dst],
      ]),
    );
  }
}
