// The chain runtime is a built object: it follows what a previous run left open, and closing it stops the tracker.
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../../../../electron/core/cache/repositories';
import { DEFAULT_RUNTIME_OPTIONS, resolveRuntimeOptions } from '../../../../electron/core/runtime/options';
import { createFakeChain, until } from './fake-chain';
import { openRow, openRuntime } from './runtime-harness';

const HASH = 'AB'.repeat(32);
const opened: Array<ReturnType<typeof openRuntime>> = [];
const open = (...args: Parameters<typeof openRuntime>) => {
  const r = openRuntime(...args);
  opened.push(r);
  return r;
};
afterEach(async () => {
  for (const r of opened.splice(0)) await r.runtime.close();
});

describe('runtime options', () => {
  it('are the defaults with the host overrides on top (undefined keeps the default)', () => {
    expect(resolveRuntimeOptions()).toEqual(DEFAULT_RUNTIME_OPTIONS);
    expect(resolveRuntimeOptions({ httpRetries: 0, trackTimeoutMs: undefined })).toEqual({
      ...DEFAULT_RUNTIME_OPTIONS,
      httpRetries: 0,
    });
  });
});

describe('the chain runtime', () => {
  it('resumes following the open rows of the active network as soon as it is built', async () => {
    const db = createMemoryRepositories();
    db.pending.add(openRow(HASH));
    const { chain, statuses } = open({ db });
    await until(() => chain.requests.includes(`GET /ledger/tx/v1beta1/txs/${HASH}`), 'a lookup by hash');
    chain.included.set(HASH, { height: '12', code: 0 });
    await until(() => db.pending.get('devnet', HASH)?.status === 'included', 'inclusion');
    expect(db.pending.get('devnet', HASH)).toMatchObject({ status: 'included', height: 12, code: 0 });
    expect(statuses(HASH)).toEqual(['included']);
  });

  it('stops asking the node once closed; the row stays open for the next run', async () => {
    const db = createMemoryRepositories();
    db.pending.add(openRow(HASH));
    const { chain, runtime } = open({ db });
    await runtime.close();
    const asked = chain.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chain.requests.length).toBe(asked);
    expect(runtime.isClosed()).toBe(true);
    expect(db.pending.get('devnet', HASH)?.status).toBe('pending');
  });

  it('keeps the state of each runtime apart: two runtimes on two caches follow only their own rows', async () => {
    const first = open();
    const second = open();
    first.db.pending.add(openRow(HASH));
    first.runtime.tracker.settleOpen('devnet');
    second.runtime.tracker.settleOpen('devnet');
    first.chain.included.set(HASH, { height: '3', code: 0 });
    await until(() => first.db.pending.get('devnet', HASH)?.status === 'included', 'inclusion');
    expect(second.chain.requests.filter((r) => r.includes('/txs/'))).toEqual([]);
    expect(second.events).toEqual([]);
    expect(first.runtime.tracker).not.toBe(second.runtime.tracker);
  });
});

describe('a failed dashboard refresh', () => {
  it('answers stale as soon as its failure event is out, while the node probe still hangs', async () => {
    const chain = createFakeChain();
    chain.down = true;
    const answerDown = chain.fetch;
    let releaseProbe: () => void = () => undefined;
    const probeHeld = new Promise<void>((resolve) => (releaseProbe = resolve));
    // The node-status probe of a dead node can take far longer than the dashboard reads: hold it.
    chain.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      if (/syncing|blocks\/latest|node_info|\/health|\/status/.test(new URL(String(input)).pathname))
        await probeHeld;
      return answerDown(input, init);
    }) as typeof fetch;
    const { runtime, events } = open({ chain });
    const account = { id: 'acc-1', address: 'xyz1someone' };
    const refresh = runtime.refreshAccount(account);
    await until(
      () =>
        events.some(
          (e) =>
            e.event === 'sync/progress' &&
            e.payload.kind === 'dashboard' &&
            e.payload.finished &&
            e.payload.error,
        ),
      'the failed refresh event',
    );
    expect(runtime.lastRefreshFailed(account.address)).toBe(true);
    releaseProbe();
    await refresh;
  });
});

describe('a dashboard refresh for a host that answers one command and exits (followUpRefresh: false)', () => {
  it('reads what the dashboard shows and nothing after it: no node probe, no sequence warm-up', async () => {
    const account = { id: 'acc-1', address: 'xyz1someone' };
    const app = open();
    await app.runtime.refreshAccount(account);
    const cli = open({ options: { followUpRefresh: false } });
    await cli.runtime.refreshAccount(account);
    // The app's refresh probes the node after the balances; the one-command host's asks the same reads, no more.
    const probe = (request: string) => /node_info|syncing|blocks\/latest|\/health|\/accounts\//.test(request);
    expect(app.chain.requests.filter(probe).length).toBeGreaterThan(0);
    expect(cli.chain.requests).toEqual(app.chain.requests.filter((request) => !probe(request)));
    expect(cli.events.map((e) => e.event)).toEqual(
      app.events.filter((e) => e.event !== 'node/status').map((e) => e.event),
    );
    expect(cli.events.at(-1)?.payload).toMatchObject({ kind: 'dashboard', finished: true });
  });
});
