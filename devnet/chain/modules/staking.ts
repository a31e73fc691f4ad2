// Staking module: validators, delegations (shares 1:1 with tokens; no slashing), the bonded and
// not-bonded pools, undelegation and redelegation with the SDK's rules, and their end-block maturing.
import type { ExecContext } from '../context';
import { coinToString } from '../coins';
import { moduleAddress } from '../crypto';
import { decFromString } from '../dec';
import { sdkError } from '../errors';
import { event } from '../events';
import type { KVStore } from '../store';
import { ChainError, type Coin } from '../types';
import { ensureAccount, getAccount, setAccount, trackDelegation, type Account } from './auth';
import { getBalance, getSpendable, sendCoins } from './bank';
import {
  incrementValidatorPeriod,
  initializeDelegation,
  withdrawDelegationRewards,
  type RewardValidator,
} from './distribution';

export const BOND_DENOM = 'uxyz';
export const BONDED_POOL_ADDRESS = moduleAddress('bonded_tokens_pool');
export const NOT_BONDED_POOL_ADDRESS = moduleAddress('not_bonded_tokens_pool');

export type BondStatus = 'BOND_STATUS_BONDED' | 'BOND_STATUS_UNBONDING' | 'BOND_STATUS_UNBONDED';

/** Staking params; the devnet unbonding time is 60 s so undelegations complete while you watch. */
export const STAKING_PARAMS = {
  unbondingTimeSeconds: 60,
  maxValidators: 100,
  maxEntries: 7,
  historicalEntries: 10_000,
  bondDenom: BOND_DENOM,
  minCommissionRate: '0.000000000000000000',
} as const;

export interface ValidatorDescription {
  identity: string;
  website: string;
  securityContact: string;
  details: string;
}

export interface Validator {
  operatorAddress: string;
  moniker: string;
  /** Base64 ed25519 consensus key (devnet: deterministic bytes). */
  consensusPubkey: string;
  /** Tokens in uxyz (equal to the delegator shares: no slashing on the devnet). */
  tokens: string;
  /** Decimal string with 18 fraction digits ("0.100000000000000000"). */
  commissionRate: string;
  /** Absent in states written before statuses existed: bonded. */
  status?: BondStatus;
  jailed?: boolean;
  description?: ValidatorDescription;
  maxRate?: string;
  maxChangeRate?: string;
  unbondingHeight?: number;
  /** ISO time the validator finishes unbonding (status UNBONDING). */
  unbondingTime?: string;
}

export interface UnbondingEntry {
  creationHeight: number;
  /** ISO time. */
  completionTime: string;
  initialBalance: string;
  balance: string;
  unbondingId: number;
}

export interface RedelegationEntry {
  creationHeight: number;
  completionTime: string;
  initialBalance: string;
  /** Dec string of the shares created on the destination. */
  sharesDst: string;
  unbondingId: number;
}

const STAKING_ERRORS: Record<number, string> = {
  3: 'validator does not exist',
  19: 'no delegation for (address, validator) tuple',
  27: 'too many unbonding delegation entries for (delegator, validator) tuple',
  29: 'cannot redelegate to the same validator',
  31: 'redelegation destination validator not found',
  32: 'redelegation to this validator already in progress; first redelegation to this validator must complete before next redelegation',
  33: 'too many redelegation entries for (delegator, src-validator, dst-validator) tuple',
};

/** A registered x/staking error (codespace "staking"), its raw_log the registered description. */
export function stakingError(code: keyof typeof STAKING_ERRORS & number): ChainError {
  return new ChainError('staking', code, STAKING_ERRORS[code]!);
}

const validatorKey = (operator: string) => `val/${operator}`;
const delegationKey = (delegator: string, operator: string) => `del/${delegator}/${operator}`;
const unbondingKey = (delegator: string, operator: string) => `ubd/${delegator}/${operator}`;
const redelegationKey = (delegator: string, src: string, dst: string) => `red/${delegator}/${src}/${dst}`;
const UNBONDING_ID_KEY = 'staking/last_unbonding_id';

