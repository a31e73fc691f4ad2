// Answers shaped as real Cosmos SDK v0.47 / v0.50 nodes give them (tests/fixtures/cosmos-nodes/, see its README),
// read by the wallet's chain client in the stock dialect: the /cosmos/... paths are asked, and every field a real node
// adds that the devnet does not (tx_response.info, logs, data, codespace, events with index flags, tip, build_deps,
// pagination total "0" with next_key null or a key, pagination null, vesting and multisig accounts) parses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createChainRestClient } from '../../../../electron/core/chain/chain-rest';
import { httpOptions } from '../../../../electron/core/chain/http';
import { toNodeInfoView } from '../../../../electron/core/sync/node-info';
import { fakeFetch, noSleep } from './fake-fetch';

const DIR = path.join(__dirname, '../../../fixtures/cosmos-nodes');
const answer = (name: string): unknown => JSON.parse(readFileSync(path.join(DIR, `${name}.json`), 'utf8'));

const REST = 'https://rest.xyz.example';
const ALICE = 'xyz1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n';
const BOB = 'xyz17ggef6kfx9ja2rtcrl4nukyqynn4q6qqyqt64h';
const HASH = '5B2F0B6C0C8E6A7E0E55E2C1B95F7A4F4F8F0C3A4A1DB2E26C6A6B0B7A1E9C3D';

/** A stock node: only /cosmos/... paths answer (anything else is the gateway's 501), from the recorded answers. */
function stockNode(accounts: Record<string, string> = {}) {
  return fakeFetch((url, method) => {
    const { pathname, searchParams } = new URL(url);
    const routes: Record<string, string> = {
      '/cosmos/base/tendermint/v1beta1/node_info': 'node-info-v050',
      '/cosmos/base/tendermint/v1beta1/syncing': 'syncing',
      '/cosmos/base/tendermint/v1beta1/blocks/latest': 'latest-block-v050',
      [`/cosmos/tx/v1beta1/txs/${HASH}`]: 'get-tx-v047',
      '/cosmos/tx/v1beta1/simulate': 'simulate-v050',
      [`/cosmos/bank/v1beta1/balances/${ALICE}`]: 'balances-v050',
      '/cosmos/bank/v1beta1/supply': 'supply-v047',
      '/cosmos/gov/v1/params/voting': 'voting-params-v047',
      '/cosmos/mint/v1beta1/params': 'mint-params-v050',
      '/cosmos/staking/v1beta1/validators': 'validators-v050',
      [`/cosmos/staking/v1beta1/delegations/${ALICE}`]: 'delegations-v050',
      '/cosmos/gov/v1/proposals': 'proposals-v050',
      [`/cosmos/distribution/v1beta1/delegators/${ALICE}/rewards`]: 'rewards-v047',
      [`/cosmos/staking/v1beta1/delegators/${ALICE}/unbonding_delegations`]: 'unbonding-v050',
      '/cosmos/staking/v1beta1/params': 'staking-params-v050',
    };
    for (const [address, fixture] of Object.entries(accounts))
      routes[`/cosmos/auth/v1beta1/accounts/${address}`] = fixture;
    if (pathname === '/cosmos/tx/v1beta1/txs' && method === 'POST')
      return { body: answer('broadcast-sync-v050') };
    if (pathname === '/cosmos/tx/v1beta1/txs') {
      // A v0.50 node reads only `query` (GetTxsEvent refuses an empty one, whatever `events` says).
      if (!searchParams.get('query'))
        return { status: 500, body: { code: 13, message: 'query cannot be empty', details: [] } };
      const events = searchParams.getAll('events');
      return { body: answer(events.includes('tx.height=1') ? 'search-txs-empty-v047' : 'search-txs-v050') };
    }
    const fixture = routes[pathname];
    if (fixture) return { body: answer(fixture) };
    return { status: 501, body: { code: 12, message: 'Not Implemented', details: [] } };
  });
}

const clientOf = (fake: ReturnType<typeof fakeFetch>) =>
  createChainRestClient(
    { restUrl: REST, dialect: 'cosmos' },
    httpOptions({ fetch: fake.fetch, sleep: noSleep, retries: 0 }),
  );

