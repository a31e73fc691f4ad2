// Unit: gov v1 vote rules as SDK v0.47 applies them — ValidateBasic (voter address, option, weights summing
// to 1), AddVote (closed or unknown proposal: inactive 3; metadata 15; a later vote replacing an earlier one,
// the proposal_vote event), and the end-block close of the genesis voting proposal.
import { beforeEach, describe, expect, it } from 'vitest';
import { Chain } from '../../../../devnet/chain/chain';
import { makeContext } from '../../../../devnet/chain/context';
import { GasMeter } from '../../../../devnet/chain/gas';
import { writeBaseGenesis } from '../../../../devnet/chain/genesis';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { validateBasic } from '../../../../devnet/chain/handlers';
import type { Msg } from '../../../../devnet/chain/codec/messages';
import {
  DEVNET_VOTING_PERIOD_SECONDS,
  addVote,
  getProposal,
  listVotes,
  tallyProposal,
} from '../../../../devnet/chain/modules/gov';
import { nonSplitOption } from '../../../../devnet/chain/modules/gov-options';
import { VOTE_OPTION } from '../../../../devnet/chain/modules/gov-tally';
import { ChainError } from '../../../../devnet/chain/types';

const alice = DEVNET_KEYS.alice.address;
const val2 = DEVNET_KEYS['validator-2'].address;
const val3 = DEVNET_KEYS['validator-3'].address;

function failure(fn: () => void): { codespace: string; code: number; message: string } {
  try {
    fn();
  } catch (err) {
    if (err instanceof ChainError) return { codespace: err.codespace, code: err.code, message: err.message };
    throw err;
  }
  throw new Error('expected a ChainError');
}

const vote = (option: number, voter: string = alice): Msg => ({
  kind: 'vote',
  proposalId: 3n,
  voter,
  option,
  metadata: '',
});
const weighted = (options: Array<[number, string]>): Msg => ({
  kind: 'voteWeighted',
  proposalId: 3n,
  voter: alice,
  options: options.map(([option, weight]) => ({ option, weight })),
  metadata: '',
});

describe('gov vote ValidateBasic', () => {
  it('accepts the four options and weights summing to exactly 1', () => {
    for (const option of Object.values(VOTE_OPTION)) expect(() => validateBasic(vote(option))).not.toThrow();
    expect(() =>
      validateBasic(
        weighted([
          [VOTE_OPTION.YES, '0.7'],
          [VOTE_OPTION.NO_WITH_VETO, '0.300000000000000000'],
        ]),
      ),
    ).not.toThrow();
  });

  it('refuses an unspecified or unknown option with gov code 7', () => {
    expect(failure(() => validateBasic(vote(0)))).toEqual({
      codespace: 'gov',
      code: 7,
      message: 'VOTE_OPTION_UNSPECIFIED: invalid vote option',
    });
    expect(failure(() => validateBasic(vote(5)))).toMatchObject({ codespace: 'gov', code: 7 });
  });

  it('refuses a bad voter address with sdk code 7', () => {
    expect(failure(() => validateBasic(vote(1, 'xyz1notanaddress')))).toMatchObject({
      codespace: 'sdk',
      code: 7,
    });
  });

  it('refuses weights that do not sum to 1, repeat an option, or fall outside (0, 1]', () => {
    const { YES, NO } = VOTE_OPTION;
    const cases: Array<[Array<[number, string]>, string]> = [
      [
        [
          [YES, '0.5'],
          [NO, '0.4'],
        ],
        'Total weight lower than 1.00: invalid vote option',
      ],
      [
        [
          [YES, '0.7'],
          [NO, '0.4'],
        ],
        'Total weight overflow 1.00: invalid vote option',
      ],
      [
        [
          [YES, '0.5'],
          [YES, '0.5'],
        ],
        'Duplicated vote option: invalid vote option',
      ],
      [
        [
          [YES, '0'],
          [NO, '1'],
        ],
        'option:VOTE_OPTION_YES weight:"0" : invalid vote option',
      ],
      [[[YES, '1.5']], 'option:VOTE_OPTION_YES weight:"1.5" : invalid vote option'],
    ];
    for (const [options, message] of cases)
      expect(failure(() => validateBasic(weighted(options)))).toEqual({ codespace: 'gov', code: 7, message });
    expect(failure(() => validateBasic(weighted([])))).toMatchObject({ codespace: 'sdk', code: 18 });
  });
});

