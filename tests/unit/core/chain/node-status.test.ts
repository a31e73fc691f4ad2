import { describe, expect, it } from 'vitest';
import { createChainRestClient } from '../../../../electron/core/chain/chain-rest';
import { httpOptions } from '../../../../electron/core/chain/http';
import { probeNodeStatus, summarizeNodeStatus } from '../../../../electron/core/chain/rpc-health';
import { fakeFetch, noSleep } from './fake-fetch';

const base = {
  expectedChainId: 'xyz-devnet-1',
  chainId: 'xyz-devnet-1',
  syncing: false,
  healthy: true,
  latestHeight: '9',
  error: null,
};

describe('summarizeNodeStatus', () => {
  it('is ok when the chain id matches, the node is healthy and not syncing', () => {
    expect(summarizeNodeStatus(base)).toMatchObject({ state: 'ok', signingBlocked: false });
  });
  it('blocks signing when the node reports another chain id', () => {
    expect(summarizeNodeStatus({ ...base, chainId: 'xyz-1' })).toMatchObject({
      state: 'chain_id_mismatch',
      signingBlocked: true,
    });
  });
  it('surfaces syncing = true as a syncing state', () => {
    expect(summarizeNodeStatus({ ...base, syncing: true })).toMatchObject({ state: 'syncing' });
  });
  it('surfaces a failed /health as unhealthy', () => {
    expect(summarizeNodeStatus({ ...base, healthy: false })).toMatchObject({ state: 'unhealthy' });
  });
  it('is unreachable and blocks signing when node_info could not be read', () => {
    expect(summarizeNodeStatus({ ...base, chainId: null, error: 'refused' })).toMatchObject({
      state: 'unreachable',
      signingBlocked: true,
    });
  });
});

describe('probeNodeStatus', () => {
  it('combines node_info, syncing, latest block and RPC /health', async () => {
    const fake = fakeFetch((url) => {
      if (url.endsWith('/node_info'))
        return { body: { default_node_info: { network: 'xyz-devnet-1' }, application_version: {} } };
      if (url.endsWith('/syncing')) return { body: { syncing: true } };
      if (url.endsWith('/blocks/latest'))
        return { body: { block: { header: { height: '12', time: '', chain_id: 'xyz-devnet-1' } } } };
      if (url.endsWith('/health')) return { body: { jsonrpc: '2.0', id: -1, result: {} } };
      return { status: 501, body: { code: 12, message: 'Not Implemented' } };
    });
    const http = httpOptions({ fetch: fake.fetch, sleep: noSleep });
    const chain = createChainRestClient({ restUrl: 'http://127.0.0.1:1', dialect: 'spec' }, http);
    const status = await probeNodeStatus({
      chain,
      endpoints: { rpcUrl: 'http://127.0.0.1:2' },
      http,
      expectedChainId: 'xyz-devnet-1',
    });
    expect(status).toMatchObject({ state: 'syncing', latestHeight: '12', healthy: true });
  });

  it('never throws when everything is down', async () => {
    const fake = fakeFetch(() => ({ fail: 'ECONNREFUSED' }));
    const http = httpOptions({ fetch: fake.fetch, sleep: noSleep, retries: 0 });
    const chain = createChainRestClient({ restUrl: 'http://127.0.0.1:1', dialect: 'spec' }, http);
    const status = await probeNodeStatus({
      chain,
      endpoints: { rpcUrl: 'http://127.0.0.1:2' },
      http,
      expectedChainId: 'xyz-devnet-1',
    });
    expect(status.state).toBe('unreachable');
    expect(status.message).toContain('ECONNREFUSED');
  });
});
