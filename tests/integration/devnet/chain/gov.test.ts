// Conformance over HTTP: gov v1 on the devnet — genesis proposals and reads (filters, pagination, tally,
// votes), MsgVote signed in SIGN_MODE_DIRECT and LEGACY_AMINO_JSON (ledger-sdk/v1 amino names), weighted
// votes, a delegator overriding its validator, votes outside the voting period refused with gov code 3,
// tx search by the vote event, the control opening a proposal, and the end-block close.
/* eslint-disable @typescript-eslint/no-explicit-any -- gateway JSON bodies are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MsgVote, MsgVoteWeighted } from 'cosmjs-types/cosmos/gov/v1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import type { RunningDevnet } from '../../../../devnet/index';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { GOV_PARAMS } from '../../../../devnet/chain/modules/gov';
import { validatorOperator } from '../../../../devnet/chain/genesis';
import {
  broadcast,
  directSigner,
  getJson,
  msgs,
  postJson,
  produce,
  signAmino,
  signDirect,
  testDevnet,
  txByHash,
  type DirectTestSigner,
} from './support';
import { named } from '../../support/dialect';

/** As the tests write them (spec names); txs are built with `named(...)`, the run's dialect. */
const VOTE_URL = '/ledger.gov.v1.MsgVote';
const WEIGHTED_URL = '/ledger.gov.v1.MsgVoteWeighted';
const XYZ = 1_000_000n;

const voteMsg = (proposalId: number, voter: string, option: number): Any => ({
  typeUrl: named(VOTE_URL),
  value: MsgVote.encode({ proposalId: BigInt(proposalId), voter, option, metadata: '' }).finish(),
});

