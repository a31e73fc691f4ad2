// network/add and network/update ask the node for its chain id before saving: mismatch and no answer are refused
// with data the form words (chain_id_mismatch {nodeChainId, expectedChainId}; network {unverified}), unless `force`.
import { describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../../../electron/core/cache/repositories';
import { createNetworkStore } from '../../../electron/core/config/network-store';
import { createNetworkHandlers } from '../../../electron/core/handlers/network';
import { probeChainId } from '../../../electron/core/chain/chain-id-probe';
import type { HandlerContext } from '../../../electron/core/handlers/context';
import { WalletError } from '../../../shared/errors';

const profile = {
  name: 'Mainnet',
  chainId: 'xyz-1',
  dialect: 'spec' as const,
  restUrl: 'https://rest.example',
  rpcUrl: 'https://rpc.example',
  backendUrl: 'https://api.example',
  prefix: 'xyz',
  coinType: 118,
  gasPrices: { low: '0.025', average: '0.03', high: '0.04' },
  denom: 'uxyz',
  launchpadAddress: null,
};

/** A node whose REST node_info / RPC status report `chainId`; `rest: false` = REST down, `rpc: false` = RPC down. */
function node(
  chainId: string,
  up: { rest?: boolean; rpc?: boolean } = {},
): typeof fetch & { urls: string[] } {
  const urls: string[] = [];
  const f = (async (input: string | URL | Request) => {
    const url = String(input);
    urls.push(url);
    if (url.startsWith(profile.restUrl) && up.rest !== false)
      return new Response(JSON.stringify({ default_node_info: { network: chainId } }));
    if (url.startsWith(profile.rpcUrl) && up.rpc !== false)
      return new Response(JSON.stringify({ result: { node_info: { network: chainId } } }));
    throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1317') });
  }) as typeof fetch & { urls: string[] };
  f.urls = urls;
  return f;
}

function handlersWith(fetchFn: typeof fetch) {
  const db = createMemoryRepositories();
  let n = 0;
  const store = createNetworkStore({ repo: db.networks, kv: db.kv, newId: () => `net${++n}` });
  const ctx = { fetch: fetchFn, emit: () => {} } as unknown as HandlerContext;
  return { store, handlers: createNetworkHandlers(ctx, store) };
}

async function refusal(promise: Promise<unknown>): Promise<WalletError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WalletError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('probeChainId', () => {
  it("reads the node's chain id over REST, else over RPC", async () => {
    expect(await probeChainId(profile, node('xyz-1'))).toEqual({ kind: 'match' });
    expect(await probeChainId(profile, node('xyz-2', { rest: false }))).toEqual({
      kind: 'mismatch',
      nodeChainId: 'xyz-2',
    });
    expect(await probeChainId(profile, node('xyz-1', { rest: false, rpc: false }))).toMatchObject({
      kind: 'unreachable',
    });
  });
});

describe('network/add checks the chain id', () => {
  it('saves a profile whose node reports its chain id', async () => {
    const { handlers, store } = handlersWith(node('xyz-1'));
    await handlers['network/add'](profile);
    expect(store.list().map((p) => p.name)).toContain('Mainnet');
  });

  it('refuses a mismatch with both ids, and saves nothing', async () => {
    const { handlers, store } = handlersWith(node('other-7'));
    const error = await refusal(Promise.resolve(handlers['network/add'](profile)));
    expect(error.code).toBe('chain_id_mismatch');
    expect(error.details).toEqual({ nodeChainId: 'other-7', expectedChainId: 'xyz-1' });
    expect(store.list()).toHaveLength(1);
  });

  it('refuses an unreachable node as unverified; force saves anyway', async () => {
    const { handlers, store } = handlersWith(node('xyz-1', { rest: false, rpc: false }));
    const error = await refusal(Promise.resolve(handlers['network/add'](profile)));
    expect(error).toMatchObject({ code: 'network', details: { unverified: true } });
    const saved = await handlers['network/add']({ ...profile, force: true });
    expect(saved).not.toHaveProperty('force');
    expect(store.list()).toHaveLength(2);
  });
});

describe('network/update checks the chain id when it or the node changes', () => {
  it('refuses a new chain id the node does not serve; a rename does not ask the node', async () => {
    const fetchFn = node('xyz-1');
    const { handlers, store } = handlersWith(fetchFn);
    const added = await handlers['network/add'](profile);
    const asked = fetchFn.urls.length;
    await handlers['network/update']({ id: added.id, changes: { name: 'Renamed' } });
    expect(fetchFn.urls).toHaveLength(asked);
    const error = await refusal(
      Promise.resolve(handlers['network/update']({ id: added.id, changes: { chainId: 'xyz-9' } })),
    );
    expect(error).toMatchObject({
      code: 'chain_id_mismatch',
      details: { nodeChainId: 'xyz-1', expectedChainId: 'xyz-9' },
    });
    expect(store.get(added.id).chainId).toBe('xyz-1');
    await handlers['network/update']({ id: added.id, changes: { chainId: 'xyz-9' }, force: true });
    expect(store.get(added.id).chainId).toBe('xyz-9');
  });
});
