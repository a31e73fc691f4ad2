// Staking module: validators, delegations (shares 1:1 with tokens; no slashing), the bonded and
// not-bonded pools, delegating, and the share moves (with the distribution hooks) that leaving builds on.
import type { ExecContext } from '../context';
import { coinToString } from '../coins';
import { moduleAddress } from '../crypto';
import { decFromString } from '../dec';
import { sdkError } from '../errors';
import { event } from '../events';
import type { KVStore } from '../store';
import { ChainError, type Coin } from '../types';
import { ensureAccount, getAccount, setAccount, trackDelegation } from './auth';
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
export const unbondingKey = (delegator: string, operator: string) => `ubd/${delegator}/${operator}`;
export const redelegationKey = (delegator: string, src: string, dst: string) =>
  `red/${delegator}/${src}/${dst}`;
const UNBONDING_ID_KEY = 'staking/last_unbonding_id';

export const validatorStatus = (v: Validator): BondStatus => v.status ?? 'BOND_STATUS_BONDED';
export const isBonded = (v: Validator) => validatorStatus(v) === 'BOND_STATUS_BONDED';
export const poolOf = (v: Validator) => (isBonded(v) ? BONDED_POOL_ADDRESS : NOT_BONDED_POOL_ADDRESS);

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

export function nextUnbondingId(store: KVStore): number {
  const id = Number(store.get(UNBONDING_ID_KEY) ?? '0') + 1;
  store.set(UNBONDING_ID_KEY, String(id));
  return id;
}

function setDelegationAmount(store: KVStore, delegator: string, operator: string, amount: bigint): void {
  if (amount === 0n) store.delete(delegationKey(delegator, operator));
  else store.set(delegationKey(delegator, operator), amount.toString());
}

export function movePool(ctx: ExecContext, from: string, to: string, amount: bigint): void {
  if (from === to || amount === 0n) return;
  ensureAccount(ctx.store, to);
  sendCoins(ctx, from, to, [{ denom: BOND_DENOM, amount: amount.toString() }]);
}

/**
 * Adds `amount` tokens/shares of `delegator` on `operator` with the distribution hooks around it:
 * an existing delegation withdraws its rewards first, a new one closes the validator's period; after
 * the change the delegation's reward accounting restarts (AfterDelegationModified).
 */
export function addShares(
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
export function removeShares(
  ctx: ExecContext,
  delegator: string,
  validator: Validator,
  amount: bigint,
): void {
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
