// Real answers of a Cosmos SDK v0.47.5 node (recorded-captures.ts says where each comes from), served by the same
// recorded-answer fetch as cosmos-node-answers.test.ts and read by the wallet's chain client in the stock dialect.
// The captures are used exactly as recorded: the client does not check bech32 prefixes or denoms, so no transform of
// the chain's `st` prefix or `wei` denom is needed; the one transform is wrapping an element of the accounts list as
// the single-account answer (`{ account: element }`), which is what GET /cosmos/auth/v1beta1/accounts/{a} returns.
import { describe, expect, it } from 'vitest';
import { createChainRestClient } from '../../../../electron/core/chain/chain-rest';
import { httpOptions } from '../../../../electron/core/chain/http';
import { recentHistoryFromChain } from '../../../../electron/core/sync/history-from-chain';
import { toNodeInfoView } from '../../../../electron/core/sync/node-info';
import {
  decCoinsAmount,
  estimateApr,
  toMyVote,
  toProposalView,
  toStakeValidator,
  validatorsWithRewards,
} from '../../../../electron/core/sync/staking-views';
import { fakeFetch, noSleep } from './fake-fetch';
import {
  captureFolder,
  captureFolders,
  readCapture,
  STRATOS_V047,
  STRATOS_V047_CAPTURES,
  type Capture,
} from './recorded-captures';

const REST = 'https://rest.node.example';
const FOLDER = captureFolder(STRATOS_V047_CAPTURES);
const byName = new Map(STRATOS_V047_CAPTURES.map((capture) => [capture.name, capture]));

function capture(name: string): Capture {
  const found = byName.get(`stratos-v047-${name}`);
  if (!found) throw new Error(`no capture named ${name}`);
  return found;
}
const answer = (name: string) => readCapture(FOLDER!, capture(name));

/** Address, validator and hash segments the captures were asked with (their `request`). */
const segment = (name: string, index: number) =>
  new URL(capture(name).request, REST).pathname.split('/')[index]!;
const DELEGATOR = segment('delegations', 5);
const REWARDED = segment('rewards', 5);
const UNBONDING = segment('unbonding', 5);
const VALIDATOR = segment('validator', 5);
const TX_HASH = segment('get-tx', 5);

/** The recorded node: each capture answers the path it was asked on; the search answers any search. */
function recordedNode() {
  const routes = new Map(
    STRATOS_V047_CAPTURES.map((c) => [
      new URL(c.request, REST).pathname,
      c.name.replace('stratos-v047-', ''),
    ]),
  );
  return fakeFetch((url, method) => {
    const { pathname } = new URL(url);
    if (pathname === '/cosmos/tx/v1beta1/txs' && method === 'GET') return { body: answer('search-txs') };
    const name = routes.get(pathname);
    if (name && method === 'GET') return { body: answer(name) };
    return { status: 501, body: { code: 12, message: 'Not Implemented', details: [] } };
  });
}

const client = (fake = recordedNode()) =>
  createChainRestClient(
    { restUrl: REST, dialect: 'cosmos' },
    httpOptions({ fetch: fake.fetch, sleep: noSleep, retries: 0 }),
  );

