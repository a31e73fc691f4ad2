// Handlers of staking and governance reads; the validator set and params are cached briefly, the rest read through.
import type {
  AprWindowView,
  StakeValidator,
  StakingParamsView,
  stakingChannels,
} from '../../../shared/api/staking';
import { mapClientErrors } from '../chain/to-wallet-error';
import type { ChainRuntime } from '../runtime/chain-runtime';
import {
  decCoinsAmount,
  durationSeconds,
  estimateApr,
  PROPOSAL_STATUS_QUERY,
  sortValidators,
  toMyVote,
  toProposalView,
  toStakeValidator,
} from '../sync/staking-views';
import { addRates, APR_WINDOW_MS, feeApr } from '../sync/fee-apr';
import { readFeeWindow } from '../sync/fee-window';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type StakingChannel = DomainChannels<typeof stakingChannels>;

/** How long the validator set and the staking params are answered from memory. */
export const STAKING_CACHE_MS = 30_000;
/** How long the fee window (up to 10 search pages) is answered from memory. */
export const FEE_WINDOW_CACHE_MS = 10 * 60_000;
/** At most this many proposals in a list get a live tally read (the others show their stored tally). */
const LIVE_TALLIES = 20;

/** A per-network value kept for `ttlMs` (state lives in the handler set, not in the module). */
function createTtlCache<T>(clock: () => number, ttlMs: number) {
  let entry: { key: string; at: number; value: T } | null = null;
  return async (key: string, load: () => Promise<T>): Promise<T> => {
    if (entry && entry.key === key && clock() - entry.at < ttlMs) return entry.value;
    const value = await load();
    entry = { key, at: clock(), value };
    return value;
  };
}

