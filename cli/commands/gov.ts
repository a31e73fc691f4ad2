// gov proposals | proposal | vote: the app's governance screen over gov/* and tx/draft-vote(-weighted).
import type { ProposalDetail, ProposalView } from '../../shared/api/staking';
import type { TxReview, VoteOptionName } from '../../shared/api/tx';
import { stringOption, xyz } from '../context';
import { usageFailure } from '../io/output';
import { feeOptions, reviewConfirmTrack } from './tx-flow';
import type { Command } from './types';

const STATUSES = ['deposit', 'voting', 'passed', 'rejected', 'failed'];
const OPTIONS: Record<string, VoteOptionName> = {
  yes: 'yes',
  no: 'no',
  abstain: 'abstain',
  veto: 'no_with_veto',
  no_with_veto: 'no_with_veto',
  'no-with-veto': 'no_with_veto',
};

const date = (ms: number | null) => (ms === null ? '—' : new Date(ms).toISOString());

const proposalLine = (p: ProposalView) => `#${p.id.padEnd(5)} ${p.status.padEnd(9)} ${p.title}`;

function tallyLines(detail: ProposalDetail): string[] {
  const t = detail.proposal.tally;
  return [
    `Tally:      yes ${xyz(t.yes)}, no ${xyz(t.no)}, abstain ${xyz(t.abstain)}, veto ${xyz(t.noWithVeto)}`,
    `Bonded:     ${xyz(detail.bondedTokens)}`,
  ];
}

function detailText(detail: ProposalDetail): string {
  const p = detail.proposal;
  return [
    `Proposal #${p.id}: ${p.title}`,
    `Status:     ${p.status}`,
    `Voting:     ${date(p.votingStartTime)} to ${date(p.votingEndTime)}`,
    ...tallyLines(detail),
    ...(p.messageTypes.length ? [`Executes:   ${p.messageTypes.join(', ')}`] : []),
    ...(detail.myVote
      ? [`Your vote:  ${detail.myVote.options.map((o) => `${o.option} ${o.weight}`).join(', ')}`]
      : []),
    `You:        ${detail.canVote ? `may vote (power ${xyz(detail.votingPower)})` : `cannot vote (${detail.reason})`}`,
    '',
    p.summary,
  ].join('\n');
}

/** "yes=0.6,no=0.4" -> weighted options (weights as typed; the core checks they add up to 1). */
export function parseWeights(text: string): Array<{ option: VoteOptionName; weight: string }> {
  return text.split(',').map((part) => {
    const [name, weight] = part.split('=').map((s) => s.trim());
    const option = OPTIONS[name ?? ''];
    if (!option || !weight) throw usageFailure(`--weights is like yes=0.6,no=0.4 (not "${part}").`);
    return { option, weight };
  });
}

export const govCommands: Command[] = [
  {
    path: ['gov', 'proposals'],
    summary: 'List governance proposals (newest first).',
    usage: 'gov proposals [--status deposit|voting|passed|rejected|failed]',
    maxArgs: 0,
    async run(ctx) {
      const status = stringOption(ctx.options, 'status');
      if (status !== undefined && !STATUSES.includes(status))
        throw usageFailure(`--status is one of ${STATUSES.join(', ')}.`);
      const { proposals } = await ctx.call<{ proposals: ProposalView[] }>(
        'gov/proposals',
        status ? { status } : {},
      );
      ctx.out.result({ proposals }, () =>
        proposals.length ? proposals.map(proposalLine).join('\n') : 'No proposals.',
      );
    },
  },
  {
    path: ['gov', 'proposal'],
    summary: "Show one proposal: tally, voting period, and the account's vote and voting power.",
    usage: 'gov proposal <id> [--account <account>]',
    minArgs: 1,
    maxArgs: 1,
    async run(ctx, [id]) {
      const account = await ctx.account().catch(() => null);
      const detail = await ctx.call<ProposalDetail>('gov/proposal', {
        proposalId: id,
        ...(account ? { accountId: account.id } : {}),
      });
      ctx.out.result(detail, () => detailText(detail));
    },
  },
  {
    path: ['gov', 'vote'],
    summary:
      'Vote on a proposal (or split the vote with --weights): shows the review and asks before signing.',
    usage:
      'gov vote <id> <yes|no|abstain|veto> [--from <account>] [--memo <text>] [--fee <tier>] [--yes]\n' +
      '       xyz-wallet gov vote <id> --weights yes=0.6,no=0.4 [--from <account>] [--yes]',
    options: [
      '--weights <list>    weighted vote: option=weight pairs that add up to 1 (yes, no, abstain, veto)',
      '--from <account>    account that votes (default: --account or the active one)',
    ],
    minArgs: 1,
    maxArgs: 2,
    async run(ctx, [id, choice]) {
      const weights = stringOption(ctx.options, 'weights');
      if ((choice === undefined) === (weights === undefined))
        throw usageFailure('Give one vote option (yes, no, abstain, veto) or --weights.');
      const option = choice === undefined ? undefined : OPTIONS[choice.toLowerCase()];
      if (choice !== undefined && !option) throw usageFailure('The vote is yes, no, abstain or veto.');
      const account = await ctx.account(stringOption(ctx.options, 'from'));
      const memo = stringOption(ctx.options, 'memo');
      const base = { accountId: account.id, proposalId: id, ...(memo ? { memo } : {}), ...feeOptions(ctx) };
      const review = weights
        ? await ctx.call<TxReview>('tx/draft-vote-weighted', { ...base, options: parseWeights(weights) })
        : await ctx.call<TxReview>('tx/draft-vote', { ...base, option });
      await reviewConfirmTrack(ctx, review, { warnings: [] });
    },
  },
];