describe('gov AddVote and the end-block tally', () => {
  const genesis = new Date('2026-11-20T00:00:00Z');
  const now = new Date('2026-11-22T00:00:00Z');
  let chain: Chain;
  const ctxAt = (time: Date) =>
    makeContext(chain.state, new GasMeter(), { height: chain.height() + 1, time, chainId: chain.chainId });

  beforeEach(() => {
    chain = new Chain({ contracts: [], bridgeAuthority: DEVNET_KEYS.faucet.address, clock: () => now });
    writeBaseGenesis(chain, genesis);
  });

  it('has proposal 3 in voting until the devnet voting period after start, validator-1 voting yes', () => {
    const p = getProposal(chain.state, 3)!;
    expect(p.status).toBe('PROPOSAL_STATUS_VOTING_PERIOD');
    expect(Date.parse(p.votingEndTime)).toBe(now.getTime() + DEVNET_VOTING_PERIOD_SECONDS * 1000);
    expect(tallyProposal(chain.state, 3).tally.yes).toBe('1000000000000');
    expect(getProposal(chain.state, 1)!.status).toBe('PROPOSAL_STATUS_PASSED');
    expect(getProposal(chain.state, 2)!.status).toBe('PROPOSAL_STATUS_REJECTED');
  });

  it('refuses closed and unknown proposals as inactive (gov 3, as v0.47), and metadata over 255 (gov 15)', () => {
    const yes = nonSplitOption(VOTE_OPTION.YES);
    expect(failure(() => addVote(ctxAt(now), 99n, alice, yes, ''))).toEqual({
      codespace: 'gov',
      code: 3,
      message: '99: inactive proposal',
    });
    expect(failure(() => addVote(ctxAt(now), 1n, alice, yes, ''))).toEqual({
      codespace: 'gov',
      code: 3,
      message: '1: inactive proposal',
    });
    expect(failure(() => addVote(ctxAt(now), 3n, alice, yes, 'x'.repeat(256)))).toMatchObject({
      codespace: 'gov',
      code: 15,
    });
  });

  it('replaces an earlier vote and emits proposal_vote with voter, option and proposal_id', () => {
    addVote(ctxAt(now), 3n, val2, nonSplitOption(VOTE_OPTION.NO), '');
    const ctx = ctxAt(now);
    addVote(
      ctx,
      3n,
      val2,
      [
        { option: VOTE_OPTION.YES, weight: '0.5' },
        { option: VOTE_OPTION.ABSTAIN, weight: '0.5' },
      ],
      'changed my mind',
    );
    expect(listVotes(chain.state, 3).filter((v) => v.voter === val2)).toEqual([
      {
        proposalId: '3',
        voter: val2,
        options: [
          { option: VOTE_OPTION.YES, weight: '0.5' },
          { option: VOTE_OPTION.ABSTAIN, weight: '0.5' },
        ],
        metadata: 'changed my mind',
      },
    ]);
    expect(ctx.events.events[0]).toEqual({
      type: 'proposal_vote',
      attributes: [
        { key: 'voter', value: val2, index: true },
        {
          key: 'option',
          value: 'option:VOTE_OPTION_YES weight:"0.5" \noption:VOTE_OPTION_ABSTAIN weight:"0.5"',
          index: true,
        },
        { key: 'proposal_id', value: '3', index: true },
      ],
    });
    expect(tallyProposal(chain.state, 3).tally).toMatchObject({
      yes: '1500000000000',
      abstain: '500000000000',
    });
  });

  it('closes the proposal at the first block at or after its voting end: PASSED, final tally kept, votes gone', () => {
    // validator-1 voted YES at genesis; with validator-2 and -3 that is 3M of the 6.1M bonded (quorum 33.4%).
    addVote(ctxAt(now), 3n, val2, nonSplitOption(VOTE_OPTION.YES), '');
    addVote(ctxAt(now), 3n, val3, nonSplitOption(VOTE_OPTION.YES), '');
    const end = Date.parse(getProposal(chain.state, 3)!.votingEndTime);
    chain.produceBlock(new Date(end - 1000));
    expect(getProposal(chain.state, 3)!.status).toBe('PROPOSAL_STATUS_VOTING_PERIOD');
    chain.produceBlock(new Date(end));
    const closed = getProposal(chain.state, 3)!;
    expect(closed.status).toBe('PROPOSAL_STATUS_PASSED');
    expect(closed.finalTally).toEqual({ yes: '3000000000000', abstain: '0', no: '0', noWithVeto: '0' });
    expect(listVotes(chain.state, 3)).toEqual([]);
    expect(
      failure(() => addVote(ctxAt(new Date(end + 5000)), 3n, alice, nonSplitOption(1), '')),
    ).toMatchObject({
      codespace: 'gov',
      code: 3,
    });
  });

  it('rejects the genesis proposal when only validator-1 (1M of the 6.1M bonded) voted: no quorum', () => {
    const end = Date.parse(getProposal(chain.state, 3)!.votingEndTime);
    chain.produceBlock(new Date(end + 1));
    expect(getProposal(chain.state, 3)!.status).toBe('PROPOSAL_STATUS_REJECTED');
    expect(getProposal(chain.state, 3)!.finalTally.yes).toBe('1000000000000');
  });
});
