// Distribution module: fee allocation to bonded validators (less community tax, then commission) and the
// SDK's F1 fee distribution (validator periods with cumulative reward ratios, delegator starting info).
import type { ExecContext } from '../context';
import { coinsToString } from '../coins';
import { moduleAddress } from '../crypto';
import {
  addDecCoins,
  decCoinsFromCoins,
  decCoinsFromJson,
  decCoinsToJson,
  decCoinsToString,
  decFromInt,
  decFromString,
  decToString,
  intersectDecCoins,
  mapDecCoins,
  mulRound,
  mulTruncate,
  PRECISION,
  quoTruncate,
  subDecCoins,
  truncateDecCoins,
  type DecCoin,
  type DecCoins,
} from '../dec';
import { event } from '../events';
import { FEE_COLLECTOR_ADDRESS } from '../fee';
import type { KVStore } from '../store';
import type { Coin } from '../types';
import { getBalances, sendCoins } from './bank';

export const DISTRIBUTION_ADDRESS = moduleAddress('distribution');
/** Devnet community tax: 2%. */
export const COMMUNITY_TAX = decFromString('0.02');
/** Tokens per unit of consensus power (sdk.DefaultPowerReduction). */
export const POWER_REDUCTION = 1_000_000n;

export const DISTRIBUTION_PARAMS = {
  community_tax: decToString(COMMUNITY_TAX),
  base_proposer_reward: '0.000000000000000000',
  bonus_proposer_reward: '0.000000000000000000',
  withdraw_addr_enabled: true,
} as const;

interface CurrentRewards {
  period: number;
  rewards: DecCoin[];
}

export interface StartingInfo {
  previousPeriod: number;
  /** Dec (x 10^18). */
  stake: bigint;
  height: number;
}

/** A validator as distribution sees it. */
export interface RewardValidator {
  operator: string;
  tokens: bigint;
  /** Commission rate as a Dec (x 10^18). */
  commissionRate: bigint;
}

type DecJson = Array<{ denom: string; amount: string }>;
const readDecCoins = (store: KVStore, key: string): DecCoin[] => {
  const raw = store.get(key);
  return raw ? decCoinsFromJson(JSON.parse(raw) as DecJson) : [];
};
const writeDecCoins = (store: KVStore, key: string, coins: DecCoins): void => {
  if (coins.length === 0) store.delete(key);
  else store.set(key, JSON.stringify(decCoinsToJson(coins)));
};

const currentKey = (val: string) => `distr/cur/${val}`;
const historicalKey = (val: string, period: number) => `distr/hist/${val}/${period}`;
const startingKey = (val: string, del: string) => `distr/start/${val}/${del}`;
const commissionKey = (val: string) => `distr/comm/${val}`;
const outstandingKey = (val: string) => `distr/out/${val}`;
const COMMUNITY_POOL_KEY = 'distr/community_pool';

function getCurrent(store: KVStore, val: string): CurrentRewards {
  const raw = store.get(currentKey(val));
  if (!raw) return { period: 1, rewards: [] };
  const parsed = JSON.parse(raw) as { period: number; rewards: DecJson };
  return { period: parsed.period, rewards: decCoinsFromJson(parsed.rewards) };
}

function setCurrent(store: KVStore, val: string, current: CurrentRewards): void {
  store.set(
    currentKey(val),
    JSON.stringify({ period: current.period, rewards: decCoinsToJson(current.rewards) }),
  );
}

/** Cumulative reward ratio at the end of `period` (period 0 of every validator is zero). */
export const getHistoricalRatio = (store: KVStore, val: string, period: number): DecCoin[] =>
  readDecCoins(store, historicalKey(val, period));

export const getCommission = (store: KVStore, val: string): DecCoin[] =>
  readDecCoins(store, commissionKey(val));
export const getOutstanding = (store: KVStore, val: string): DecCoin[] =>
  readDecCoins(store, outstandingKey(val));
export const getCommunityPool = (store: KVStore): DecCoin[] => readDecCoins(store, COMMUNITY_POOL_KEY);

function addToCommunityPool(store: KVStore, coins: DecCoins): void {
  writeDecCoins(store, COMMUNITY_POOL_KEY, addDecCoins(getCommunityPool(store), coins));
}

export function getStartingInfo(store: KVStore, val: string, del: string): StartingInfo | undefined {
  const raw = store.get(startingKey(val, del));
  if (!raw) return undefined;
  const parsed = JSON.parse(raw) as { previousPeriod: number; stake: string; height: number };
  return { previousPeriod: parsed.previousPeriod, stake: decFromString(parsed.stake), height: parsed.height };
}

/**
 * BeginBlock AllocateTokens: everything in the fee collector moves to the distribution module; each
 * bonded validator gets feesxpower share (after community tax, truncated), split into commission
 * (rounded) and delegator rewards; what is left goes to the community pool.
 */
export function allocateFees(ctx: ExecContext, bonded: readonly RewardValidator[]): void {
  const collected = getBalances(ctx.store, FEE_COLLECTOR_ADDRESS);
  if (collected.length === 0) return;
  sendCoins(ctx, FEE_COLLECTOR_ADDRESS, DISTRIBUTION_ADDRESS, collected);
  const fees = decCoinsFromCoins(collected);
  const powers = bonded.map((v) => v.tokens / POWER_REDUCTION);
  const totalPower = powers.reduce((a, b) => a + b, 0n);
  if (totalPower === 0n) {
    addToCommunityPool(ctx.store, fees);
    return;
  }
  const feeMultiplier = mapDecCoins(fees, (a) => mulTruncate(a, PRECISION - COMMUNITY_TAX));
  let remaining: DecCoin[] = fees;
  bonded.forEach((validator, i) => {
    if (powers[i] === 0n) return;
    const fraction = quoTruncate(decFromInt(powers[i]!), decFromInt(totalPower));
    const reward = mapDecCoins(feeMultiplier, (a) => mulTruncate(a, fraction));
    allocateToValidator(ctx, validator, reward);
    remaining = subDecCoins(remaining, reward);
  });
  addToCommunityPool(ctx.store, remaining);
}

