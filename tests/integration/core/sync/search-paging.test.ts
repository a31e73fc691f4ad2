// Chain search paged the way each dialect's node pages it (decision 0732): the spec's by `pagination.key`, the
// stock dialect's by page number as a Cosmos SDK v0.50 node answers a `query` (`page`/`limit`, `pagination: null`,
// `total` as a string). The wallet's history fallback reads every page on both; on the stock dialect it does so
// through a node that, like v0.50, reads nothing but `query`, `page`, `limit` and `order_by`.
/* eslint-disable @typescript-eslint/no-explicit-any -- gateway JSON bodies */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevnet } from '../../../../devnet/index';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { createChainRestClient } from '../../../../electron/core/chain/chain-rest';
import { httpOptions } from '../../../../electron/core/chain/http';
import { recentHistoryFromChain } from '../../../../electron/core/sync/history-from-chain';
import {
  broadcast,
  freshDirectSigner,
  fund,
  msgs,
  produce,
  signDirect,
  testDevnet,
  uxyz,
  type DirectTestSigner,
} from '../../devnet/chain/support';
import { TEST_DIALECT, restUrl } from '../../support/dialect';

const SENDS = 7;
/** What a v0.50 node reads of a search; anything else is dropped on the way, as the node would ignore it. */
const V050_PARAMS = new Set(['query', 'page', 'limit', 'order_by']);

describe('chain search paging on the devnet', () => {
  let devnet: RunningDevnet;
  let sender: DirectTestSigner;
  const asked: string[] = [];

  beforeAll(async () => {
    devnet = await testDevnet();
    sender = await freshDirectSigner();
    await fund(devnet, sender.address);
    for (let i = 0; i < SENDS; i++) {
      const tx = await signDirect(devnet, sender, {
        messages: [msgs.send(sender.address, DEVNET_KEYS.bob.address, uxyz(1 + i))],
      });
      expect((await broadcast(devnet, tx)).code).toBe(0);
      await produce(devnet);
    }
  }, 60_000);
  afterAll(() => devnet?.stop());

  /** A fetch that forwards only what a v0.50 node reads of a search (stock dialect), recording each search. */
  const v050Fetch: typeof fetch = (input, init) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/tx/v1beta1/txs') && TEST_DIALECT === 'cosmos') {
      for (const key of [...url.searchParams.keys()]) if (!V050_PARAMS.has(key)) url.searchParams.delete(key);
      if (!url.searchParams.get('query'))
        return Promise.resolve(Response.json({ code: 3, message: 'query cannot be empty' }, { status: 400 }));
    }
    if (url.pathname.endsWith('/tx/v1beta1/txs')) asked.push(url.search);
    return fetch(url, init);
  };

  it('the wallet’s history fallback reads every page, newest first, in either dialect', async () => {
    const chain = createChainRestClient(
      { restUrl: devnet.chainRestUrl, dialect: TEST_DIALECT },
      httpOptions({ fetch: v050Fetch, retries: 0 }),
    );
    asked.length = 0;
    const rows = await recentHistoryFromChain(chain, sender.address, 3, 5);
    expect(rows.filter((r) => r.direction === 'out')).toHaveLength(SENDS);
    const heights = rows.map((r) => r.height);
    expect(heights).toEqual([...heights].sort((a, b) => b - a));
    // Three pages of the sender's seven sends (3 + 3 + 1), then the recipient filter's one page.
    const senderPages = asked.filter((q) => decodeURIComponent(q).includes('message.sender'));
    expect(senderPages).toHaveLength(3);
    if (TEST_DIALECT === 'cosmos')
      expect(senderPages.map((q) => new URLSearchParams(q).get('page'))).toEqual(['1', '2', '3']);
  });

  it.runIf(TEST_DIALECT === 'cosmos')(
    'a `query` search is answered as v0.50 does: numbered pages, `pagination: null`, `total` a string, a page past the end refused',
    async () => {
      const base = `${devnet.chainRestUrl}/cosmos/tx/v1beta1/txs`;
      const query = encodeURIComponent(`message.sender='${sender.address}'`);
      const second = await fetch(`${base}?query=${query}&page=2&limit=3&order_by=ORDER_BY_DESC`);
      const body = (await second.json()) as any;
      expect(second.status).toBe(200);
      expect(body.pagination).toBeNull();
      expect(body.total).toBe(String(SENDS));
      expect(body.tx_responses).toHaveLength(3);
      const all = (await (await fetch(`${base}?query=${query}&order_by=ORDER_BY_DESC`)).json()) as any;
      expect(all.tx_responses).toHaveLength(SENDS);
      expect(body.tx_responses.map((r: any) => r.txhash)).toEqual(
        all.tx_responses.slice(3, 6).map((r: any) => r.txhash),
      );
      const past = await fetch(`${base}?query=${query}&page=4&limit=3`);
      expect(past.status).toBe(500);
      const refusal = ((await past.json()) as any).message as string;
      expect(refusal).toMatch(/^failed to search for txs: /);
      expect(refusal).toContain('page should be within range expected range: [1, 3], given 4');
      const legacy = (await (
        await fetch(restUrl(`${base.replace('/cosmos/', '/ledger/')}?events=${query}`))
      ).json()) as any;
      expect(legacy.pagination).toEqual({ next_key: null, total: String(SENDS) });
    },
  );
});
