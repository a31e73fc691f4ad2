// The x/gov v1 tally (SDK v0.47 keeper/tally.go), pure: validators vote with what their delegators did not
// vote themselves; quorum over all bonded tokens, then veto over all voting power, then the yes threshold.
import { mulInt, mulRound, parseDec, quoRound, truncateInt } from '../dec';

export const VOTE_OPTION = { YES: 1, ABSTAIN: 2, NO: 3, NO_WITH_VETO: 4 } as const;
export type VoteOptionNumber = (typeof VOTE_OPTION)[keyof typeof VOTE_OPTION];

export interface WeightedOption {
  option: number;
  /** Decimal string as the voter sent it ("0.5", "1.000000000000000000"). */
  weight: string;
}

export interface GovVote {
  voter: string;
  options: WeightedOption[];
}

export interface BondedValidator {
  operator: string;
  /** Bonded tokens (integer). */
  tokens: bigint;
  /** Total delegator shares, 18-digit fixed point. */
  delegatorShares: bigint;
}

export interface TallyParams {
  quorum: string;
  threshold: string;
  vetoThreshold: string;
  burnVoteQuorum: boolean;
  burnVoteVeto: boolean;
}

export interface TallyInput {
  votes: readonly GovVote[];
  validators: readonly BondedValidator[];
  /** A voter's delegations: validator operator and shares (18-digit fixed point). */
  delegationsOf(voter: string): ReadonlyArray<{ validator: string; shares: bigint }>;
  /** The operator address of `voter` when that account is a validator's (same bytes, valoper prefix). */
  operatorOf(voter: string): string;
  params: TallyParams;
}

/** Integer counts as TallyResult shows them ("yes_count", ...). */
export interface TallyCounts {
  yes: string;
  abstain: string;
  no: string;
  noWithVeto: string;
}

export interface TallyOutcome {
  passes: boolean;
  burnDeposits: boolean;
  tally: TallyCounts;
}

export const EMPTY_TALLY: TallyCounts = { yes: '0', abstain: '0', no: '0', noWithVeto: '0' };

interface ValidatorGovInfo extends BondedValidator {
  deductions: bigint;
  vote: WeightedOption[];
}

export function tally(input: TallyInput): TallyOutcome {
  const results = new Map<number, bigint>(Object.values(VOTE_OPTION).map((o) => [o, 0n]));
  const add = (power: bigint, options: readonly WeightedOption[]) => {
    for (const { option, weight } of options) {
      const sub = mulRound(power, parseDec(weight) ?? 0n);
      results.set(option, (results.get(option) ?? 0n) + sub);
    }
  };
  let totalVotingPower = 0n;
  const validators = new Map<string, ValidatorGovInfo>(
    input.validators.map((v) => [v.operator, { ...v, deductions: 0n, vote: [] }]),
  );
  for (const vote of input.votes) {
    const own = validators.get(input.operatorOf(vote.voter));
    if (own) own.vote = vote.options;
    for (const delegation of input.delegationsOf(vote.voter)) {
      const validator = validators.get(delegation.validator);
      if (!validator) continue;
      validator.deductions += delegation.shares;
      const power = quoRound(mulInt(delegation.shares, validator.tokens), validator.delegatorShares);
      add(power, vote.options);
      totalVotingPower += power;
    }
  }
  for (const validator of validators.values()) {
    if (validator.vote.length === 0) continue;
    const shares = validator.delegatorShares - validator.deductions;
    const power = quoRound(mulInt(shares, validator.tokens), validator.delegatorShares);
    add(power, validator.vote);
    totalVotingPower += power;
  }
  const count = (option: number) => results.get(option) ?? 0n;
  const counts: TallyCounts = {
    yes: truncateInt(count(VOTE_OPTION.YES)).toString(),
    abstain: truncateInt(count(VOTE_OPTION.ABSTAIN)).toString(),
    no: truncateInt(count(VOTE_OPTION.NO)).toString(),
    noWithVeto: truncateInt(count(VOTE_OPTION.NO_WITH_VETO)).toString(),
  };
  const { params } = input;
  const totalBonded = input.validators.reduce((sum, v) => sum + v.tokens, 0n);
  const outcome = (passes: boolean, burnDeposits: boolean): TallyOutcome => ({
    passes,
    burnDeposits,
    tally: counts,
  });
  if (totalBonded === 0n) return outcome(false, false);
  const percentVoting = quoRound(totalVotingPower, totalBonded * 10n ** 18n);
  if (percentVoting < parseDec(params.quorum)!) return outcome(false, params.burnVoteQuorum);
  const nonAbstaining = totalVotingPower - count(VOTE_OPTION.ABSTAIN);
  if (nonAbstaining === 0n) return outcome(false, false);
  if (quoRound(count(VOTE_OPTION.NO_WITH_VETO), totalVotingPower) > parseDec(params.vetoThreshold)!)
    return outcome(false, params.burnVoteVeto);
  if (quoRound(count(VOTE_OPTION.YES), nonAbstaining) > parseDec(params.threshold)!)
    return outcome(true, false);
  return outcome(false, false);
}
