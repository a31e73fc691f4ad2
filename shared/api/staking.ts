// Contract of staking, distribution and governance reads: validator set, staking params with an APR estimate,
// an account's positions (delegations with rewards, unbonding, redelegations), proposals and one proposal's detail.
import { z } from 'zod';
import { channel, emptyRequest, idSchema, type EpochMs } from './channel';
import type { VoteOptionName } from './tx';

export type ValidatorStatus = 'bonded' | 'unbonding' | 'unbonded';

/** A validator as the Stake screen lists it: active ones first by power, then inactive, then jailed. */
export interface StakeValidator {
  operatorAddress: string;
  moniker: string;
  /** Commission as a decimal string ("0.050000000000000000"). */
  commissionRate: string;
  maxCommissionRate: string;
  /** Bonded tokens in uxyz (the voting power). */
  tokens: string;
  status: ValidatorStatus;
  jailed: boolean;
  /** Bonded and not jailed: in the active set, earning rewards. */
  active: boolean;
}

/** Fees paid over the window the APR estimate is measured on (decision 0250). */
export interface AprWindowView {
  fromMs: number;
  toMs: number;
  /** Fees paid in the bond denom by the window's txs (base units). */
  fees: string;
  txCount: number;
  /** `window`: the whole window; `chain_start`: the chain is younger, measured from its first block; `partial`:
   * a busy chain, measured over its newest txs up to the page cap. */
  reach: 'window' | 'chain_start' | 'partial';
}

export interface StakingParamsView {
  /** How long undelegated funds stay locked. */
  unbondingSeconds: number;
  /** Most unbonding or redelegation entries per validator pair (SDK default 7). */
  maxEntries: number;
  bondDenom: string;
  /** uxyz bonded across all validators. */
  bondedTokens: string;
  /**
   * Estimated yearly reward rate before commission, as a decimal string ("0.1234"): the fees paid over the last days
   * (`aprWindow`) less the community tax, per bonded token, scaled to a year, plus inflation x (1 - community tax) x
   * supply / bonded when the chain publishes inflation. Null when neither can be read. An estimate: past fees.
   */
  aprEstimate: string | null;
  /** The fee window behind the estimate; null when tx search could not be read. */
  aprWindow: AprWindowView | null;
}

export interface DelegationView {
  validatorAddress: string;
  /** Delegated uxyz. */
  amount: string;
  /** Claimable rewards in whole uxyz (the chain's DecCoins truncated). */
  rewards: string;
}

export interface UnbondingEntryView {
  validatorAddress: string;
  /** uxyz still unbonding (less than `initialBalance` after a slash). */
  balance: string;
  initialBalance: string;
  completesAt: EpochMs;
  creationHeight: string;
}

export interface RedelegationEntryView {
  sourceAddress: string;
  destinationAddress: string;
  balance: string;
  /** Until then, stake that arrived at `destinationAddress` cannot be redelegated again. */
  completesAt: EpochMs;
}

export interface StakingPositions {
  delegations: DelegationView[];
  totalDelegated: string;
  totalRewards: string;
  unbonding: UnbondingEntryView[];
  redelegations: RedelegationEntryView[];
}

export type ProposalStatusName = 'deposit' | 'voting' | 'passed' | 'rejected' | 'failed' | 'unknown';

export interface TallyView {
  yes: string;
  no: string;
  abstain: string;
  noWithVeto: string;
}

export interface ProposalView {
  id: string;
  title: string;
  summary: string;
  status: ProposalStatusName;
  submitTime: EpochMs | null;
  votingStartTime: EpochMs | null;
  votingEndTime: EpochMs | null;
  /** Live tally during the voting period, the final one after it. */
  tally: TallyView;
  /** Type URLs of what the proposal would execute, in the network's dialect. */
  messageTypes: string[];
}

export interface MyVoteView {
  options: Array<{ option: VoteOptionName; weight: string }>;
}

export interface ProposalDetail {
  proposal: ProposalView;
  /** uxyz bonded on the network (turnout = tally total / bonded). */
  bondedTokens: string;
  /** Present when an account was given. */
  myVote: MyVoteView | null;
  /** Whether the account may vote here; `reason` says why not. */
  canVote: boolean;
  reason: 'no_delegation' | 'not_voting_period' | 'watch_only' | null;
  /** The account's delegated uxyz (its voting weight). */
  votingPower: string;
}

const proposalIdSchema = z.string().regex(/^[1-9]\d{0,19}$/, 'Not a proposal id.');
export const proposalStatusFilterSchema = z.enum(['deposit', 'voting', 'passed', 'rejected', 'failed']);

export const stakingChannels = {
  'staking/validator-set': channel(emptyRequest).returns<{ validators: StakeValidator[] }>(),
  'staking/params': channel(emptyRequest).returns<StakingParamsView>(),
  'staking/positions': channel(z.strictObject({ accountId: idSchema })).returns<StakingPositions>(),
  'gov/proposals': channel(z.strictObject({ status: proposalStatusFilterSchema.optional() })).returns<{
    proposals: ProposalView[];
  }>(),
  'gov/proposal': channel(
    z.strictObject({ proposalId: proposalIdSchema, accountId: idSchema.optional() }),
  ).returns<ProposalDetail>(),
} as const;
