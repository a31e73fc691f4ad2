// Pure conversions of staking, distribution and gov REST replies into the contract's views (bigint math only).
import type {
  MyVoteView,
  ProposalStatusName,
  ProposalView,
  StakeValidator,
  TallyView,
  ValidatorStatus,
} from '../../../shared/api/staking';
import type { VoteOptionName } from '../../../shared/api/tx';
import type { ProposalJson, StakingValidatorJson, TallyJson } from '../chain/staking-schemas';

const BOND_STATUS: Record<string, ValidatorStatus> = {
  BOND_STATUS_BONDED: 'bonded',
  BOND_STATUS_UNBONDING: 'unbonding',
  BOND_STATUS_UNBONDED: 'unbonded',
};

export function toStakeValidator(v: StakingValidatorJson): StakeValidator {
  const status = BOND_STATUS[v.status] ?? 'unbonded';
  return {
    operatorAddress: v.operator_address,
    moniker: v.description.moniker,
    commissionRate: v.commission.commission_rates.rate,
    maxCommissionRate: v.commission.commission_rates.max_rate,
    tokens: v.tokens,
    status,
    jailed: v.jailed,
    active: status === 'bonded' && !v.jailed,
  };
}

/** Active first, then inactive (not bonded), then jailed; inside each group by power, then by moniker. */
export function sortValidators(list: readonly StakeValidator[]): StakeValidator[] {
  const rank = (v: StakeValidator) => (v.jailed ? 2 : v.active ? 0 : 1);
  return [...list].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const byPower = BigInt(b.tokens) - BigInt(a.tokens);
    if (byPower !== 0n) return byPower > 0n ? 1 : -1;
    return a.moniker.localeCompare(b.moniker);
  });
}

/** Whole base units of a DecCoin amount ("12.999000000000000000" -> 12n): what a withdrawal pays out. */
export function truncateDec(amount: string): bigint {
  return BigInt(amount.split('.')[0] || '0');
}

/** Sum of the whole base units of `denom` in a DecCoin list. */
export function decCoinsAmount(
  coins: ReadonlyArray<{ denom: string; amount: string }> | null,
  denom: string,
) {
  return (coins ?? []).filter((c) => c.denom === denom).reduce((sum, c) => sum + truncateDec(c.amount), 0n);
}

/** Validators holding at least one whole base unit of `denom` reward: what "Claim all" withdraws from. */
export function validatorsWithRewards(
  rewards: ReadonlyArray<{
    validator_address: string;
    reward: ReadonlyArray<{ denom: string; amount: string }> | null;
  }>,
  denom: string,
): string[] {
  return rewards.filter((r) => decCoinsAmount(r.reward, denom) > 0n).map((r) => r.validator_address);
}

const DEC_DIGITS = 18;
const ONE = 10n ** BigInt(DEC_DIGITS);

/** A decimal string as a fixed-point bigint with 18 fraction digits. */
export function decToFixed(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole || '0') * ONE + BigInt(fraction.slice(0, DEC_DIGITS).padEnd(DEC_DIGITS, '0') || '0');
}

/**
 * Estimated yearly reward rate before commission: inflation x (1 - community tax) x supply / bonded, as a
 * decimal string with 4 fraction digits; null when nothing is bonded.
 */
export function estimateApr(input: {
  inflation: string;
  communityTax: string;
  supply: bigint;
  bonded: bigint;
}) {
  if (input.bonded <= 0n) return null;
  const keep = ONE - decToFixed(input.communityTax);
  const rate = (decToFixed(input.inflation) * keep * input.supply) / (ONE * input.bonded);
  const tenThousandths = rate / 10n ** BigInt(DEC_DIGITS - 4);
  return `${tenThousandths / 10_000n}.${(tenThousandths % 10_000n).toString().padStart(4, '0')}`;
}

/** "1814400s" -> 1814400. */
export function durationSeconds(text: string): number {
  return Math.floor(Number(text.replace(/s$/, '')));
}

const PROPOSAL_STATUS: Record<string, ProposalStatusName> = {
  PROPOSAL_STATUS_DEPOSIT_PERIOD: 'deposit',
  PROPOSAL_STATUS_VOTING_PERIOD: 'voting',
  PROPOSAL_STATUS_PASSED: 'passed',
  PROPOSAL_STATUS_REJECTED: 'rejected',
  PROPOSAL_STATUS_FAILED: 'failed',
};
export const PROPOSAL_STATUS_QUERY = {
  deposit: 'PROPOSAL_STATUS_DEPOSIT_PERIOD',
  voting: 'PROPOSAL_STATUS_VOTING_PERIOD',
  passed: 'PROPOSAL_STATUS_PASSED',
  rejected: 'PROPOSAL_STATUS_REJECTED',
  failed: 'PROPOSAL_STATUS_FAILED',
} as const;

const time = (text: string | null | undefined) => {
  if (!text || text.startsWith('0001-01-01')) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
};

export function toTally(t: TallyJson | null | undefined): TallyView {
  return {
    yes: t?.yes_count ?? '0',
    no: t?.no_count ?? '0',
    abstain: t?.abstain_count ?? '0',
    noWithVeto: t?.no_with_veto_count ?? '0',
  };
}

/** A proposal in the contract's terms; `liveTally` replaces the stored final tally during voting. */
export function toProposalView(p: ProposalJson, liveTally?: TallyJson): ProposalView {
  return {
    id: p.id,
    title: p.title,
    summary: p.summary,
    status: PROPOSAL_STATUS[p.status] ?? 'unknown',
    submitTime: time(p.submit_time),
    votingStartTime: time(p.voting_start_time),
    votingEndTime: time(p.voting_end_time),
    tally: toTally(liveTally ?? p.final_tally_result),
    messageTypes: (p.messages ?? []).map((m) => m['@type']),
  };
}

const VOTE_OPTION: Record<string, VoteOptionName> = {
  VOTE_OPTION_YES: 'yes',
  VOTE_OPTION_ABSTAIN: 'abstain',
  VOTE_OPTION_NO: 'no',
  VOTE_OPTION_NO_WITH_VETO: 'no_with_veto',
};

export function toMyVote(options: ReadonlyArray<{ option: string; weight: string }>): MyVoteView {
  return {
    options: options
      .filter((o) => VOTE_OPTION[o.option])
      .map((o) => ({ option: VOTE_OPTION[o.option]!, weight: o.weight })),
  };
}
