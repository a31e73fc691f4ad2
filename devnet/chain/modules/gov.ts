// Gov module (x/gov v1 of SDK v0.47): text proposals, votes that replace earlier ones, the live tally and
// the end-block tally that closes a voting period as PASSED or REJECTED. Deposits are genesis data only.
import type { ExecContext } from '../context';
import { convertPrefix } from '../crypto';
import { moduleError } from '../errors';
import { event } from '../events';
import type { KVStore } from '../store';
import type { Coin } from '../types';
import { decFromInt } from '../dec';
import { GOV_CODESPACE, weightedOptionsText } from './gov-options';
import {
  EMPTY_TALLY,
  tally,
  type GovVote,
  type TallyOutcome,
  type TallyParams,
  type WeightedOption,
} from './gov-tally';
import { getDelegations, listValidators, validatorStatus } from './staking';

export const VALOPER_PREFIX = 'xyzvaloper';

/** The devnet's gov params, as GET /ledger/gov/v1/params/:type reports them. */
export const GOV_PARAMS = {
  votingPeriodSeconds: 172_800,
  maxMetadataLength: 255,
  tally: {
    quorum: '0.334000000000000000',
    threshold: '0.500000000000000000',
    vetoThreshold: '0.334000000000000000',
    burnVoteQuorum: false,
    burnVoteVeto: true,
  } satisfies TallyParams,
} as const;

/** Voting period of proposals the devnet opens (genesis proposal, control): short, so tests can vote. */
export const DEVNET_VOTING_PERIOD_SECONDS = 600;

export const PROPOSAL_STATUS = {
  UNSPECIFIED: 'PROPOSAL_STATUS_UNSPECIFIED',
  DEPOSIT_PERIOD: 'PROPOSAL_STATUS_DEPOSIT_PERIOD',
  VOTING_PERIOD: 'PROPOSAL_STATUS_VOTING_PERIOD',
  PASSED: 'PROPOSAL_STATUS_PASSED',
  REJECTED: 'PROPOSAL_STATUS_REJECTED',
  FAILED: 'PROPOSAL_STATUS_FAILED',
} as const;
export type ProposalStatus = (typeof PROPOSAL_STATUS)[keyof typeof PROPOSAL_STATUS];
/** Enum numbers of ProposalStatus, for `proposal_status=3` filters. */
export const PROPOSAL_STATUS_NUMBERS: readonly ProposalStatus[] = Object.values(PROPOSAL_STATUS);

export interface Proposal {
  id: string;
  title: string;
  summary: string;
  metadata: string;
  proposer: string;
  status: ProposalStatus;
  /** RFC3339 times. */
  submitTime: string;
  depositEndTime: string;
  votingStartTime: string;
  votingEndTime: string;
  totalDeposit: Coin[];
  /** Deposits by depositor (devnet: the proposer's initial deposit only). */
  deposits: Array<{ depositor: string; amount: Coin[] }>;
  finalTally: typeof EMPTY_TALLY;
}

export interface Vote {
  proposalId: string;
  voter: string;
  options: WeightedOption[];
  metadata: string;
}

/** A proposal id as a path, a stored string or a message field carries it. */
export type ProposalIdLike = bigint | string | number;

const pad = (id: ProposalIdLike) => BigInt(id).toString().padStart(20, '0');
const proposalKey = (id: ProposalIdLike) => `gov/p/${pad(id)}`;
const votePrefix = (id: ProposalIdLike) => `gov/v/${pad(id)}/`;
const NEXT_ID_KEY = 'gov/next_id';

/** The id the next opened proposal gets. */
export function nextProposalId(store: KVStore): string {
  return store.get(NEXT_ID_KEY) ?? '1';
}

export function getProposal(store: KVStore, id: ProposalIdLike): Proposal | undefined {
  const raw = store.get(proposalKey(id));
  return raw ? (JSON.parse(raw) as Proposal) : undefined;
}

export function setProposal(store: KVStore, proposal: Proposal): void {
  store.set(proposalKey(proposal.id), JSON.stringify(proposal));
  if (BigInt(store.get(NEXT_ID_KEY) ?? '1') <= BigInt(proposal.id))
    store.set(NEXT_ID_KEY, (BigInt(proposal.id) + 1n).toString());
}

/** All proposals ascending by id. */
export function listProposals(store: KVStore): Proposal[] {
  return store.range('gov/p/').map(([, raw]) => JSON.parse(raw) as Proposal);
}

export function getVote(store: KVStore, id: ProposalIdLike, voter: string): Vote | undefined {
  const raw = store.get(votePrefix(id) + voter);
  return raw ? (JSON.parse(raw) as Vote) : undefined;
}

/** Votes on a proposal ascending by voter address. */
export function listVotes(store: KVStore, id: ProposalIdLike): Vote[] {
  return store.range(votePrefix(id)).map(([, raw]) => JSON.parse(raw) as Vote);
}

export function setVote(store: KVStore, vote: Vote): void {
  store.set(votePrefix(vote.proposalId) + vote.voter, JSON.stringify(vote));
}