describe('a stock Cosmos SDK node, read in the stock dialect', () => {
  it('node_info (v0.50, with build_deps and other): chain id, versions and cosmos_sdk_version', async () => {
    const reply = await clientOf(stockNode()).nodeInfo();
    const view = toNodeInfoView(reply, 'cosmos', 1);
    expect(view).toMatchObject({
      chainId: 'xyz-1',
      moniker: 'xyz-node-01',
      consensusVersion: '0.38.12',
      protocol: { p2p: '8', block: '11', app: '0' },
      appBinaryName: 'xyzd',
      appVersion: 'v1.0.0',
      sdkVersion: 'v0.50.10',
      goVersion: 'go version go1.22.7 linux/amd64',
    });
  });

  it('a tx by hash (v0.47: logs, data, info, tip, an inner tx Any, events with index flags)', async () => {
    const reply = await clientOf(stockNode()).getTx(HASH);
    expect(reply?.tx_response).toMatchObject({
      height: '1840211',
      code: 0,
      codespace: '',
      gas_used: '68512',
    });
    expect(reply?.tx?.body.messages[0]?.['@type']).toBe('/cosmos.bank.v1beta1.MsgSend');
    expect(reply?.tx_response.events?.find((e) => e.type === 'transfer')?.attributes).toContainEqual({
      key: 'recipient',
      value: BOB,
      index: true,
    });
  });

  it('a search page (v0.50: a failed tx with codespace sdk, tx null, pagination null, total "1": no next page)', async () => {
    const reply = await clientOf(stockNode()).searchTxs({ events: [`message.sender='${ALICE}'`] });
    expect(reply.tx_responses?.[0]).toMatchObject({ code: 5, codespace: 'sdk' });
    expect(reply.pagination).toBeNull();
    expect(reply.total).toBe('1');
    expect(reply.next).toBeNull();
    const empty = await clientOf(stockNode()).searchTxs({ events: ['tx.height=1'] });
    expect(empty.tx_responses).toEqual([]);
    expect(empty.pagination).toBeNull();
  });

  it('the stock paths are the ones asked; a search says its filters as events (v0.47) and as one query (v0.50)', async () => {
    const fake = stockNode();
    await clientOf(fake).searchTxs({
      events: [`message.sender='${ALICE}'`, 'tx.height>=5'],
      orderBy: 'ORDER_BY_DESC',
    });
    const asked = new URL(fake.requests[0]!.url);
    expect(asked.pathname).toBe('/cosmos/tx/v1beta1/txs');
    expect(asked.searchParams.getAll('events')).toEqual([`message.sender='${ALICE}'`, 'tx.height>=5']);
    expect(asked.searchParams.get('query')).toBe(`message.sender='${ALICE}' AND tx.height>=5`);
  });

  it('pages a stock node by number: page and limit asked (at most 100), the next page while `total` says more', async () => {
    const reply = { ...(answer('search-txs-v050') as object), total: '250' };
    const fake = fakeFetch(() => ({ body: reply }));
    const chain = clientOf(fake);
    const first = await chain.searchTxs({ events: [`message.sender='${ALICE}'`], limit: 500 });
    expect(first.next).toBe('page:2');
    const third = await chain.searchTxs({ events: [`message.sender='${ALICE}'`], limit: 500, key: 'page:3' });
    expect(third.next).toBeNull();
    const asked = fake.requests.map((r) => new URL(r.url).searchParams);
    expect(asked.map((q) => [q.get('page'), q.get('limit'), q.get('pagination.key')])).toEqual([
      ['1', '100', null],
      ['3', '100', null],
    ]);
    await expect(chain.searchTxs({ events: ['tx.height=1'], key: 'c29tZWtleQ==' })).rejects.toThrow(
      /not a page cursor/,
    );
  });

  it('the spec dialect keeps the spec’s search (events only)', async () => {
    const fake = fakeFetch(() => ({ body: answer('search-txs-empty-v047') }));
    const spec = createChainRestClient(
      { restUrl: REST, dialect: 'spec' },
      httpOptions({ fetch: fake.fetch, sleep: noSleep, retries: 0 }),
    );
    await spec.searchTxs({ events: [`message.sender='${ALICE}'`] });
    expect(new URL(fake.requests[0]!.url).searchParams.has('query')).toBe(false);
  });

  it('broadcast (sync, refused in CheckTx with code 13) and simulate (gas_wanted MaxUint64)', async () => {
    const client = clientOf(stockNode());
    const sent = await client.broadcast(new Uint8Array([1, 2, 3]));
    expect(sent.tx_response).toMatchObject({ code: 13, codespace: 'sdk', height: '0' });
    const simulated = await client.simulate(new Uint8Array([1, 2, 3]));
    expect(simulated.gasUsed).toBe(75123n);
    expect(simulated.events[0]?.attributes[0]).toEqual({
      key: 'action',
      value: '/cosmos.bank.v1beta1.MsgSend',
      index: false,
    });
  });

  it('bank balances (an ibc/ denom beside uxyz) and supply (a next_key with total "0")', async () => {
    const client = clientOf(stockNode());
    expect((await client.balances(ALICE)).balances.map((c) => c.denom)).toContain('uxyz');
    expect((await client.supply()).pagination).toEqual({ next_key: 'dXh5eg==', total: '0' });
  });

  it('a vesting account (v0.50) is read through to its base account', async () => {
    const account = await clientOf(stockNode({ [BOB]: 'account-vesting-v050' })).account(BOB);
    expect(account).toEqual({
      address: BOB,
      accountNumber: 5n,
      sequence: 0n,
      pubKey: null,
      pubKeyType: null,
    });
  });

  it('an account whose key is a multisig (LegacyAminoPubKey, no single key) is read, with no single pubkey', async () => {
    const account = await clientOf(stockNode({ [ALICE]: 'account-multisig-v047' })).account(ALICE);
    expect(account).toEqual({
      address: ALICE,
      accountNumber: 12n,
      sequence: 4n,
      pubKey: null,
      pubKeyType: '/cosmos.crypto.multisig.LegacyAminoPubKey',
    });
  });

  it('latest block, syncing, voting params (v0.47: null legacy parts), mint params', async () => {
    const client = clientOf(stockNode());
    expect((await client.latestBlock()).block.header).toMatchObject({ height: '2210460', chain_id: 'xyz-1' });
    expect(await client.syncing()).toEqual({ syncing: false });
    expect((await client.votingParams()).params?.voting_period).toBe('172800s');
    expect((await client.mintParams()).params.blocks_per_year).toBe('6311520');
  });

  it('validators (v0.50: unbonding_ids, consensus_pubkey) and delegations (total "0")', async () => {
    const client = clientOf(stockNode());
    expect((await client.validators()).validators[0]).toMatchObject({
      operator_address: 'xyzvaloper1239cv0zp5n9lnhzkn4lyycrwtymx0ydxtn3m4a',
      status: 'BOND_STATUS_BONDED',
    });
    expect((await client.delegations(ALICE)).delegation_responses[0]?.balance).toEqual({
      denom: 'uxyz',
      amount: '5000000',
    });
  });

  it('gov v1 proposals (v0.50: expedited, failed_reason, nanosecond times, a legacy-content message)', async () => {
    const [proposal] = (await clientOf(stockNode()).proposals()).proposals;
    expect(proposal).toMatchObject({ id: '7', status: 'PROPOSAL_STATUS_VOTING_PERIOD', title: 'Signal' });
    expect(proposal?.messages?.[0]?.['@type']).toBe('/cosmos.gov.v1.MsgExecLegacyContent');
  });

  it('rewards (v0.47: 18-digit DecCoins, a validator with an empty list), unbondings and staking params (v0.50)', async () => {
    const client = clientOf(stockNode());
    const rewards = await client.delegatorRewards(ALICE);
    expect(rewards.total).toEqual([{ denom: 'uxyz', amount: '1234.567890123456789000' }]);
    expect(rewards.rewards?.[1]?.reward).toEqual([]);
    const unbonding = await client.unbondingDelegations(ALICE);
    expect(unbonding.unbonding_responses[0]?.entries[0]).toMatchObject({
      balance: '1000000',
      unbonding_id: '17',
    });
    expect((await client.stakingParams()).params).toMatchObject({
      unbonding_time: '1814400s',
      bond_denom: 'uxyz',
    });
  });
});
