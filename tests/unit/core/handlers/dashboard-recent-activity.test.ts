// Observation 1 of #17: a transfer to the active address reaches "Recent activity" through the dashboard's own refresh
// (no History screen visit needed), because dashboard/get's background refresh is followed by a history sync.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import type { HistoryPage } from '../../../../shared/api/data';
import { openHarness, type Harness } from '../keys/harness';
import { until } from '../runtime/fake-chain';

const INCOMING_HASH = 'C0FFEE'.padEnd(64, '0');

/** A backend whose B4 holds one incoming transfer for any address; every other route answers 501. */
function startBackend(): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/api/wallet/transactions') {
      const address = url.searchParams.get('address') ?? '';
      res.end(
        JSON.stringify({
          address,
          page: Number(url.searchParams.get('page') ?? 1),
          limit: Number(url.searchParams.get('limit') ?? 20),
          total: 1,
          transactions:
            url.searchParams.get('page') === '1'
              ? [
                  {
                    hash: INCOMING_HASH,
                    height: '42',
                    timestamp: '2026-11-23T10:00:00Z',
                    code: 0,
                    memo: '',
                    fee: [{ denom: 'uxyz', amount: '5250' }],
                    messages: [
                      {
                        '@type': '/ledger.bank.v1beta1.MsgSend',
                        from_address: DEVNET_KEYS.alice.address,
                        to_address: address,
                        amount: [{ denom: 'uxyz', amount: '1000000' }],
                      },
                    ],
                    direction: 'in',
                    raw_log: '',
                  },
                ]
              : [],
        }),
      );
      return;
    }
    res.statusCode = 501;
    res.end(JSON.stringify({ code: 12, message: 'Not Implemented', details: [] }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let h: Harness;
let server: Server;
beforeEach(async () => {
  server = await startBackend();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  h = await openHarness({ network: { restUrl: url, rpcUrl: url, backendUrl: url } });
});
afterEach(async () => {
  await h.dispose();
  await new Promise((resolve) => server.close(resolve));
});

describe('dashboard/get keeps "Recent activity" current', () => {
  it('its background refresh syncs the history, so an incoming transfer shows without opening History', async () => {
    const bob = await h.call<{ id: string }>('keys/add-watch-only', {
      address: DEVNET_KEYS.bob.address,
      name: 'Bob',
    });
    const recent = () => h.call<HistoryPage>('history/page', { accountId: bob.id, limit: 6 });
    expect((await recent()).rows).toEqual([]);

    await h.call('dashboard/get', { accountId: bob.id });

    await until(
      () => h.events.some((e) => e.event === 'history/changed'),
      'history/changed after the dashboard refresh',
    );
    expect(h.events.find((e) => e.event === 'history/changed')?.payload).toEqual({
      accountId: bob.id,
      added: 1,
    });
    expect((await recent()).rows.map((r) => [r.hash, r.direction])).toEqual([[INCOMING_HASH, 'in']]);
  });

  it('refresh: false reads the cache only (the boot snapshot path starts no sync)', async () => {
    const bob = await h.call<{ id: string }>('keys/add-watch-only', {
      address: DEVNET_KEYS.bob.address,
      name: 'Bob',
    });
    await h.call('dashboard/get', { accountId: bob.id, refresh: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.events.some((e) => e.event === 'history/changed')).toBe(false);
  });

  it("a host that answers one command and exits (the CLI's balance, followUpRefresh: false) refreshes the balances alone", async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const cli = await openHarness({
      network: { restUrl: url, rpcUrl: url, backendUrl: url },
      runtime: { followUpRefresh: false },
    });
    try {
      const bob = await cli.call<{ id: string }>('keys/add-watch-only', {
        address: DEVNET_KEYS.bob.address,
        name: 'Bob',
      });
      await cli.call('dashboard/get', { accountId: bob.id });
      await until(
        () =>
          cli.events.some(
            (e) => e.event === 'sync/progress' && (e.payload as { finished?: boolean }).finished,
          ),
        'the refresh finished',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(cli.events.some((e) => e.event === 'history/changed')).toBe(false);
      expect((await cli.call<HistoryPage>('history/page', { accountId: bob.id, limit: 6 })).rows).toEqual([]);
    } finally {
      await cli.dispose();
    }
  });
});
