// The 'node/info' and 'history/detail' handlers against a fake fetch: mapping, caching and typed errors.
import { describe, expect, it } from 'vitest';
import { DEVNET_PROFILE } from '../../../../electron/core/config/devnet-profile';
import { createDataHandlers } from '../../../../electron/core/handlers/data';
import type { HandlerContext } from '../../../../electron/core/handlers/context';
import { createChainRuntime, type ChainRuntimeDeps } from '../../../../electron/core/runtime/chain-runtime';
import { resolveRuntimeOptions } from '../../../../electron/core/runtime/options';
import { NODE_INFO_TTL_MS } from '../../../../electron/core/sync/node-info';
import { WalletError } from '../../../../shared/errors';
import { fakeFetch, type FakeReply } from '../chain/fake-fetch';

const HASH = 'AB'.repeat(32);

const NODE_INFO = {
  default_node_info: {
    protocol_version: { p2p: '8', block: '11', app: '0' },
    default_node_id: 'f00d',
    network: 'xyz-devnet-1',
    version: '0.38.12',
    moniker: 'devnet-node',
  },
  application_version: {
    name: 'xyz',
    app_name: 'xyzd',
    version: '1.4.0',
    ledger_sdk_version: 'v0.50.9',
    build_tags: '',
    go_version: 'go version go1.22.5 linux/amd64',
  },
};

const TX = {
  tx: {
    body: {
      messages: [{ '@type': '/ledger.bank.v1beta1.MsgSend', amount: [{ denom: 'uxyz', amount: '5' }] }],
      memo: 'hi',
    },
    auth_info: { fee: { amount: [{ denom: 'uxyz', amount: '5000' }], gas_limit: '200000' } },
    signatures: ['c2ln'],
  },
  tx_response: {
    height: '42',
    txhash: HASH,
    codespace: '',
    code: 0,
    raw_log: '',
    gas_wanted: '200000',
    gas_used: '81234',
    timestamp: '2026-11-22T07:00:00Z',
    events: [
      {
        type: 'transfer',
        attributes: [
          { key: 'amount', value: '5uxyz', index: true },
          { key: 'memo', value: null },
        ],
      },
    ],
  },
};

/** Data handlers over a minimal context whose only outside world is the fake fetch. */
function handlersWith(route: (url: string) => FakeReply) {
  const fake = fakeFetch(route);
  let now = 1_000_000;
  const ctx = {
    network: () => DEVNET_PROFILE,
    fetch: fake.fetch,
    clock: () => now,
    keys: {
      getAccount: () => {
        throw new WalletError('not_found', 'No such account.');
      },
    },
    db: { pending: { listOpen: () => [] } },
    onClose: () => undefined,
  } as unknown as HandlerContext;
  const runtime = createChainRuntime(
    ctx as unknown as ChainRuntimeDeps,
    resolveRuntimeOptions({ httpRetries: 0, httpTimeoutMs: 1000 }),
  );
  return { handlers: createDataHandlers(ctx, runtime), fake, advance: (ms: number) => (now += ms) };
}

describe("'node/info'", () => {
  it('answers the versions of node_info, with the framework version read from the dialect key', async () => {
    const { handlers, fake } = handlersWith(() => ({ body: NODE_INFO }));
    const info = await handlers['node/info']({});
    expect(fake.requests[0]!.url).toBe('http://127.0.0.1:1317/ledger/base/consensus/v1beta1/node_info');
    expect(info).toEqual({
      chainId: 'xyz-devnet-1',
      moniker: 'devnet-node',
      nodeId: 'f00d',
      consensusVersion: '0.38.12',
      protocol: { p2p: '8', block: '11', app: '0' },
      appName: 'xyz',
      appBinaryName: 'xyzd',
      appVersion: '1.4.0',
      sdkVersion: 'v0.50.9',
      goVersion: 'go version go1.22.5 linux/amd64',
      fetchedAt: 1_000_000,
    });
  });

  it('reuses the answer within the TTL and asks the node again after it', async () => {
    const { handlers, fake, advance } = handlersWith(() => ({ body: NODE_INFO }));
    await handlers['node/info']({});
    await handlers['node/info']({});
    expect(fake.requests).toHaveLength(1);
    advance(NODE_INFO_TTL_MS);
    await handlers['node/info']({});
    expect(fake.requests).toHaveLength(2);
  });

  it('fails with a typed network error when the node is unreachable', async () => {
    const { handlers } = handlersWith(() => ({ fail: 'ECONNREFUSED' }));
    await expect(handlers['node/info']({})).rejects.toMatchObject({ code: 'network' });
  });

  it('fails with a typed timeout error when the node does not answer', async () => {
    const { handlers } = handlersWith(() => ({ hang: true }));
    await expect(handlers['node/info']({})).rejects.toMatchObject({ code: 'timeout' });
  });
});

describe("'history/detail'", () => {
  it('answers height, code, gas wanted/used, events, fee, memo and messages from #1', async () => {
    const { handlers, fake } = handlersWith(() => ({ body: TX }));
    const detail = await handlers['history/detail']({ txHash: HASH.toLowerCase() });
    expect(fake.requests[0]!.url).toBe(`http://127.0.0.1:1317/ledger/tx/v1beta1/txs/${HASH}`);
    expect(detail).toEqual({
      hash: HASH,
      height: 42,
      code: 0,
      codespace: '',
      rawLog: '',
      gasWanted: '200000',
      gasUsed: '81234',
      events: [
        {
          type: 'transfer',
          attributes: [
            { key: 'amount', value: '5uxyz' },
            { key: 'memo', value: '' },
          ],
        },
      ],
      timestamp: '2026-11-22T07:00:00Z',
      memo: 'hi',
      fee: [{ denom: 'uxyz', amount: '5000' }],
      messages: TX.tx.body.messages,
    });
  });

  it("answers 'not_found' when the node does not know the hash (404)", async () => {
    const { handlers } = handlersWith(() => ({ status: 404, body: { code: 5, message: 'tx not found' } }));
    await expect(handlers['history/detail']({ txHash: HASH })).rejects.toMatchObject({ code: 'not_found' });
  });

  it("answers 'bad_response' when the reply does not match the schema", async () => {
    const { handlers } = handlersWith(() => ({ body: { tx_response: { ...TX.tx_response, gas_used: -1 } } }));
    await expect(handlers['history/detail']({ txHash: HASH })).rejects.toMatchObject({
      code: 'bad_response',
    });
  });

  it("answers 'not_found' for an account id that does not exist", async () => {
    const { handlers } = handlersWith(() => ({ body: TX }));
    await expect(handlers['history/detail']({ accountId: 'nobody', txHash: HASH })).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