/** AllocateTokensToValidator: commission = tokens x rate (rounded), the rest to current rewards. */
export function allocateToValidator(ctx: ExecContext, validator: RewardValidator, tokens: DecCoins): void {
  const commission = mapDecCoins(tokens, (a) => mulRound(a, validator.commissionRate));
  const shared = subDecCoins(tokens, commission);
  const val = validator.operator;
  ctx.events.emit(
    event('commission', [
      ['amount', decCoinsToString(commission)],
      ['validator', val],
    ]),
  );
  writeDecCoins(ctx.store, commissionKey(val), addDecCoins(getCommission(ctx.store, val), commission));
  const current = getCurrent(ctx.store, val);
  setCurrent(ctx.store, val, { period: current.period, rewards: addDecCoins(current.rewards, shared) });
  ctx.events.emit(
    event('rewards', [
      ['amount', decCoinsToString(tokens)],
      ['validator', val],
    ]),
  );
  writeDecCoins(ctx.store, outstandingKey(val), addDecCoins(getOutstanding(ctx.store, val), tokens));
}

/** Closes the validator's current period (ratio += rewards / tokens, truncated); returns the closed period. */
export function incrementValidatorPeriod(store: KVStore, val: string, tokens: bigint): number {
  const current = getCurrent(store, val);
  let ratio: DecCoin[];
  if (tokens === 0n) {
    addToCommunityPool(store, current.rewards);
    writeDecCoins(store, outstandingKey(val), subDecCoins(getOutstanding(store, val), current.rewards));
    ratio = [];
  } else {
    ratio = mapDecCoins(current.rewards, (a) => quoTruncate(a, decFromInt(tokens)));
  }
  const previous = getHistoricalRatio(store, val, current.period - 1);
  writeDecCoins(store, historicalKey(val, current.period), addDecCoins(previous, ratio));
  setCurrent(store, val, { period: current.period + 1, rewards: [] });
  return current.period;
}

/** Starts a delegation's reward accounting at the validator's latest closed period. */
export function initializeDelegation(
  store: KVStore,
  val: string,
  del: string,
  stakeTokens: bigint,
  height: number,
): void {
  const previousPeriod = getCurrent(store, val).period - 1;
  store.set(
    startingKey(val, del),
    JSON.stringify({ previousPeriod, stake: decToString(decFromInt(stakeTokens)), height }),
  );
}

/**
 * F1: stake x (ratio(ending) - ratio(starting)), truncated. A delegation without starting info (state
 * written before distribution existed) counts from period 0 with its current `stake` in tokens.
 */
export function calculateRewards(
  store: KVStore,
  val: string,
  del: string,
  endingPeriod: number,
  stake: bigint,
): DecCoin[] {
  const info = getStartingInfo(store, val, del) ?? {
    previousPeriod: 0,
    stake: decFromInt(stake),
    height: 0,
  };
  const difference = subDecCoins(
    getHistoricalRatio(store, val, endingPeriod),
    getHistoricalRatio(store, val, info.previousPeriod),
  );
  return mapDecCoins(difference, (a) => mulTruncate(a, info.stake));
}

/** Rewards the delegation would withdraw now (computed on a throwaway view; nothing is written). */
export function pendingRewards(
  view: KVStore,
  val: string,
  del: string,
  tokens: bigint,
  stake: bigint,
): DecCoin[] {
  const ending = incrementValidatorPeriod(view, val, tokens);
  return calculateRewards(view, val, del, ending, stake);
}

/**
 * withdrawDelegationRewards: closes the period, pays the whole coins to the delegator, sends the
 * fractional remainder to the community pool, forgets the starting info; emits `withdraw_rewards`.
 */
export function withdrawDelegationRewards(
  ctx: ExecContext,
  val: string,
  del: string,
  tokens: bigint,
  stake: bigint,
): Coin[] {
  const ending = incrementValidatorPeriod(ctx.store, val, tokens);
  const raw = calculateRewards(ctx.store, val, del, ending, stake);
  const outstanding = getOutstanding(ctx.store, val);
  const rewards = intersectDecCoins(raw, outstanding);
  const { whole, remainder } = truncateDecCoins(rewards);
  if (whole.length > 0) sendCoins(ctx, DISTRIBUTION_ADDRESS, del, whole);
  writeDecCoins(ctx.store, outstandingKey(val), subDecCoins(outstanding, rewards));
  addToCommunityPool(ctx.store, remainder);
  ctx.store.delete(startingKey(val, del));
  ctx.events.emit(
    event('withdraw_rewards', [
      ['amount', whole.length > 0 ? coinsToString(whole) : '0uxyz'],
      ['validator', val],
      ['delegator', del],
    ]),
  );
  return whole;
}

/** AfterValidatorCreated: period 0 with a zero ratio, current period 1. */
export function initializeValidator(store: KVStore, val: string): void {
  writeDecCoins(store, historicalKey(val, 0), []);
  setCurrent(store, val, { period: 1, rewards: [] });
}