describe('devnet chain: governance (gov v1)', () => {
  let devnet: RunningDevnet;
  let nowMs = Date.now();
  let alice: DirectTestSigner;
  let val2: DirectTestSigner;
  const gov = (path: string) => getJson(`${devnet.chainRestUrl}/ledger/gov/v1${path}`);
  const tallyOf = async (id: number) => (await gov(`/proposals/${id}/tally`)).body.tally;
  /** Broadcasts, commits a block and returns the delivered tx_response. */
  const deliver = async (tx: Uint8Array) => {
    const checked = await broadcast(devnet, tx);
    expect(checked.code).toBe(0);
    await produce(devnet);
    return (await txByHash(devnet, checked.txhash)).body.tx_response;
  };

  beforeAll(async () => {
    devnet = await testDevnet({ clock: () => new Date(nowMs) });
    alice = await directSigner(DEVNET_KEYS.alice.mnemonic);
    val2 = await directSigner(DEVNET_KEYS['validator-2'].mnemonic);
  });
  afterAll(() => devnet?.stop());

  it('starts with a passed, a rejected and a voting proposal, filtered by status and paginated', async () => {
    const all = await gov('/proposals');
    expect(all.status).toBe(200);
    expect(all.body.proposals.map((p: any) => [p.id, p.status])).toEqual([
      ['1', 'PROPOSAL_STATUS_PASSED'],
      ['2', 'PROPOSAL_STATUS_REJECTED'],
      ['3', 'PROPOSAL_STATUS_VOTING_PERIOD'],
    ]);
    const voting = (await gov('/proposals?proposal_status=PROPOSAL_STATUS_VOTING_PERIOD')).body.proposals;
    expect(voting.map((p: any) => p.id)).toEqual(['3']);
    expect((await gov('/proposals?proposal_status=3')).body.proposals.map((p: any) => p.id)).toEqual(['1']);
    const first = (await gov('/proposals?pagination.limit=2&pagination.count_total=true')).body;
    expect(first.proposals).toHaveLength(2);
    expect(first.pagination.total).toBe('3');
    const rest = (await gov(`/proposals?pagination.key=${encodeURIComponent(first.pagination.next_key)}`))
      .body;
    expect(rest.proposals.map((p: any) => p.id)).toEqual(['3']);
    expect(rest.pagination).toEqual({ next_key: null, total: '0' });
    expect((await gov('/proposals?proposal_status=BOGUS')).status).toBe(400);
  });

  it('shows a proposal in the SDK v1 shape; unknown is 404, id 0 is 400', async () => {
    const { body } = await gov('/proposals/3');
    expect(Object.keys(body.proposal).sort()).toEqual(
      [
        'id',
        'messages',
        'status',
        'final_tally_result',
        'submit_time',
        'deposit_end_time',
        'total_deposit',
        'voting_start_time',
        'voting_end_time',
        'metadata',
        'title',
        'summary',
        'proposer',
      ].sort(),
    );
    expect(body.proposal.final_tally_result).toEqual({
      yes_count: '0',
      abstain_count: '0',
      no_count: '0',
      no_with_veto_count: '0',
    });
    expect(Date.parse(body.proposal.voting_end_time)).toBeGreaterThan(nowMs + 5 * 60_000);
    const passed = (await gov('/proposals/1')).body.proposal;
    expect(passed.final_tally_result.yes_count).not.toBe('0');
    expect(await tallyOf(1)).toEqual(passed.final_tally_result);
    expect(await gov('/proposals/99')).toEqual({
      status: 404,
      body: { code: 5, message: "proposal 99 doesn't exist", details: [] },
    });
    expect((await gov('/proposals/0')).status).toBe(400);
  });

  it("lists the proposer's deposit and filters proposals by depositor", async () => {
    const proposer = DEVNET_KEYS['validator-1'].address;
    const deposit = {
      proposal_id: '3',
      depositor: proposer,
      amount: [{ denom: 'uxyz', amount: '10000000' }],
    };
    expect((await gov('/proposals/3/deposits')).body.deposits).toEqual([deposit]);
    expect((await gov(`/proposals/3/deposits/${proposer}`)).body.deposit).toEqual(deposit);
    expect((await gov(`/proposals/3/deposits/${DEVNET_KEYS.alice.address}`)).status).toBe(400);
    const byProposer = (await gov(`/proposals?depositor=${proposer}`)).body.proposals;
    expect(byProposer.map((p: any) => p.id)).toEqual(['1', '2', '3']);
    expect((await gov(`/proposals?depositor=${DEVNET_KEYS.alice.address}`)).body.proposals).toEqual([]);
  });

  it('reports the tally params that the tally applies', async () => {
    const { body } = await gov('/params/tallying');
    expect(body.tally_params).toEqual({
      quorum: GOV_PARAMS.tally.quorum,
      threshold: GOV_PARAMS.tally.threshold,
      veto_threshold: GOV_PARAMS.tally.vetoThreshold,
    });
    expect(body.params.burn_vote_veto).toBe(GOV_PARAMS.tally.burnVoteVeto);
    expect(body.params.burn_vote_quorum).toBe(GOV_PARAMS.tally.burnVoteQuorum);
  });

  it('counts a direct-signed MsgVote in the live tally, with the proposal_vote event', async () => {
    expect(await tallyOf(3)).toMatchObject({ yes_count: String(1_000_000n * XYZ) });
    const res = await deliver(await signDirect(devnet, val2, { messages: [voteMsg(3, val2.address, 1)] }));
    expect(res.code).toBe(0);
    const voteEvent = res.events.find((e: any) => e.type === 'proposal_vote');
    expect(voteEvent.attributes.map((a: any) => [a.key, a.value])).toEqual([
      ['voter', val2.address],
      ['option', 'option:VOTE_OPTION_YES weight:"1.000000000000000000"'],
      ['proposal_id', '3'],
    ]);
    expect(res.tx.body.messages[0]).toEqual({
      '@type': VOTE_URL,
      proposal_id: '3',
      voter: val2.address,
      option: 'VOTE_OPTION_YES',
      metadata: '',
    });
    expect(await tallyOf(3)).toMatchObject({ yes_count: String(2_000_000n * XYZ) });
  });

  it("counts an amino-signed vote of a delegator against its validator's vote", async () => {
    const operator1 = validatorOperator('validator-1');
    const delegated = await deliver(
      await signDirect(devnet, alice, {
        messages: [msgs.delegate(alice.address, operator1, { denom: 'uxyz', amount: String(1_000n * XYZ) })],
      }),
    );
    expect(delegated.code).toBe(0);
    expect(await tallyOf(3)).toMatchObject({ yes_count: String(2_001_000n * XYZ) });
    const res = await deliver(
      await signAmino(devnet, DEVNET_KEYS.alice.mnemonic, {
        // Go amino JSON: uint64 as a string, the enum as a number, empty metadata omitted.
        aminoMsgs: [
          {
            type: named('ledger-sdk/v1/MsgVote'),
            value: { proposal_id: '3', voter: alice.address, option: 3 },
          },
        ],
        protoMsgs: [voteMsg(3, alice.address, 3)],
      }),
    );
    expect(res.code).toBe(0);
    expect(await tallyOf(3)).toMatchObject({
      yes_count: String(2_000_000n * XYZ),
      no_count: String(1_000n * XYZ),
    });
    const { body } = await gov(`/proposals/3/votes/${alice.address}`);
    expect(body.vote).toEqual({
      proposal_id: '3',
      voter: alice.address,
      options: [{ option: 'VOTE_OPTION_NO', weight: '1.000000000000000000' }],
      metadata: '',
    });
  });

  it('counts an amino-signed weighted vote split by its weights', async () => {
    const val3 = DEVNET_KEYS['validator-3'];
    const options = [
      { option: 1, weight: '0.500000000000000000' },
      { option: 2, weight: '0.500000000000000000' },
    ];
    const res = await deliver(
      await signAmino(devnet, val3.mnemonic, {
        aminoMsgs: [
          {
            type: named('ledger-sdk/v1/MsgVoteWeighted'),
            value: { proposal_id: '3', voter: val3.address, options, metadata: '' },
          },
        ],
        protoMsgs: [
          {
            typeUrl: named(WEIGHTED_URL),
            value: MsgVoteWeighted.encode({
              proposalId: 3n,
              voter: val3.address,
              options,
              metadata: '',
            }).finish(),
          },
        ],
      }),
    );
    expect(res.code).toBe(0);
    expect(await tallyOf(3)).toEqual({
      yes_count: String(2_500_000n * XYZ),
      abstain_count: String(500_000n * XYZ),
      no_count: String(1_000n * XYZ),
      no_with_veto_count: '0',
    });
    const votes = (await gov('/proposals/3/votes?pagination.count_total=true')).body;
    expect(votes.votes).toHaveLength(4);
    expect(votes.pagination.total).toBe('4');
  });

  it('finds vote txs by the proposal_vote event and proposals by voter', async () => {
    const filter = encodeURIComponent(`proposal_vote.voter='${alice.address}'`);
    const { body } = await getJson(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs?events=${filter}`);
    expect(body.tx_responses).toHaveLength(1);
    expect(body.tx_responses[0].tx.body.messages[0]['@type']).toBe(VOTE_URL);
    expect((await gov(`/proposals?voter=${alice.address}`)).body.proposals.map((p: any) => p.id)).toEqual([
      '3',
    ]);
  });

  it('refuses votes on closed and unknown proposals with gov code 3 (inactive proposal)', async () => {
    const closed = await deliver(await signDirect(devnet, val2, { messages: [voteMsg(1, val2.address, 1)] }));
    expect(closed).toMatchObject({
      code: 3,
      codespace: 'gov',
      raw_log: 'failed to execute message; message index: 0: 1: inactive proposal',
    });
    const unknown = await deliver(
      await signDirect(devnet, val2, { messages: [voteMsg(42, val2.address, 1)] }),
    );
    expect(unknown).toMatchObject({
      code: 3,
      codespace: 'gov',
      raw_log: expect.stringContaining('42: inactive proposal'),
    });
    const invalid = await broadcast(
      devnet,
      await signDirect(devnet, val2, { messages: [voteMsg(3, val2.address, 0)] }),
    );
    expect(invalid).toMatchObject({ code: 7, codespace: 'gov' });
  });

  it('opens a proposal through the control; when its period ends unvoted it is rejected and closed to votes', async () => {
    const opened = await postJson(`${devnet.backendUrl}/devnet/gov/proposals`, {
      title: 'Test proposal',
      voting_period_seconds: 60,
    });
    expect(opened).toMatchObject({ status: 200, body: { proposal_id: '4' } });
    const proposal = (await gov('/proposals/4')).body.proposal;
    expect(proposal).toMatchObject({ status: 'PROPOSAL_STATUS_VOTING_PERIOD', title: 'Test proposal' });
    expect(proposal.summary).not.toBe('');
    expect(
      (await postJson(`${devnet.backendUrl}/devnet/gov/proposals`, { voting_period_seconds: 0 })).status,
    ).toBe(400);
    nowMs += 61_000;
    await produce(devnet);
    expect((await gov('/proposals/4')).body.proposal.status).toBe('PROPOSAL_STATUS_REJECTED');
    const late = await deliver(await signDirect(devnet, val2, { messages: [voteMsg(4, val2.address, 1)] }));
    expect(late).toMatchObject({ code: 3, codespace: 'gov' });
  });

  it('closes the genesis proposal at the end of its voting period: PASSED with the final tally', async () => {
    const live = await tallyOf(3);
    nowMs += 15 * 60_000;
    await produce(devnet);
    const { proposal } = (await gov('/proposals/3')).body;
    expect(proposal.status).toBe('PROPOSAL_STATUS_PASSED');
    expect(proposal.final_tally_result).toEqual(live);
    expect(await tallyOf(3)).toEqual(live);
    expect((await gov('/proposals/3/votes')).body.votes).toEqual([]);
    expect((await gov(`/proposals/3/votes/${alice.address}`)).status).toBe(400);
  });
});
