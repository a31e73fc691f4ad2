// Conformance: every chain REST endpoint answers the gateway JSON shapes of cosmos-reference.md, errors use
// {code, message, details} with the right HTTP status, and bad input never crashes the node.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevnet } from '../../../../devnet/index';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { getJson, postJson, produce, testDevnet } from './support';
import { OTHER_DIALECT, TEST_DIALECT, restPath, restUrl } from '../../support/dialect';

const INT = /^\d+$/;
const DEC18 = /^\d+\.\d{18}$/;

describe('devnet chain: REST shapes and errors', () => {
  let devnet: RunningDevnet;
  let rest = '';
  const alice = DEVNET_KEYS.alice.address;

  beforeAll(async () => {
    devnet = await testDevnet();
    rest = devnet.chainRestUrl;
    await produce(devnet, 2);
  });
  afterAll(() => devnet?.stop());

  it('serves balances, by_denom, spendable balances and supply in the bank shapes', async () => {
    const balances = (await getJson(`${rest}/ledger/bank/v1beta1/balances/${alice}`)).body;
    expect(balances).toEqual({
      balances: [{ denom: 'uxyz', amount: expect.stringMatching(INT) }],
      pagination: { next_key: null, total: '1' },
    });
    expect((await getJson(`${rest}/ledger/bank/v1beta1/balances/${alice}/by_denom?denom=ufoo`)).body).toEqual(
      { balance: { denom: 'ufoo', amount: '0' } },
    );
    const spendable = (await getJson(`${rest}/ledger/bank/v1beta1/spendable_balances/${alice}`)).body;
    expect(spendable.balances).toEqual(balances.balances);
    expect(spendable.pagination).toEqual({ next_key: null, total: '1' });
    const supply = (await getJson(`${rest}/ledger/bank/v1beta1/supply`)).body;
    expect(supply).toEqual({
      supply: [{ denom: 'uxyz', amount: expect.stringMatching(INT) }],
      pagination: { next_key: null, total: '1' },
    });
    expect((await getJson(`${rest}/ledger/bank/v1beta1/supply/by_denom?denom=uxyz`)).body).toEqual({
      amount: supply.supply[0],
    });
    const empty = (
      await getJson(`${rest}/ledger/bank/v1beta1/balances/xyz1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqexxp8c`)
    ).body;
    expect(empty.balances).toEqual([]);
  });

  it('rejects bad addresses and denoms with 400 code 3', async () => {
    for (const url of [
      `${rest}/ledger/bank/v1beta1/balances/cosmos1abc`,
      `${rest}/ledger/bank/v1beta1/balances/not-an-address`,
      `${rest}/ledger/bank/v1beta1/balances/${alice}/by_denom`,
      `${rest}/ledger/bank/v1beta1/supply/by_denom?denom=%24%24`,
      `${rest}/ledger/auth/v1beta1/accounts/xyz1`,
    ]) {
      const { status, body } = await getJson(url);
      expect(status, url).toBe(400);
      expect(body).toEqual({ code: 3, message: expect.any(String), details: [] });
    }
  });

  it('serves auth accounts as BaseAccount with int64 strings, 404 for unknown accounts', async () => {
    const { body } = await getJson(`${rest}/ledger/auth/v1beta1/accounts/${alice}`);
    expect(body).toEqual({
      account: {
        '@type': '/ledger.auth.v1beta1.BaseAccount',
        address: alice,
        pub_key: null,
        account_number: expect.stringMatching(INT),
        sequence: '0',
      },
    });
    const missing = await getJson(
      `${rest}/ledger/auth/v1beta1/accounts/xyz1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqexxp8c`,
    );
    expect(missing).toEqual({
      status: 404,
      body: { code: 5, message: 'account xyz1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqexxp8c not found', details: [] },
    });
  });

  it('serves node_info with network = chain id and the renamed ledger_sdk_version', async () => {
    const { body } = await getJson(`${rest}/ledger/base/consensus/v1beta1/node_info`);
    expect(body.default_node_info).toMatchObject({
      protocol_version: { p2p: expect.any(String), block: expect.any(String), app: expect.any(String) },
      default_node_id: expect.stringMatching(/^[0-9a-f]{40}$/),
      network: 'xyz-devnet-1',
      version: expect.any(String),
      moniker: expect.any(String),
    });
    expect(Object.keys(body.application_version).sort()).toEqual(
      [
        'app_name',
        'build_deps',
        'build_tags',
        'git_commit',
        'go_version',
        'ledger_sdk_version',
        'name',
        'version',
      ].sort(),
    );
  });

  it('serves syncing, switchable through POST /devnet/node', async () => {
    expect((await getJson(`${rest}/ledger/base/consensus/v1beta1/syncing`)).body).toEqual({ syncing: false });
    await postJson(`${devnet.backendUrl}/devnet/node`, { syncing: true });
    expect((await getJson(`${rest}/ledger/base/consensus/v1beta1/syncing`)).body).toEqual({ syncing: true });
    await postJson(`${devnet.backendUrl}/devnet/node`, { syncing: false });
    expect((await postJson(`${devnet.backendUrl}/devnet/node`, { syncing: 'yes' })).status).toBe(400);
  });

  it('serves the latest block with block.header.height and RFC3339 time', async () => {
    const { body } = await getJson(`${rest}/ledger/base/consensus/v1beta1/blocks/latest`);
    expect(body.block.header.height).toMatch(INT);
    expect(Number(body.block.header.height)).toBeGreaterThanOrEqual(2);
    expect(body.block.header.chain_id).toBe('xyz-devnet-1');
    expect(new Date(body.block.header.time).toISOString()).toBe(body.block.header.time);
    expect(body.block.data.txs).toEqual(expect.any(Array));
    expect(body.sdk_block.header.proposer_address).toMatch(/^xyzvalcons1/);
    expect((await getJson(`${rest}/ledger/base/consensus/v1beta1/blocks/1`)).body.block.header.height).toBe(
      '1',
    );
  });

  it('serves mint params with zero inflation and 18-digit decimals', async () => {
    const { body } = await getJson(`${rest}/ledger/mint/v1beta1/params`);
    expect(body).toEqual({
      params: {
        mint_denom: 'uxyz',
        inflation_rate_change: '0.000000000000000000',
        inflation_max: '0.000000000000000000',
        inflation_min: '0.000000000000000000',
        goal_bonded: '0.670000000000000000',
        blocks_per_year: '6311520',
      },
    });
  });

  it('serves gov voting params', async () => {
    const { body } = await getJson(`${rest}/ledger/gov/v1/params/voting`);
    expect(body.voting_params).toEqual({ voting_period: '172800s' });
    expect(body.params).toMatchObject({
      voting_period: '172800s',
      quorum: expect.stringMatching(DEC18),
      threshold: expect.stringMatching(DEC18),
    });
  });

  it('serves bonded validators in the staking shape', async () => {
    const all = (await getJson(`${rest}/ledger/staking/v1beta1/validators`)).body;
    expect(all.validators).toHaveLength(7);
    const { body } = await getJson(`${rest}/ledger/staking/v1beta1/validators?status=BOND_STATUS_BONDED`);
    expect(body.validators).toHaveLength(5);
    expect(body.validators[0]).toMatchObject({
      operator_address: expect.stringMatching(/^xyzvaloper1/),
      consensus_pubkey: { '@type': '/ledger.crypto.ed25519.PubKey', key: expect.any(String) },
      jailed: false,
      status: 'BOND_STATUS_BONDED',
      tokens: expect.stringMatching(INT),
      delegator_shares: expect.stringMatching(DEC18),
      description: { moniker: expect.any(String) },
      commission: { commission_rates: { rate: expect.stringMatching(DEC18) } },
    });
    const validatorSelf = DEVNET_KEYS['validator-1'].address;
    const dels = (await getJson(`${rest}/ledger/staking/v1beta1/delegations/${validatorSelf}`)).body;
    expect(dels.delegation_responses).toHaveLength(1);
  });

  it('answers unknown routes with 501 code 12', async () => {
    expect(await getJson(`${rest}/ledger/nothing/here`)).toEqual({
      status: 501,
      body: { code: 12, message: 'Not Implemented', details: [] },
    });
    // The other dialect's paths are unknown routes, as on a stock node.
    const other = await fetch(`${rest}${restPath('/ledger/bank/v1beta1/supply', OTHER_DIALECT)}`);
    expect([other.status, await other.json()]).toEqual([
      501,
      { code: 12, message: 'Not Implemented', details: [] },
    ]);
  });

  it('rejects a huge body with 413 and keeps serving', async () => {
    const huge = 'x'.repeat(3 * 1024 * 1024);
    const res = await fetch(restUrl(`${rest}/ledger/tx/v1beta1/txs`), { method: 'POST', body: huge }).catch(
      () => null,
    );
    if (res) expect(res.status).toBe(413);
    expect((await getJson(`${rest}/ledger/base/consensus/v1beta1/syncing`)).status).toBe(200);
  });

  it('answers the RPC /health with the JSON-RPC envelope', async () => {
    expect((await getJson(`${devnet.rpcUrl}/health`)).body).toEqual({ jsonrpc: '2.0', id: -1, result: {} });
  });

  it('reports devnet info and answers control input errors in the backend error shape', async () => {
    const info = (await getJson(`${devnet.backendUrl}/devnet/info`)).body;
    expect(info).toMatchObject({
      chain_id: 'xyz-devnet-1',
      dialect: TEST_DIALECT,
      faucet_address: DEVNET_KEYS.faucet.address,
      validators: expect.any(Array),
    });
    const bad = await postJson(`${devnet.backendUrl}/devnet/faucet`, { address: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: { code: 'invalid_request', message: expect.any(String) } });
    expect((await postJson(`${devnet.backendUrl}/devnet/blocks`, { action: 'explode' })).status).toBe(400);
    expect((await getJson(`${devnet.backendUrl}/api/tokens`)).status).toBe(501);
  });

  it('injects latency and errors on the chain REST until cleared', async () => {
    expect((await postJson(`${devnet.backendUrl}/devnet/faults`, { error_rate: 1 })).status).toBe(200);
    const failed = await getJson(`${rest}/ledger/base/consensus/v1beta1/syncing`);
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe(14);
    await postJson(`${devnet.backendUrl}/devnet/faults`, { error_rate: 0, latency_ms: 0 });
    expect((await getJson(`${rest}/ledger/base/consensus/v1beta1/syncing`)).status).toBe(200);
  });

  it('pauses and resumes block production', async () => {
    const paused = await postJson(`${devnet.backendUrl}/devnet/blocks`, { action: 'pause' });
    expect(paused.body.paused).toBe(true);
    const produced = await postJson(`${devnet.backendUrl}/devnet/blocks`, { action: 'produce', count: 3 });
    expect(Number(produced.body.height)).toBe(Number(paused.body.height) + 3);
  });
});
