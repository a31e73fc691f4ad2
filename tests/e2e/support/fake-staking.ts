// The e2e fake core's staking and governance: a validator set, Alice's positions and proposals that change when a
// claim, undelegation, redelegation or vote is confirmed (so a flow through the screens shows its effect).
import type { ResponseOf } from '../../../shared/api';
import type { MyVoteView, ProposalView, StakeValidator, StakingPositions } from '../../../shared/api/staking';
import type { TxReview, VoteOptionName } from '../../../shared/api/tx';
import { FAKE_VALIDATORS } from './fake-data';
import type { FakeHandlers } from './fake-handlers';

const DAY = 86_400_000;

/** Fake validators: the three of fake-data (bonded), one jailed, one inactive. */
export const FAKE_STAKE_VALIDATORS: StakeValidator[] = [
  ...FAKE_VALIDATORS.map((v, i) => ({
    operatorAddress: v.operatorAddress,
    moniker: v.moniker,
    commissionRate: ['0.050000000000000000', '0.100000000000000000', '0.070000000000000000'][i]!,
    maxCommissionRate: '0.200000000000000000',
    tokens: v.tokens,
    status: 'bonded' as const,
    jailed: false,
    active: true,
  })),
  {
    operatorAddress: 'xyzvaloper1inactive0000000000000000000000abcdef',
    moniker: 'sleepy-node',
    commissionRate: '0.030000000000000000',
    maxCommissionRate: '0.200000000000000000',
    tokens: '900000000',
    status: 'unbonded',
    jailed: false,
    active: false,
  },
  {
    operatorAddress: 'xyzvaloper1jailed00000000000000000000000000abcdef',
    moniker: 'downtime-dan',
    commissionRate: '0.050000000000000000',
    maxCommissionRate: '0.200000000000000000',
    tokens: '40000000000',
    status: 'unbonding',
    jailed: true,
    active: false,
  },
];

const [V1, V2, V3] = FAKE_STAKE_VALIDATORS;

type ReviewFor = (kind: string, summary: string, messages: Array<Record<string, unknown>>) => TxReview;

function proposal(id: string, p: Partial<ProposalView>): ProposalView {
  return {
    id,
    title: '',
    summary: '',
    status: 'voting',
    submitTime: null,
    votingStartTime: null,
    votingEndTime: null,
    tally: { yes: '0', no: '0', abstain: '0', noWithVeto: '0' },
    messageTypes: [],
    ...p,
  };
}

export class FakeStaking {
  readonly now = Date.now();
  positions: StakingPositions = {
    delegations: [
      { validatorAddress: V1!.operatorAddress, amount: '510000000', rewards: '12345678' },
      { validatorAddress: V2!.operatorAddress, amount: '120000000', rewards: '3201544' },
    ],
    totalDelegated: '630000000',
    totalRewards: '15547222',
    unbonding: [
      {
        validatorAddress: V3!.operatorAddress,
        balance: '25000000',
        initialBalance: '25000000',
        completesAt: this.now + 9 * DAY + 5 * 3_600_000,
        creationHeight: '4210',
      },
    ],
    redelegations: [],
  };
  proposals: ProposalView[] = [
    proposal('4', {
      title: 'Raise the block gas limit to 60M',
      summary: 'Blocks are often full at peak hours. This raises max_gas from 40M to 60M.',
      status: 'voting',
      submitTime: this.now - 3 * DAY,
      votingStartTime: this.now - 2 * DAY,
      votingEndTime: this.now + 2 * DAY + 7 * 3_600_000,
      tally: { yes: '412000000000', no: '61000000000', abstain: '30000000000', noWithVeto: '9000000000' },
      messageTypes: ['/ledger.consensus.v1.MsgUpdateParams'],
    }),
    proposal('3', {
      title: 'Community pool: fund the block explorer for 2027',
      summary: 'Sends 25,000 XYZ from the community pool to the explorer maintainers, paid quarterly.',
      status: 'voting',
      submitTime: this.now - 5 * DAY,
      votingStartTime: this.now - 4 * DAY,
      votingEndTime: this.now + 19 * 3_600_000,
      tally: { yes: '180000000000', no: '150000000000', abstain: '12000000000', noWithVeto: '60000000000' },
      messageTypes: ['/ledger.distribution.v1beta1.MsgCommunityPoolSpend'],
    }),
    proposal('2', {
      title: 'Software upgrade v1.5 "Juniper"',
      summary: 'Upgrades the chain at height 120000 with the v1.5 binary.',
      status: 'passed',
      submitTime: this.now - 30 * DAY,
      votingStartTime: this.now - 29 * DAY,
      votingEndTime: this.now - 22 * DAY,
      tally: { yes: '702000000000', no: '4000000000', abstain: '20000000000', noWithVeto: '0' },
      messageTypes: ['/ledger.upgrade.v1beta1.MsgSoftwareUpgrade'],
    }),
    proposal('1', {
      title: 'Lower the minimum commission to 0%',
      summary: 'Removes the 5% floor on validator commission.',
      status: 'rejected',
      submitTime: this.now - 60 * DAY,
      votingStartTime: this.now - 59 * DAY,
      votingEndTime: this.now - 52 * DAY,
      tally: { yes: '90000000000', no: '380000000000', abstain: '40000000000', noWithVeto: '120000000000' },
      messageTypes: ['/ledger.staking.v1beta1.MsgUpdateParams'],
    }),
  ];
  votes = new Map<string, MyVoteView>([
    ['2', { options: [{ option: 'yes', weight: '1.000000000000000000' }] }],
  ]);
  /** What the last reviewed draft will do when confirmed. */
  #pending: (() => void) | null = null;

