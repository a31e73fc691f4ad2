import { describe, expect, it } from 'vitest';
import type {
  HistoryCursor,
  HistoryRepo,
  HistoryRow,
} from '../../../../electron/core/cache/repos/history-types';
import { createBackendClient } from '../../../../electron/core/chain/backend';
import { createChainRestClient } from '../../../../electron/core/chain/chain-rest';
import type { NetworkClients } from '../../../../electron/core/chain/clients';
import { httpOptions } from '../../../../electron/core/chain/http';
import { syncHistory } from '../../../../electron/core/sync/history-sync';
import { DEVNET_PROFILE } from '../../../../electron/core/config/devnet-profile';
import { createMemoryRepositories } from '../../../../electron/core/cache/repositories';
import { foldAfterWrite } from '../../../../electron/core/charts/portfolio-deltas';
import { addDayDeltas } from '../../../../electron/core/charts/portfolio-series';
import { fakeFetch, noSleep } from '../chain/fake-fetch';
import { ADDRESS, backendWith } from './b4-fake';

/** In-memory HistoryRepo with the same contract as the SQLite one. */
function memoryHistory(): HistoryRepo {
  const rows = new Map<string, HistoryRow>();
  let cursor: HistoryCursor | null = null;
  const sorted = () => [...rows.values()].sort((a, b) => b.height - a.height || b.hash.localeCompare(a.hash));
  return {
    upsertMany(_n, _a, list) {
      let fresh = 0;
      for (const row of list) {
        if (!rows.has(row.hash)) fresh += 1;
        rows.set(row.hash, row);
      }
      return fresh;
    },
    page: (_n, _a, { limit }) => sorted().slice(0, limit),
    search: () => [],
    count: () => rows.size,
    get: (_n, _a, hash) => rows.get(hash) ?? null,
    getCursor: () => cursor,
    setCursor: (_n, _a, c) => void (cursor = c),
  };
}

/** No transactions or checkpoints to manage for the in-memory repository. */
const plainStore = {
  transaction: <T>(fn: () => T): T => fn(),
  deferCheckpoints: <T>(work: () => Promise<T>): Promise<T> => work(),
};

function clientsFor(fetchImpl: typeof fetch): NetworkClients {
  const http = httpOptions({ fetch: fetchImpl, sleep: noSleep });
  const endpoints = {
    restUrl: 'http://r',
    rpcUrl: 'http://p',
    backendUrl: 'http://b',
    dialect: 'spec' as const,
  };
  return {
    profile: { ...DEVNET_PROFILE },
    endpoints,
    http,
    chain: createChainRestClient(endpoints, http),
    backend: createBackendClient(endpoints, http),
  };
}

describe('syncHistory', () => {
  it('fetches the whole past on the first run, with progress events and a complete cursor', async () => {
    let total = 250;
    const fake = backendWith(() => total);
    const history = memoryHistory();
    const events: Array<{ event: string; payload: unknown }> = [];
    const deps = {
      ...plainStore,
      history,
      emit: (event: string, payload: unknown) => void events.push({ event, payload }),
      clock: () => 1,
    };
    const result = await syncHistory(clientsFor(fake.fetch), deps, { id: 'a1', address: ADDRESS });
    expect(result).toEqual({ added: 250, stored: 250, complete: true });
    expect(history.getCursor('devnet', ADDRESS)).toMatchObject({ complete: true, newestHeight: 250 });
    expect(
      events.some((e) => e.event === 'sync/progress' && (e.payload as { finished: boolean }).finished),
    ).toBe(true);
    expect(events.find((e) => e.event === 'history/changed')!.payload).toEqual({
      accountId: 'a1',
      added: 250,
    });

    total = 253;
    fake.requests.length = 0;
    const second = await syncHistory(clientsFor(fake.fetch), deps, { id: 'a1', address: ADDRESS });
    expect(second).toEqual({ added: 3, stored: 253, complete: true });
    expect(fake.requests).toHaveLength(1);
  });

  it('resumes an interrupted backfill from the saved page without losing rows when new txs arrive', async () => {
    let total = 350;
    const fake = backendWith(() => total);
    const history = memoryHistory();
    const deps = { ...plainStore, history, emit: () => undefined, clock: () => 1, maxPages: 2 };
    const first = await syncHistory(clientsFor(fake.fetch), deps, { id: 'a1', address: ADDRESS });
    expect(first.complete).toBe(false);
    expect(first.stored).toBe(200);
    total = 360;
    const second = await syncHistory(
      clientsFor(fake.fetch),
      { ...deps, maxPages: 10 },
      { id: 'a1', address: ADDRESS },
    );
    expect(second).toMatchObject({ stored: 360, complete: true });
  });

  it('keeps what it fetched and the cursor when the backend fails mid-way', async () => {
    let calls = 0;
    const ok = backendWith(() => 300);
    const failing = (async (input: string | URL | Request, init?: RequestInit) => {
      calls += 1;
      if (calls > 1) throw new TypeError('fetch failed');
      return ok.fetch(input, init);
    }) as typeof fetch;
    const history = memoryHistory();
    const clients = clientsFor(failing);
    clients.backend = createBackendClient(
      clients.endpoints,
      httpOptions({ fetch: failing, sleep: noSleep, retries: 0 }),
    );
    await expect(
      syncHistory(
        clients,
        { ...plainStore, history, emit: () => undefined, clock: () => 1 },
        { id: 'a1', address: ADDRESS },
      ),
    ).rejects.toThrow();
    expect(history.count('devnet', ADDRESS)).toBe(100);
    expect(history.getCursor('devnet', ADDRESS)).toMatchObject({ complete: false });
  });
});

