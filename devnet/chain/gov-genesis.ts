// Genesis proposals: one passed and one rejected (closed before genesis, final tallies kept), one in its
// voting period until a few minutes after the devnet starts, with validator-1's YES already cast.
import { DEVNET_KEYS } from './genesis-keys';
import {
  DEVNET_VOTING_PERIOD_SECONDS,
  GOV_PARAMS,
  PROPOSAL_STATUS,
  openProposal,
  rfc3339,
  setProposal,
  setVote,
  type Proposal,
} from './modules/gov';
import { nonSplitOption } from './modules/gov-options';
import { VOTE_OPTION } from './modules/gov-tally';
import type { KVStore } from './store';

const DAY_MS = 86_400_000;
const XYZ = 1_000_000n;
const DEPOSIT = [{ denom: 'uxyz', amount: (10n * XYZ).toString() }];
const VOTING_MS = GOV_PARAMS.votingPeriodSeconds * 1000;

function closedProposal(
  id: string,
  submit: Date,
  fields: Pick<Proposal, 'title' | 'summary' | 'status' | 'finalTally'>,
): Proposal {
  const proposer = DEVNET_KEYS['validator-1'].address;
  return {
    id,
    ...fields,
    metadata: '',
    proposer,
    submitTime: rfc3339(submit),
    depositEndTime: rfc3339(new Date(submit.getTime() + VOTING_MS)),
    votingStartTime: rfc3339(submit),
    votingEndTime: rfc3339(new Date(submit.getTime() + VOTING_MS)),
    totalDeposit: DEPOSIT,
    deposits: [{ depositor: proposer, amount: DEPOSIT }],
  };
}

/** Writes proposals 1 (passed), 2 (rejected) and 3 (voting until `now` + the devnet voting period). */
export function writeGenesisProposals(store: KVStore, opts: { genesisTime: Date; now: Date }): void {
  const t = opts.genesisTime.getTime();
  setProposal(
    store,
    closedProposal('1', new Date(t - 30 * DAY_MS), {
      title: 'Enable the XYZ launchpad',
      summary: 'Turns on the token launchpad contract (code 2) for everyone.',
      status: PROPOSAL_STATUS.PASSED,
      finalTally: { yes: '2100000000000', abstain: '300000000000', no: '200000000000', noWithVeto: '0' },
    }),
  );
  setProposal(
    store,
    closedProposal('2', new Date(t - 20 * DAY_MS), {
      title: 'Raise the minimum gas price to 0.1uxyz',
      summary: 'Quadruples the minimum gas price to discourage spam.',
      status: PROPOSAL_STATUS.REJECTED,
      finalTally: {
        yes: '400000000000',
        abstain: '100000000000',
        no: '2000000000000',
        noWithVeto: '50000000000',
      },
    }),
  );
  const voting = openProposal(store, {
    title: 'Fund the devnet community faucet',
    summary: 'Sends 100,000 XYZ from the community pool to the devnet faucet.',
    proposer: DEVNET_KEYS['validator-1'].address,
    deposit: DEPOSIT,
    start: opts.genesisTime,
    votingEnd: new Date(opts.now.getTime() + DEVNET_VOTING_PERIOD_SECONDS * 1000),
  });
  setVote(store, {
    proposalId: voting.id,
    voter: DEVNET_KEYS['validator-1'].address,
    options: nonSplitOption(VOTE_OPTION.YES),
    metadata: '',
  });
}