export const validatorStatus = (v: Validator): BondStatus => v.status ?? 'BOND_STATUS_BONDED';
const isBonded = (v: Validator) => validatorStatus(v) === 'BOND_STATUS_BONDED';
const poolOf = (v: Validator) => (isBonded(v) ? BONDED_POOL_ADDRESS : NOT_BONDED_POOL_ADDRESS);

export function getValidator(store: KVStore, operator: string): Validator | undefined {
  const raw = store.get(validatorKey(operator));
  return raw ? (JSON.parse(raw) as Validator) : undefined;
}

export function setValidator(store: KVStore, validator: Validator): void {
  store.set(validatorKey(validator.operatorAddress), JSON.stringify(validator));
}

export function listValidators(store: KVStore): Validator[] {
  return store.range('val/').map(([, raw]) => JSON.parse(raw) as Validator);
}

/** Bonded validators as distribution needs them (tokens, commission rate). */
export function bondedRewardValidators(store: KVStore): RewardValidator[] {
  return listValidators(store)
    .filter(isBonded)
    .map((v) => ({
      operator: v.operatorAddress,
      tokens: BigInt(v.tokens),
      commissionRate: decFromString(v.commissionRate),
    }));
}

export function getDelegation(store: KVStore, delegator: string, operator: string): bigint | undefined {
  const raw = store.get(delegationKey(delegator, operator));
  return raw === undefined ? undefined : BigInt(raw);
}

export function getDelegations(
  store: KVStore,
  delegator: string,
): Array<{ validator: string; amount: bigint }> {
  const prefix = `del/${delegator}/`;
  return store
    .range(prefix)
    .map(([key, amount]) => ({ validator: key.slice(prefix.length), amount: BigInt(amount) }));
}

/** Every delegation to `operator`, by delegator. */
export function getValidatorDelegations(
  store: KVStore,
  operator: string,
): Array<{ delegator: string; amount: bigint }> {
  return store
    .range('del/')
    .map(([key, amount]) => ({ parts: key.split('/'), amount: BigInt(amount) }))
    .filter(({ parts }) => parts[2] === operator)
    .map(({ parts, amount }) => ({ delegator: parts[1]!, amount }));
}

export function getUnbondingDelegations(
  store: KVStore,
  delegator: string,
): Array<{ validator: string; entries: UnbondingEntry[] }> {
  const prefix = `ubd/${delegator}/`;
  return store.range(prefix).map(([key, raw]) => ({
    validator: key.slice(prefix.length),
    entries: JSON.parse(raw) as UnbondingEntry[],
  }));
}

export function getRedelegations(
  store: KVStore,
  delegator: string,
): Array<{ src: string; dst: string; entries: RedelegationEntry[] }> {
  const prefix = `red/${delegator}/`;
  return store.range(prefix).map(([key, raw]) => {
    const [src, dst] = key.slice(prefix.length).split('/') as [string, string];
    return { src, dst, entries: JSON.parse(raw) as RedelegationEntry[] };
  });
}

/** Bonded and not-bonded pool balances. */
export function getPool(store: KVStore): { bonded: bigint; notBonded: bigint } {
  return {
    bonded: getBalance(store, BONDED_POOL_ADDRESS, BOND_DENOM),
    notBonded: getBalance(store, NOT_BONDED_POOL_ADDRESS, BOND_DENOM),
  };
}

function nextUnbondingId(store: KVStore): number {
  const id = Number(store.get(UNBONDING_ID_KEY) ?? '0') + 1;
  store.set(UNBONDING_ID_KEY, String(id));
  return id;
}

function setDelegationAmount(store: KVStore, delegator: string, operator: string, amount: bigint): void {
  if (amount === 0n) store.delete(delegationKey(delegator, operator));
  else store.set(delegationKey(delegator, operator), amount.toString());
}

function movePool(ctx: ExecContext, from: string, to: string, amount: bigint): void {
  if (from === to || amount === 0n) return;
  ensureAccount(ctx.store, to);
  sendCoins(ctx, from, to, [{ denom: BOND_DENOM, amount: amount.toString() }]);
}