export function createStakingHandlers(
  ctx: HandlerContext,
  runtime: ChainRuntime,
): HandlersFor<StakingChannel> {
  const chain = () => runtime.clients().chain;
  const validatorCache = createTtlCache<StakeValidator[]>(() => ctx.clock(), STAKING_CACHE_MS);
  const paramsCache = createTtlCache<StakingParamsView>(() => ctx.clock(), STAKING_CACHE_MS);
  const feeWindowCache = createTtlCache<AprWindowView | null>(() => ctx.clock(), FEE_WINDOW_CACHE_MS);

  const feeWindow = (denom: string) =>
    feeWindowCache(ctx.network().id, async () => {
      try {
        const w = await readFeeWindow(chain(), denom, APR_WINDOW_MS);
        return { ...w, fees: w.fees.toString() };
      } catch {
        return null; // no tx search: the estimate falls back to inflation alone
      }
    });

  const validatorSet = () =>
    validatorCache(ctx.network().id, async () => {
      const reply = await chain().stakingValidators();
      return sortValidators(reply.validators.map(toStakeValidator));
    });

  const params = () =>
    paramsCache(ctx.network().id, async () => {
      const c = chain();
      const [staking, pool] = await Promise.all([c.stakingParams(), c.stakingPool()]);
      const bonded = BigInt(pool.pool.bonded_tokens);
      const [inflationPart, distribution, aprWindow] = await Promise.all([
        inflationApr(staking.params.bond_denom, bonded),
        c.distributionParams().catch(() => null),
        feeWindow(staking.params.bond_denom),
      ]);
      const feePart =
        aprWindow && distribution
          ? feeApr({
              fees: BigInt(aprWindow.fees),
              communityTax: distribution.params.community_tax,
              bonded,
              windowMs: aprWindow.toMs - aprWindow.fromMs,
            })
          : null;
      const aprEstimate =
        feePart !== null && inflationPart !== null
          ? addRates(feePart, inflationPart)
          : (feePart ?? inflationPart);
      return {
        unbondingSeconds: durationSeconds(staking.params.unbonding_time),
        maxEntries: staking.params.max_entries,
        bondDenom: staking.params.bond_denom,
        bondedTokens: pool.pool.bonded_tokens,
        aprEstimate,
        aprWindow,
      };
    });

  /** inflation x (1 - community tax) x supply / bonded; null on a chain without x/mint (or one that hides it). */
  async function inflationApr(denom: string, bonded: bigint): Promise<string | null> {
    try {
      const c = chain();
      const [inflation, distribution, supply] = await Promise.all([
        c.mintInflation(),
        c.distributionParams(),
        c.supplyByDenom(denom),
      ]);
      return estimateApr({
        inflation: inflation.inflation,
        communityTax: distribution.params.community_tax,
        supply: BigInt(supply.amount.amount),
        bonded,
      });
    } catch {
      return null;
    }
  }

  const delegatedBy = async (address: string) => {
    const reply = await chain().delegations(address);
    return reply.delegation_responses.reduce((sum, d) => sum + BigInt(d.balance.amount), 0n);
  };

  const handlers: HandlersFor<StakingChannel> = {
    async 'staking/validator-set'() {
      return { validators: await validatorSet() };
    },

    'staking/params': () => params(),

    async 'staking/positions'(req) {
      const account = ctx.keys.getAccount(req.accountId);
      const denom = ctx.network().denom;
      const c = chain();
      const [delegations, rewards, unbonding, redelegations] = await Promise.all([
        c.delegations(account.address),
        c.delegatorRewards(account.address),
        c.unbondingDelegations(account.address),
        c.redelegations(account.address),
      ]);
      const rewardOf = (validator: string) =>
        decCoinsAmount(rewards.rewards?.find((r) => r.validator_address === validator)?.reward ?? [], denom);
      const rows = delegations.delegation_responses.map((d) => ({
        validatorAddress: d.delegation.validator_address,
        amount: d.balance.amount,
        rewards: rewardOf(d.delegation.validator_address).toString(),
      }));
      return {
        delegations: rows,
        totalDelegated: rows.reduce((sum, d) => sum + BigInt(d.amount), 0n).toString(),
        totalRewards: decCoinsAmount(rewards.total, denom).toString(),
        unbonding: unbonding.unbonding_responses
          .flatMap((u) =>
            u.entries.map((e) => ({
              validatorAddress: u.validator_address,
              balance: e.balance,
              initialBalance: e.initial_balance,
              completesAt: Date.parse(e.completion_time),
              creationHeight: e.creation_height,
            })),
          )
          .sort((a, b) => a.completesAt - b.completesAt),
        redelegations: redelegations.redelegation_responses
          .flatMap((r) =>
            r.entries.map((e) => ({
              sourceAddress: r.redelegation.validator_src_address,
              destinationAddress: r.redelegation.validator_dst_address,
              balance: e.balance,
              completesAt: Date.parse(e.redelegation_entry.completion_time),
            })),
          )
          .sort((a, b) => a.completesAt - b.completesAt),
      };
    },

    async 'gov/proposals'(req) {
      const c = chain();
      const reply = await c.proposals(req.status ? PROPOSAL_STATUS_QUERY[req.status] : undefined);
      const voting = reply.proposals
        .filter((p) => p.status === PROPOSAL_STATUS_QUERY.voting)
        .slice(0, LIVE_TALLIES);
      const tallies = new Map(
        await Promise.all(voting.map(async (p) => [p.id, (await c.tally(p.id)).tally] as const)),
      );
      const proposals = reply.proposals
        .map((p) => toProposalView(p, tallies.get(p.id)))
        .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : BigInt(b.id) < BigInt(a.id) ? -1 : 0));
      return { proposals };
    },

    async 'gov/proposal'(req) {
      const c = chain();
      const [{ proposal }, pool] = await Promise.all([c.proposal(req.proposalId), c.stakingPool()]);
      const live =
        proposal.status === PROPOSAL_STATUS_QUERY.voting ? (await c.tally(proposal.id)).tally : undefined;
      const view = toProposalView(proposal, live);
      const account = req.accountId ? ctx.keys.getAccount(req.accountId) : null;
      if (!account)
        return {
          proposal: view,
          bondedTokens: pool.pool.bonded_tokens,
          myVote: null,
          canVote: false,
          reason: null,
          votingPower: '0',
        };
      const [vote, power] = await Promise.all([
        c.vote(proposal.id, account.address),
        delegatedBy(account.address),
      ]);
      const reason =
        account.kind === 'watch_only'
          ? 'watch_only'
          : power === 0n
            ? 'no_delegation'
            : view.status !== 'voting'
              ? 'not_voting_period'
              : null;
      return {
        proposal: view,
        bondedTokens: pool.pool.bonded_tokens,
        myVote: vote ? toMyVote(vote.vote.options) : null,
        canVote: reason === null,
        reason,
        votingPower: power.toString(),
      };
    },
  };
  return mapClientErrors(handlers);
}