describe('syncHistory fallback to chain search', () => {
  it('takes the newest rows from #2 (sent and received) when B4 is unavailable', async () => {
    const response = (hash: string, height: string, events: unknown[]) => ({
      height,
      txhash: hash,
      codespace: '',
      code: 0,
      raw_log: '',
      gas_wanted: '1',
      gas_used: '1',
      timestamp: '2026-11-22T07:00:00Z',
      events,
    });
    const tx = (memo: string) => ({
      body: { messages: [{ '@type': '/ledger.bank.v1beta1.MsgSend' }], memo },
      auth_info: { fee: { amount: [{ denom: 'uxyz', amount: '5' }], gas_limit: '100' } },
      signatures: [],
    });
    const fake = fakeFetch((url) => {
      if (url.includes('/api/wallet/transactions'))
        return { status: 503, body: { error: { code: 'unavailable', message: 'down' } } };
      const events = new URL(url).searchParams.get('events') ?? '';
      if (events.startsWith('message.sender')) {
        return {
          body: {
            txs: [tx('out')],
            tx_responses: [
              response('AA', '7', [{ type: 'message', attributes: [{ key: 'sender', value: ADDRESS }] }]),
            ],
            pagination: { next_key: null, total: '1' },
          },
        };
      }
      return {
        body: {
          txs: [tx('in')],
          tx_responses: [
            response('BB', '5', [
              {
                type: 'transfer',
                attributes: [
                  { key: 'recipient', value: ADDRESS },
                  { key: 'sender', value: 'xyz1other' },
                ],
              },
            ]),
          ],
          pagination: { next_key: null, total: '1' },
        },
      };
    });
    const history = memoryHistory();
    const result = await syncHistory(
      clientsFor(fake.fetch),
      { ...plainStore, history, emit: () => undefined, clock: () => 1 },
      { id: 'a1', address: ADDRESS },
    );
    expect(result).toMatchObject({ added: 2, stored: 2, complete: false });
    expect(history.get('devnet', ADDRESS, 'AA')).toMatchObject({
      direction: 'out',
      memo: 'out',
      fee: [{ denom: 'uxyz', amount: '5' }],
    });
    expect(history.get('devnet', ADDRESS, 'BB')).toMatchObject({ direction: 'in', height: 5 });
  });
});

describe('syncHistory and the per-day totals', () => {
  it('folds every batch it commits into the totals, which then equal a full recomputation', async () => {
    const fake = backendWith(() => 1250);
    const db = createMemoryRepositories();
    const deps = {
      history: db.history,
      transaction: db.transaction,
      deferCheckpoints: db.deferCheckpoints,
      emit: () => undefined,
      clock: () => 1,
      foldDays: (networkId: string, address: string) => foldAfterWrite(db, networkId, address),
    };
    const result = await syncHistory(clientsFor(fake.fetch), deps, { id: 'a1', address: ADDRESS });
    expect(result.stored).toBe(1250);
    const rows = db.history.page('devnet', ADDRESS, { limit: 5000 });
    const recomputed = addDayDeltas(new Map(), rows, ADDRESS);
    const kept = db.historyDays.days('devnet', ADDRESS);
    expect(new Map(kept.map((d) => [d.day, { delta: d.delta, known: d.unknown === 0 }]))).toEqual(recomputed);
    // Nothing is left for the chart's load to fold.
    expect(db.historyDays.foldStep('devnet', ADDRESS, 10, () => null)).toEqual({ rows: 0, done: true });
  });
});