/**
 * Keeper.AddVote of v0.47: only a proposal in its voting period takes votes — an unknown id is "inactive" too
 * (gov 3; v0.47 checks the voting-period index, not the proposal) — then metadata (gov 15); a later vote
 * replaces the earlier one. The msg server adds no event of its own (baseapp's `message` event has module).
 */
export function addVote(
  ctx: ExecContext,
  proposalId: bigint,
  voter: string,
  options: WeightedOption[],
  metadata: string,
): void {
  const proposal = getProposal(ctx.store, proposalId);
  if (proposal?.status !== PROPOSAL_STATUS.VOTING_PERIOD)
    throw moduleError(GOV_CODESPACE, 3, String(proposalId), 'inactive proposal');
  if (metadata.length > GOV_PARAMS.maxMetadataLength)
    throw moduleError(GOV_CODESPACE, 15, `got metadata with length ${metadata.length}`, 'metadata too long');
  setVote(ctx.store, { proposalId: String(proposalId), voter, options, metadata });
  ctx.events.emit(
    event('proposal_vote', [
      ['voter', voter],
      ['option', weightedOptionsText(options)],
      ['proposal_id', String(proposalId)],
    ]),
  );
}

const bondedValidators = (store: KVStore) =>
  listValidators(store).filter((v) => validatorStatus(v) === 'BOND_STATUS_BONDED' && !v.jailed);

/** Keeper.Tally over the current state (votes are not removed here). */
export function tallyProposal(store: KVStore, proposalId: ProposalIdLike): TallyOutcome {
  const votes: GovVote[] = listVotes(store, proposalId);
  return tally({
    votes,
    // Only bonded validators carry voting power (the SDK iterates the bonded set; jailed ones are never in it).
    validators: bondedValidators(store).map((v) => ({
      operator: v.operatorAddress,
      tokens: BigInt(v.tokens),
      delegatorShares: decFromInt(BigInt(v.tokens)),
    })),
    delegationsOf: (voter) =>
      getDelegations(store, voter).map((d) => ({ validator: d.validator, shares: decFromInt(d.amount) })),
    operatorOf: (voter) => convertPrefix(voter, VALOPER_PREFIX),
    params: GOV_PARAMS.tally,
  });
}

/** The tally a reader sees: final for closed proposals, live for those in voting, empty before. */
export function currentTally(store: KVStore, proposal: Proposal): typeof EMPTY_TALLY {
  if (proposal.status === PROPOSAL_STATUS.VOTING_PERIOD) return tallyProposal(store, proposal.id).tally;
  if (proposal.status === PROPOSAL_STATUS.DEPOSIT_PERIOD) return EMPTY_TALLY;
  return proposal.finalTally;
}

/** EndBlocker: every proposal whose voting period ended by `time` is tallied, closed and its votes removed. */
export function endBlockGov(store: KVStore, time: Date): Proposal[] {
  const closed: Proposal[] = [];
  for (const proposal of listProposals(store)) {
    if (proposal.status !== PROPOSAL_STATUS.VOTING_PERIOD) continue;
    if (Date.parse(proposal.votingEndTime) > time.getTime()) continue;
    const outcome = tallyProposal(store, proposal.id);
    for (const [key] of store.range(votePrefix(proposal.id))) store.delete(key);
    const next: Proposal = {
      ...proposal,
      status: outcome.passes ? PROPOSAL_STATUS.PASSED : PROPOSAL_STATUS.REJECTED,
      finalTally: outcome.tally,
    };
    setProposal(store, next);
    closed.push(next);
  }
  return closed;
}

/** RFC3339 as protobuf JSON prints a Timestamp (no fraction when whole seconds). */
export function rfc3339(time: Date): string {
  return time.toISOString().replace(/\.000Z$/, 'Z');
}

export interface NewProposal {
  title: string;
  summary: string;
  proposer: string;
  deposit: Coin[];
  /** Voting start (= submit time: the deposit was met at submission). */
  start: Date;
  votingEnd: Date;
  metadata?: string;
}

/** Opens a text proposal straight in its voting period (devnet genesis and control); returns it. */
export function openProposal(store: KVStore, input: NewProposal): Proposal {
  const id = nextProposalId(store);
  const proposal: Proposal = {
    id,
    title: input.title,
    summary: input.summary,
    metadata: input.metadata ?? '',
    proposer: input.proposer,
    status: PROPOSAL_STATUS.VOTING_PERIOD,
    submitTime: rfc3339(input.start),
    depositEndTime: rfc3339(new Date(input.start.getTime() + GOV_PARAMS.votingPeriodSeconds * 1000)),
    votingStartTime: rfc3339(input.start),
    votingEndTime: rfc3339(input.votingEnd),
    totalDeposit: input.deposit,
    deposits: [{ depositor: input.proposer, amount: input.deposit }],
    finalTally: EMPTY_TALLY,
  };
  setProposal(store, proposal);
  return proposal;
}
