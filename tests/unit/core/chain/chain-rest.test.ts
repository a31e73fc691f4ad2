import { describe, expect, it } from 'vitest';
import { createChainRestClient } from '../../../../electron/core/chain/chain-rest';
import { MalformedResponseError } from '../../../../electron/core/chain/errors';
import { httpOptions } from '../../../../electron/core/chain/http';
import { fakeFetch, noSleep } from './fake-fetch';

const REST = 'http://127.0.0.1:1317/';
const ADDRESS = 'xyz1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n';

function client(route: Parameters<typeof fakeFetch>[0], dialect: 'spec' | 'cosmos' = 'spec') {
  const fake = fakeFetch(route);
  return {
    fake,
    chain: createChainRestClient(
      { restUrl: REST, dialect },
      httpOptions({ fetch: fake.fetch, sleep: noSleep }),
    ),
  };
}

describe('chain REST client paths', () => {
  it('spells spec-dialect paths with ledger/ledgerwasm/consensus', async () => {
    const { fake, chain } = client(() => ({ body: { syncing: false } }));
    await chain.syncing();
    expect(fake.requests[0]!.url).toBe('http://127.0.0.1:1317/ledger/base/consensus/v1beta1/syncing');
  });

  it('spells cosmos-dialect paths unrenamed', async () => {
    const { fake, chain } = client(() => ({ body: { balances: [], pagination: null } }), 'cosmos');
    await chain.balances(ADDRESS);
    expect(fake.requests[0]!.url).toBe(`http://127.0.0.1:1317/cosmos/bank/v1beta1/balances/${ADDRESS}`);
  });

  it('encodes the smart query as base64 JSON under ledgerwasm', async () => {
    const { fake, chain } = client(() => ({ body: { data: { balance: '7' } } }));
    await expect(chain.smartQuery('xyz1contract', { balance: { address: ADDRESS } })).resolves.toEqual({
      balance: '7',
    });
    const encoded = Buffer.from(JSON.stringify({ balance: { address: ADDRESS } })).toString('base64');
    expect(fake.requests[0]!.url).toBe(
      `http://127.0.0.1:1317/ledgerwasm/wasm/v1/contract/xyz1contract/smart/${encodeURIComponent(encoded)}`,
    );
  });

  it('sends search filters as repeated events with pagination.limit and order_by', async () => {
    const { fake, chain } = client(() => ({
      body: { txs: [], tx_responses: [], pagination: { next_key: null, total: '0' } },
    }));
    await chain.searchTxs({
      events: [`message.sender='${ADDRESS}'`, 'tx.height=5'],
      orderBy: 'ORDER_BY_DESC',
      limit: 10,
    });
    const url = new URL(fake.requests[0]!.url);
    expect(url.pathname).toBe('/ledger/tx/v1beta1/txs');
    expect(url.searchParams.getAll('events')).toEqual([`message.sender='${ADDRESS}'`, 'tx.height=5']);
    expect(url.searchParams.get('pagination.limit')).toBe('10');
    expect(url.searchParams.get('order_by')).toBe('ORDER_BY_DESC');
  });

  it('refuses a search without any events filter before calling the node', () => {
    const { fake, chain } = client(() => ({ body: {} }));
    expect(() => chain.searchTxs({ events: [] })).toThrow(/at least one/);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('chain REST client replies', () => {
  it('reads a base account as bigint account number and sequence', async () => {
    const { chain } = client(() => ({
      body: {
        account: {
          '@type': '/ledger.auth.v1beta1.BaseAccount',
          address: ADDRESS,
          pub_key: null,
          account_number: '7',
          sequence: '3',
        },
      },
    }));
    await expect(chain.account(ADDRESS)).resolves.toEqual({
      address: ADDRESS,
      accountNumber: 7n,
      sequence: 3n,
      pubKey: null,
      pubKeyType: null,
    });
  });

  it('unwraps a vesting account to its base account', async () => {
    const { chain } = client(() => ({
      body: {
        account: {
          '@type': '/ledger.vesting.v1beta1.ContinuousVestingAccount',
          base_vesting_account: {
            base_account: {
              address: ADDRESS,
              pub_key: { '@type': '/ledger.crypto.secp256k1.PubKey', key: 'QQ==' },
              account_number: '2',
              sequence: '0',
            },
            original_vesting: [],
          },
          start_time: '0',
        },
      },
    }));
    await expect(chain.account(ADDRESS)).resolves.toMatchObject({
      accountNumber: 2n,
      pubKey: 'QQ==',
      pubKeyType: '/ledger.crypto.secp256k1.PubKey',
    });
  });

  it('answers null for an account the chain has never seen (404)', async () => {
    const { chain } = client(() => ({
      status: 404,
      body: { code: 5, message: `account ${ADDRESS} not found` },
    }));
    await expect(chain.account(ADDRESS)).resolves.toBeNull();
  });

  it('answers null for a tx hash not yet known (404)', async () => {
    const { chain } = client(() => ({ status: 404, body: { code: 5, message: 'tx not found: AB' } }));
    await expect(chain.getTx('AB')).resolves.toBeNull();
  });

  it('treats a balance with a non-integer amount as malformed, never as a number', async () => {
    const { chain } = client(() => ({
      body: { balances: [{ denom: 'uxyz', amount: 1.5 }], pagination: null },
    }));
    await expect(chain.balances(ADDRESS)).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('returns simulated gas_used as bigint', async () => {
    const { fake, chain } = client(() => ({
      body: { gas_info: { gas_wanted: '18446744073709551615', gas_used: '75123' }, result: { events: [] } },
    }));
    await expect(chain.simulate(new Uint8Array([1, 2]))).resolves.toMatchObject({ gasUsed: 75123n });
    expect(JSON.parse(fake.requests[0]!.body!)).toEqual({ tx_bytes: 'AQI=' });
  });
});