/**
 * Adds `amount` tokens/shares of `delegator` on `operator` with the distribution hooks around it:
 * an existing delegation withdraws its rewards first, a new one closes the validator's period; after
 * the change the delegation's reward accounting restarts (AfterDelegationModified).
 */
function addShares(
  ctx: ExecContext,
  delegator: string,
  operator: string,
  amount: bigint,
  moveTokens: (v: Validator) => void,
): void {
  const validator = getValidator(ctx.store, operator)!;
  const existing = getDelegation(ctx.store, delegator, operator);
  if (existing !== undefined)
    withdrawDelegationRewards(ctx, operator, delegator, BigInt(validator.tokens), existing);
  else incrementValidatorPeriod(ctx.store, operator, BigInt(validator.tokens));
  moveTokens(validator);
  const total = (existing ?? 0n) + amount;
  setDelegationAmount(ctx.store, delegator, operator, total);
  setValidator(ctx.store, { ...validator, tokens: (BigInt(validator.tokens) + amount).toString() });
  initializeDelegation(ctx.store, operator, delegator, total, ctx.block.height);
}

/** Unbond: withdraws rewards, removes shares and tokens; the delegation goes when nothing is left. */
function removeShares(ctx: ExecContext, delegator: string, validator: Validator, amount: bigint): void {
  const operator = validator.operatorAddress;
  const existing = getDelegation(ctx.store, delegator, operator)!;
  withdrawDelegationRewards(ctx, operator, delegator, BigInt(validator.tokens), existing);
  const left = existing - amount;
  setDelegationAmount(ctx.store, delegator, operator, left);
  setValidator(ctx.store, { ...validator, tokens: (BigInt(validator.tokens) - amount).toString() });
  if (left > 0n) initializeDelegation(ctx.store, operator, delegator, left, ctx.block.height);
}

/** Moves `amount` from the delegator into the validator's pool and adds shares on the validator. */
export function delegate(ctx: ExecContext, delegator: string, operator: string, amount: Coin): void {
  const validator = getValidator(ctx.store, operator);
  if (!validator) throw stakingError(3);
  if (amount.denom !== BOND_DENOM) {
    throw sdkError(18, `invalid coin denomination: got ${amount.denom}, expected ${BOND_DENOM}`);
  }
  const value = BigInt(amount.amount);
  const account = getAccount(ctx.store, delegator);
  if (account?.vesting) {
    // Vesting accounts may delegate locked coins (SDK DelegateCoins + TrackDelegation).
    const balance = getBalance(ctx.store, delegator, amount.denom);
    if (balance < value)
      throw sdkError(
        5,
        `failed to delegate; ${balance}${amount.denom} is smaller than ${coinToString(amount)}`,
      );
  } else {
    const spendable = getSpendable(ctx.store, delegator, amount.denom, ctx.block.time);
    if (spendable < value) {
      throw sdkError(
        5,
        `spendable balance ${spendable}${amount.denom} is smaller than ${coinToString(amount)}`,
      );
    }
  }
  const text = coinToString(amount);
  addShares(ctx, delegator, operator, value, (v) => {
    const holder = getAccount(ctx.store, delegator);
    if (holder?.vesting) setAccount(ctx.store, trackDelegation(holder, ctx.block.time, amount));
    const balanceKey = `bal/${delegator}/${amount.denom}`;
    const left = getBalance(ctx.store, delegator, amount.denom) - value;
    if (left === 0n) ctx.store.delete(balanceKey);
    else ctx.store.set(balanceKey, left.toString());
    const pool = poolOf(v);
    ensureAccount(ctx.store, pool);
    ctx.store.set(
      `bal/${pool}/${amount.denom}`,
      (getBalance(ctx.store, pool, amount.denom) + value).toString(),
    );
    ctx.events.emit(
      event('coin_spent', [
        ['spender', delegator],
        ['amount', text],
      ]),
      event('coin_received', [
        ['receiver', pool],
        ['amount', text],
      ]),
    );
  });
  ctx.events.emit(
    event('delegate', [
      ['validator', operator],
      ['delegator', delegator],
      ['amount', text],
      ['new_shares', `${value}.000000000000000000`],
    ]),
    event('message', [['sender', delegator]]),
  );
}

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