  /** Applies the last reviewed staking draft (called when the fake tx is included). */
  applyConfirmed(): void {
    this.#pending?.();
    this.#pending = null;
  }

  #recount(): void {
    const p = this.positions;
    p.totalDelegated = p.delegations.reduce((s, d) => s + BigInt(d.amount), 0n).toString();
    p.totalRewards = p.delegations.reduce((s, d) => s + BigInt(d.rewards), 0n).toString();
  }

  handlers(reviewFor: ReviewFor) {
    const base = (amount: string) => String(BigInt(Math.round(Number(amount) * 1e6)));
    const handlers: Pick<
      FakeHandlers,
      | 'staking/validator-set'
      | 'staking/params'
      | 'staking/positions'
      | 'gov/proposals'
      | 'gov/proposal'
      | 'tx/draft-undelegate'
      | 'tx/draft-redelegate'
      | 'tx/draft-claim-rewards'
      | 'tx/draft-vote'
      | 'tx/draft-vote-weighted'
    > = {
      'staking/validator-set': () => ({ validators: FAKE_STAKE_VALIDATORS }),
      'staking/params': () => ({
        unbondingSeconds: 21 * 86_400,
        maxEntries: 7,
        bondDenom: 'uxyz',
        bondedTokens: '1000000000000',
        aprEstimate: '0.1184',
        aprWindow: {
          fromMs: Date.parse('2026-11-15T12:00:00Z'),
          toMs: Date.parse('2026-11-22T12:00:00Z'),
          fees: '2418000000',
          txCount: 3120,
          reach: 'window' as const,
        },
      }),
      'staking/positions': () => structuredClone(this.positions),
      'gov/proposals': (req) => ({
        proposals: this.proposals.filter((p) => !req.status || p.status === req.status),
      }),
      'gov/proposal': (req): ResponseOf<'gov/proposal'> => {
        const found = this.proposals.find((p) => p.id === req.proposalId);
        if (!found) throw new Error('no such proposal');
        const power = this.positions.totalDelegated;
        const reason =
          power === '0' ? 'no_delegation' : found.status !== 'voting' ? 'not_voting_period' : null;
        return {
          proposal: found,
          bondedTokens: '1000000000000',
          myVote: this.votes.get(found.id) ?? null,
          canVote: reason === null,
          reason,
          votingPower: power,
        };
      },
      'tx/draft-undelegate': (req) => {
        const amount = base(req.amount);
        this.#pending = () => {
          const d = this.positions.delegations.find((x) => x.validatorAddress === req.validator);
          if (d) d.amount = String(BigInt(d.amount) - BigInt(amount));
          this.positions.delegations = this.positions.delegations.filter((x) => x.amount !== '0');
          this.positions.unbonding.push({
            validatorAddress: req.validator,
            balance: amount,
            initialBalance: amount,
            completesAt: Date.now() + 21 * DAY,
            creationHeight: '5013',
          });
          this.#recount();
        };
        return reviewFor('undelegate', `Undelegate ${req.amount} XYZ from ${req.validator}`, [
          { '@type': '/ledger.staking.v1beta1.MsgUndelegate', validator_address: req.validator },
        ]);
      },
      'tx/draft-redelegate': (req) =>
        reviewFor('redelegate', `Redelegate ${req.amount} XYZ from ${req.source} to ${req.destination}`, [
          { '@type': '/ledger.staking.v1beta1.MsgBeginRedelegate' },
        ]),
      'tx/draft-claim-rewards': () => {
        const withRewards = this.positions.delegations.filter((d) => d.rewards !== '0');
        this.#pending = () => {
          for (const d of this.positions.delegations) d.rewards = '0';
          this.#recount();
        };
        return reviewFor(
          'claim-rewards',
          `Claim staking rewards from ${withRewards.length} validators`,
          withRewards.map((d) => ({
            '@type': '/ledger.distribution.v1beta1.MsgWithdrawDelegatorReward',
            validator_address: d.validatorAddress,
          })),
        );
      },
      'tx/draft-vote': (req) => {
        this.#pending = () =>
          this.votes.set(req.proposalId, {
            options: [{ option: req.option as VoteOptionName, weight: '1.000000000000000000' }],
          });
        return reviewFor('vote', `Vote ${req.option} on proposal ${req.proposalId}`, [
          { '@type': '/ledger.gov.v1.MsgVote', proposal_id: req.proposalId, option: req.option },
        ]);
      },
      'tx/draft-vote-weighted': (req) =>
        reviewFor('vote', `Weighted vote on proposal ${req.proposalId}`, [
          { '@type': '/ledger.gov.v1.MsgVoteWeighted', proposal_id: req.proposalId },
        ]),
    };
    return handlers;
  }
}