describe('the recorded captures', () => {
  it('name each answer once, by its source lines and the sha256 of its text', () => {
    const names = STRATOS_V047_CAPTURES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of STRATOS_V047_CAPTURES) {
      expect(c.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(c.lines).toMatch(/^\d+-\d+$/);
      expect(c.request.startsWith('/cosmos/')).toBe(true);
    }
    expect(STRATOS_V047.commit).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe.skipIf(!FOLDER)(
  `a Cosmos SDK v0.47.5 node as recorded (${STRATOS_V047.repo}@${STRATOS_V047.commit.slice(0, 8)}; captures looked for in ${captureFolders().join(', ')})`,
  () => {
    it('node_info: chain id, CometBFT and SDK versions, build_deps as objects', async () => {
      const view = toNodeInfoView(await client().nodeInfo(), 'cosmos', 1);
      expect(view).toMatchObject({
        chainId: 'testchain',
        consensusVersion: '0.37.2',
        appBinaryName: 'stchaind',
        appVersion: 'v0.12.0',
        sdkVersion: 'v0.47.5',
      });
    });

    it('syncing, the latest block (with sdk_block) and a block by height with its txs', async () => {
      const chain = client();
      expect(await chain.syncing()).toEqual({ syncing: false });
      expect((await chain.latestBlock()).block.header).toMatchObject({
        height: '838',
        chain_id: 'testchain',
      });
      expect((await chain.blockAt(3)).block.data?.txs).toHaveLength(1);
    });

    it('a tx by hash: logs filled, info "", codespace "", data, events with index flags, tip null', async () => {
      const reply = await client().getTx(TX_HASH);
      expect(reply?.tx_response).toMatchObject({ height: '557', txhash: TX_HASH, code: 0, codespace: '' });
      expect(reply?.tx?.body.messages[0]?.['@type']).toBe('/cosmos.bank.v1beta1.MsgSend');
      expect(reply?.tx?.auth_info.fee?.gas_limit).toBe('442524');
      const raw = answer('get-tx') as { tx_response: { logs: unknown[]; info: string } };
      expect(raw.tx_response.logs).toHaveLength(1);
      expect(raw.tx_response.info).toBe('');
      expect(reply?.tx_response.events?.find((e) => e.type === 'tx')?.attributes[0]).toMatchObject({
        key: 'fee',
        index: true,
      });
    });

    it('a search page as v0.47 answers it: pagination null, total "1", so no next page', async () => {
      const fake = recordedNode();
      const reply = await client(fake).searchTxs({ events: ['tx.height=557'] });
      expect(reply.pagination).toBeNull();
      expect(reply.total).toBe('1');
      expect(reply.tx_responses).toHaveLength(1);
      expect(reply.txs?.[0]?.body.messages[0]?.['@type']).toBe('/cosmos.bank.v1beta1.MsgSend');
      expect(reply.next).toBeNull();
      const asked = new URL(fake.requests[0]!.url).searchParams;
      expect([asked.getAll('events'), asked.get('query'), asked.get('page')]).toEqual([
        ['tx.height=557'],
        'tx.height=557',
        '1',
      ]);
    });

    it('history from chain search: the recorded send is "out" for its sender and "in" for its recipient', async () => {
      const reply = await client().getTx(TX_HASH);
      const send = reply!.tx!.body.messages[0]!;
      const [sent] = await recentHistoryFromChain(client(), String(send['from_address']));
      expect(sent).toMatchObject({
        hash: TX_HASH,
        height: 557,
        code: 0,
        direction: 'out',
        fee: [{ denom: 'wei', amount: '442524000000000' }],
      });
      const received = await recentHistoryFromChain(client(), String(send['to_address']));
      expect(received.map((row) => [row.hash, row.direction])).toEqual([[TX_HASH, 'in']]);
    });

    it('bank: balances, supply and supply by denom of a 26-digit amount, pagination with next_key null', async () => {
      const chain = client();
      const balances = await chain.balances(REWARDED);
      expect(balances.balances).toEqual([{ denom: 'wei', amount: '99991399999400000000000000' }]);
      expect(balances.pagination).toEqual({ next_key: null, total: '1' });
      expect((await chain.supply()).supply[0]?.denom).toBe('wei');
      expect((await chain.supplyByDenom('wei')).amount.denom).toBe('wei');
    });

    it('accounts: a BaseAccount with a chain-specific key type, and every module account of the list', async () => {
      const single = capture('account');
      const address = new URL(single.request, REST).pathname.split('/')[5]!;
      const account = await client().account(address);
      expect(account).toMatchObject({ accountNumber: 0n, sequence: 4n });
      expect(account?.pubKey).toBe('Agkwb1xacHBqeqGBIqRacXgf0qKTnEBPCEtH2vTE01Ke');
      const list = answer('accounts-list') as { accounts: Array<Record<string, unknown>> };
      const modules = list.accounts.filter((a) => a['@type'] === '/cosmos.auth.v1beta1.ModuleAccount');
      expect(modules.length).toBeGreaterThan(0);
      for (const element of list.accounts) {
        const one = client(fakeFetch(() => ({ body: { account: element } })));
        const read = await one.account('any');
        expect(read?.pubKey === null || typeof read?.pubKey === 'string').toBe(true);
        expect(read?.address).toMatch(/^st1/);
      }
    });

    it('staking: validators (v0.47 fields), one validator, delegations, unbondings, pool and params', async () => {
      const chain = client();
      expect((await chain.validators()).validators[0]).toMatchObject({
        operator_address: VALIDATOR,
        status: 'BOND_STATUS_BONDED',
      });
      expect((await chain.stakingValidators()).validators[0]?.commission.commission_rates.rate).toBe(
        '0.100000000000000000',
      );
      expect((await chain.stakingValidator(VALIDATOR)).validator.description.moniker).toBe('node');
      expect((await chain.delegations(DELEGATOR)).delegation_responses[0]?.balance.denom).toBe('wei');
      expect((await chain.unbondingDelegations(UNBONDING)).unbonding_responses[0]?.entries[0]).toMatchObject({
        unbonding_id: '1',
        balance: '1000000000000000000',
      });
      expect((await chain.stakingPool()).pool.bonded_tokens).toBe('504000000000000000000');
      expect((await chain.stakingParams()).params).toMatchObject({
        unbonding_time: '1814400s',
        bond_denom: 'wei',
      });
    });

    it('distribution: rewards with 21 integer digits, a commission, the community pool and params', async () => {
      const chain = client();
      expect((await chain.delegatorRewards(REWARDED)).total).toEqual([
        { denom: 'wei', amount: '470444828785397799437.412000000000000000' },
      ]);
      const commissioned = segment('commission', 5);
      expect((await chain.validatorCommission(commissioned)).commission.commission.length).toBeGreaterThan(0);
      expect((await chain.communityPool()).pool[0]?.denom).toBe('wei');
      expect((await chain.distributionParams()).params.community_tax).toMatch(/^\d+\.\d{18}$/);
    });

    it('gov v1 (v0.47: no expedited, null voting times): proposals, one proposal, tally, a vote, deposit params', async () => {
      const chain = client();
      const [proposal] = (await chain.proposals()).proposals;
      expect(proposal).toMatchObject({
        id: '1',
        status: 'PROPOSAL_STATUS_DEPOSIT_PERIOD',
        voting_start_time: null,
      });
      expect(proposal?.messages?.[0]?.['@type']).toBe('/cosmos.gov.v1.MsgExecLegacyContent');
      expect((await chain.proposal('1')).proposal.id).toBe('1');
      expect((await chain.tally('1')).tally.yes_count).toBe('500000000000000000000');
      const voter = segment('vote', 7);
      expect((await chain.vote('1', voter))?.vote.options[0]?.option).toBe('VOTE_OPTION_YES');
      expect((await chain.govParams('deposit')).params?.quorum).toBe('0.334000000000000000');
    });

    it('the staking views over them: an active validator, whole rewards, an APR, a deposit-period proposal, a vote', async () => {
      const chain = client();
      const [validator] = (await chain.stakingValidators()).validators;
      expect(toStakeValidator(validator!)).toMatchObject({
        operatorAddress: VALIDATOR,
        active: true,
        status: 'bonded',
      });
      const rewards = await chain.delegatorRewards(REWARDED);
      expect(decCoinsAmount(rewards.total, 'wei')).toBe(470444828785397799437n);
      expect(validatorsWithRewards(rewards.rewards ?? [], 'wei')).toEqual([
        rewards.rewards![0]!.validator_address,
      ]);
      const pool = (await chain.stakingPool()).pool;
      const apr = estimateApr({
        inflation: (await chain.mintInflation()).inflation,
        communityTax: (await chain.distributionParams()).params.community_tax,
        supply: BigInt((await chain.supply()).supply[0]!.amount),
        bonded: BigInt(pool.bonded_tokens),
      });
      expect(apr).toMatch(/^\d+\.\d{4}$/);
      const [proposal] = (await chain.proposals()).proposals;
      expect(toProposalView(proposal!)).toMatchObject({
        status: 'deposit',
        submitTime: Date.parse('2024-03-07T20:26:22.453Z'),
        votingStartTime: null,
        votingEndTime: null,
        messageTypes: ['/cosmos.gov.v1.MsgExecLegacyContent'],
      });
      const vote = await chain.vote('1', segment('vote', 7));
      expect(toMyVote(vote!.vote.options)).toEqual({
        options: [{ option: 'yes', weight: '1.000000000000000000' }],
      });
    });

    it('mint: params and inflation', async () => {
      const chain = client();
      expect((await chain.mintParams()).params).toMatchObject({
        mint_denom: 'wei',
        blocks_per_year: '6311520',
      });
      expect((await chain.mintInflation()).inflation).toMatch(/^0\.\d{18}$/);
    });
  },
);
