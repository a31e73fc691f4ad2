import { describe, expect, it } from 'vitest';
import { createBackendClient } from '../../../../electron/core/chain/backend';
import { createChainRestClient } from '../../../../electron/core/chain/chain-rest';
import { httpOptions } from '../../../../electron/core/chain/http';
import { broadcastOnce } from '../../../../electron/core/tx/broadcast';
import { createReviewStore } from '../../../../electron/core/tx/review-store';
import type { Review } from '../../../../electron/core/tx/review';
import { trackTx } from '../../../../electron/core/tx/settle/track';
import { txHash } from '../../../../electron/core/tx/tx-bytes';
import { fakeFetch, noSleep } from '../chain/fake-fetch';

const TX = new Uint8Array([1, 2, 3]);
const HASH = txHash(TX);

function clients(route: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(route);
  const http = httpOptions({ fetch: fake.fetch, sleep: noSleep });
  const endpoints = {
    restUrl: 'http://127.0.0.1:1',
    rpcUrl: 'http://127.0.0.1:2',
    backendUrl: 'http://127.0.0.1:3',
    dialect: 'spec' as const,
  };
  return {
    fake,
    chain: createChainRestClient(endpoints, http),
    backend: createBackendClient(endpoints, http),
  };
}

describe('broadcastOnce', () => {
  it('sends through B6 by default and reports acceptance with the hash', async () => {
    const c = clients(() => ({ body: { tx_hash: HASH, code: 0, raw_log: '' } }));
    await expect(broadcastOnce(TX, 'backend', c)).resolves.toEqual({ state: 'accepted', hash: HASH });
    expect(c.fake.requests[0]!.url).toBe('http://127.0.0.1:3/api/wallet/broadcast');
  });

  it('uses chain SYNC mode as the alternative and reports a CheckTx rejection with its code', async () => {
    const c = clients(() => ({
      body: {
        tx_response: { txhash: HASH, code: 13, codespace: 'sdk', raw_log: 'insufficient fee', height: '0' },
      },
    }));
    await expect(broadcastOnce(TX, 'chain', c)).resolves.toMatchObject({
      state: 'rejected',
      code: 13,
      codespace: 'sdk',
    });
    expect(JSON.parse(c.fake.requests[0]!.body!)).toEqual({ tx_bytes: 'AQID', mode: 'BROADCAST_MODE_SYNC' });
  });

  it('counts code 19 ("tx already in mempool": these exact bytes were accepted before) as accepted, both ways', async () => {
    const viaChain = clients(() => ({
      body: {
        tx_response: { txhash: HASH, code: 19, codespace: 'sdk', raw_log: 'tx already exists in cache' },
      },
    }));
    await expect(broadcastOnce(TX, 'chain', viaChain)).resolves.toEqual({ state: 'accepted', hash: HASH });
    const viaBackend = clients(() => ({
      body: { tx_hash: HASH, code: 19, raw_log: 'tx already exists in cache' },
    }));
    await expect(broadcastOnce(TX, 'backend', viaBackend)).resolves.toEqual({
      state: 'accepted',
      hash: HASH,
    });
  });

  it('answers "unknown" with the locally computed hash when the reply is lost, after exactly one attempt', async () => {
    const c = clients(() => ({ fail: 'socket hang up' }));
    await expect(broadcastOnce(TX, 'backend', c)).resolves.toMatchObject({ state: 'unknown', hash: HASH });
    expect(c.fake.requests).toHaveLength(1);
  });
});

describe('trackTx', () => {
  it('polls while the node answers 404 and returns the inclusion result', async () => {
    let now = 0;
    const c = clients(() => [
      { status: 404, body: { code: 5, message: 'tx not found' } },
      { fail: 'ECONNRESET' },
      {
        body: {
          tx: null,
          tx_response: {
            height: '9',
            txhash: HASH,
            codespace: '',
            code: 0,
            raw_log: '',
            gas_wanted: '10',
            gas_used: '8',
            timestamp: '',
            events: [],
          },
        },
      },
    ]);
    const result = await trackTx(c.chain, HASH, {
      intervalMs: 100,
      timeoutMs: 10_000,
      sleep: async (ms) => void (now += ms),
      now: () => now,
    });
    expect(result).toMatchObject({ state: 'included', code: 0, height: '9' });
  });

  it('gives up as "pending" after the time limit', async () => {
    let now = 0;
    const c = clients(() => ({ status: 404, body: { code: 5, message: 'tx not found' } }));
    const result = await trackTx(c.chain, HASH, {
      intervalMs: 1000,
      timeoutMs: 5000,
      sleep: async (ms) => void (now += ms),
      now: () => now,
    });
    expect(result).toEqual({ state: 'pending' });
  });
});

describe('review store', () => {
  const review = {} as Review;
  it('hands a review out once and expires it after its time to live', () => {
    let now = 0;
    const store = createReviewStore(() => now, 1000);
    const a = store.put('acc', review, 5n);
    expect(store.take(a.id)).toMatchObject({ id: a.id });
    expect(store.take(a.id)).toBe('expired');
    const b = store.put('acc', review, 5n);
    now = 1000;
    expect(store.get(b.id)).toBe('expired');
  });
});

describe('broadcastOnce edge replies', () => {
  it('treats an unreadable reply as "unknown" (the tx may have been accepted)', async () => {
    const c = clients(() => ({ text: '<html>bad gateway</html>' }));
    await expect(broadcastOnce(TX, 'backend', c)).resolves.toMatchObject({ state: 'unknown', hash: HASH });
  });

  it('treats a 4xx refusal as "refused" (nothing was broadcast) and a 5xx as "unknown"', async () => {
    const refused = clients(() => ({
      status: 400,
      body: { error: { code: 'invalid', message: 'tx_bytes is not a tx' } },
    }));
    await expect(broadcastOnce(TX, 'backend', refused)).resolves.toEqual({
      state: 'refused',
      hash: HASH,
      reason: 'tx_bytes is not a tx',
    });
    const failed = clients(() => ({ status: 502, body: { error: { code: 'relay', message: 'node down' } } }));
    await expect(broadcastOnce(TX, 'backend', failed)).resolves.toMatchObject({ state: 'unknown' });
  });
});
