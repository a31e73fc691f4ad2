// The wallet tells which dialect a node speaks by asking node_info under both names (stock
// /cosmos/base/tendermint/..., spec /ledger/base/consensus/...): a profile naming the other dialect is refused on
// save (dialect_mismatch {nodeDialect, expectedDialect}) and flagged by the node status, like a chain-id mismatch.
import { describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../../../../electron/core/cache/repositories';
import { createNetworkStore } from '../../../../electron/core/config/network-store';
import { createNetworkHandlers } from '../../../../electron/core/handlers/network';
import { probeChainId } from '../../../../electron/core/chain/chain-id-probe';
import { nodeInfoInEitherDialect } from '../../../../electron/core/chain/dialect-probe';
import { createChainRestClient } from '../../../../electron/core/chain/chain-rest';
import { httpOptions } from '../../../../electron/core/chain/http';
import { probeNodeStatus } from '../../../../electron/core/chain/rpc-health';
import { requireNodeChainId } from '../../../../electron/core/chain/chain-id-guard';
import type { HandlerContext } from '../../../../electron/core/handlers/context';
import type { Dialect } from '../../../../shared/dialect';
import { WalletError } from '../../../../shared/errors';
import { fakeFetch, noSleep } from './fake-fetch';

const REST = 'https://rest.example';
const RPC = 'https://rpc.example';
const NODE_INFO: Record<Dialect, string> = {
  cosmos: `${REST}/cosmos/base/tendermint/v1beta1/node_info`,
  spec: `${REST}/ledger/base/consensus/v1beta1/node_info`,
};

const profile = {
  name: 'XYZ',
  chainId: 'xyz-1',
  dialect: 'spec' as Dialect,
  restUrl: REST,
  rpcUrl: RPC,
  backendUrl: 'https://api.example',
  prefix: 'xyz',
  coinType: 118,
  gasPrices: { low: '0.025', average: '0.03', high: '0.04' },
  denom: 'uxyz',
  launchpadAddress: null,
};

/** A node on `chainId` that speaks `speaks` (both = a proxy serving both names): the other names answer 501, as a stock gateway does. */
function nodeSpeaking(speaks: Dialect | 'both', chainId = 'xyz-1') {
  return fakeFetch((url) => {
    const dialectOfUrl = (Object.keys(NODE_INFO) as Dialect[]).find((d) => NODE_INFO[d] === url);
    if (dialectOfUrl && (speaks === 'both' || speaks === dialectOfUrl))
      return { body: { default_node_info: { network: chainId }, application_version: {} } };
    if (url.endsWith('/syncing')) return { body: { syncing: false } };
    if (url.endsWith('/blocks/latest'))
      return { body: { block: { header: { height: '7', time: '', chain_id: chainId } } } };
    if (url === `${RPC}/health`) return { body: { jsonrpc: '2.0', id: -1, result: {} } };
    if (url === `${RPC}/status`) return { body: { result: { node_info: { network: chainId } } } };
    return { status: 501, body: { code: 12, message: 'Not Implemented', details: [] } };
  });
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

describe('nodeInfoInEitherDialect', () => {
  const http = (fetchFn: typeof fetch) => httpOptions({ fetch: fetchFn, sleep: noSleep, retries: 0 });

  it.each(['spec', 'cosmos'] as const)(
    'finds a node speaking %s whichever dialect the profile names',
    async (speaks) => {
      for (const named of ['spec', 'cosmos'] as const) {
        const fake = nodeSpeaking(speaks);
        const answer = await nodeInfoInEitherDialect({ restUrl: REST, dialect: named }, http(fake.fetch));
        expect(answer.dialect).toBe(speaks);
        expect(answer.reply.default_node_info.network).toBe('xyz-1');
        expect(fake.requests.map((r) => r.url).sort()).toEqual([NODE_INFO.cosmos, NODE_INFO.spec]);
      }
    },
  );

  it("prefers the profile's own dialect when a proxy answers both names", async () => {
    const answer = await nodeInfoInEitherDialect(
      { restUrl: REST, dialect: 'cosmos' },
      http(nodeSpeaking('both').fetch),
    );
    expect(answer.dialect).toBe('cosmos');
  });

  it("throws the profile dialect's error when neither name answers", async () => {
    const fake = fakeFetch((url) => ({
      status: 404,
      body: { message: url === NODE_INFO.spec ? 'no spec route' : 'no stock route' },
    }));
    await expect(
      nodeInfoInEitherDialect({ restUrl: REST, dialect: 'spec' }, http(fake.fetch)),
    ).rejects.toThrow(/no spec route/);
  });
});

describe('probeChainId tells the dialect apart from a dead node', () => {
  it('matches only when both the chain id and the dialect are the profile’s', async () => {
    expect(await probeChainId(profile, nodeSpeaking('spec').fetch)).toEqual({ kind: 'match' });
    expect(await probeChainId(profile, nodeSpeaking('cosmos').fetch)).toEqual({
      kind: 'dialect_mismatch',
      nodeDialect: 'cosmos',
    });
    expect(await probeChainId({ ...profile, dialect: 'cosmos' }, nodeSpeaking('spec').fetch)).toEqual({
      kind: 'dialect_mismatch',
      nodeDialect: 'spec',
    });
  });

  it('names the other chain first: a node on another chain is a chain-id mismatch whatever it speaks', async () => {
    expect(await probeChainId(profile, nodeSpeaking('cosmos', 'other-7').fetch)).toEqual({
      kind: 'mismatch',
      nodeChainId: 'other-7',
    });
  });
});

describe('network/add and network/update refuse a profile in the wrong dialect', () => {
  it('refuses with both dialects named and saves nothing; the node’s dialect saves', async () => {
    const { handlers, store } = handlersWith(nodeSpeaking('cosmos').fetch);
    const error = await refusal(Promise.resolve(handlers['network/add'](profile)));
    expect(error.code).toBe('dialect_mismatch');
    expect(error.details).toEqual({ nodeDialect: 'cosmos', expectedDialect: 'spec' });
    expect(store.list()).toHaveLength(1);
    const saved = await handlers['network/add']({ ...profile, dialect: 'cosmos' });
    expect(saved.dialect).toBe('cosmos');
  });

  it('checks the node again when only the dialect is edited', async () => {
    const { handlers, store } = handlersWith(nodeSpeaking('cosmos').fetch);
    const added = await handlers['network/add']({ ...profile, dialect: 'cosmos' });
    const error = await refusal(
      Promise.resolve(handlers['network/update']({ id: added.id, changes: { dialect: 'spec' } })),
    );
    expect(error).toMatchObject({
      code: 'dialect_mismatch',
      details: { nodeDialect: 'cosmos', expectedDialect: 'spec' },
    });
    expect(store.get(added.id).dialect).toBe('cosmos');
  });
});

describe('the node status flags a dialect mismatch like a chain-id mismatch', () => {
  const statusOf = async (speaks: Dialect, named: Dialect) => {
    const fake = nodeSpeaking(speaks);
    const http = httpOptions({ fetch: fake.fetch, sleep: noSleep, retries: 0 });
    const endpoints = { restUrl: REST, rpcUrl: RPC, dialect: named };
    return probeNodeStatus({
      chain: createChainRestClient(endpoints, http),
      endpoints,
      http,
      expectedChainId: 'xyz-1',
    });
  };

  it('is ok when the node speaks the profile’s dialect', async () => {
    expect(await statusOf('cosmos', 'cosmos')).toMatchObject({ state: 'ok', nodeDialect: 'cosmos' });
  });

  it('blocks signing, names the chain it reached, and is not "unreachable", when the dialects differ', async () => {
    const status = await statusOf('cosmos', 'spec');
    expect(status).toMatchObject({
      state: 'dialect_mismatch',
      signingBlocked: true,
      chainId: 'xyz-1',
      nodeDialect: 'cosmos',
    });
    expect(status.message).toMatch(/cosmos dialect/);
  });
});

describe('the guard before signing names the dialect, not a bare HTTP failure', () => {
  const chainFor = (fetchFn: typeof fetch, dialect: Dialect) =>
    createChainRestClient(
      { restUrl: REST, dialect },
      httpOptions({ fetch: fetchFn, sleep: noSleep, retries: 0 }),
    );

  it('passes a node of the profile’s chain and dialect', async () => {
    await expect(requireNodeChainId(chainFor(nodeSpeaking('cosmos').fetch, 'cosmos'), 'xyz-1')).resolves.toBe(
      undefined,
    );
  });

  it('refuses with dialect_mismatch when the node answers only under the other names', async () => {
    const error = await refusal(requireNodeChainId(chainFor(nodeSpeaking('cosmos').fetch, 'spec'), 'xyz-1'));
    expect(error).toMatchObject({
      code: 'dialect_mismatch',
      details: { nodeDialect: 'cosmos', expectedDialect: 'spec' },
    });
  });

  it('keeps the network failure when neither name answers', async () => {
    const dead = fakeFetch(() => ({ fail: 'ECONNREFUSED' }));
    const failure = await requireNodeChainId(chainFor(dead.fetch, 'spec'), 'xyz-1').catch((e: unknown) => e);
    expect(failure).not.toBeInstanceOf(WalletError);
    expect(String(failure)).toMatch(/ECONNREFUSED|unreachable|fetch failed/i);
  });
});
