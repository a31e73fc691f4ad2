import { describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../../../../electron/core/cache/repositories';
import { catchUpTrades, contractFilter } from '../../../../electron/core/charts/trade-sync';
import type { TxResponseLike } from '../../../../electron/core/charts/trade-events';
import type { TxSearch } from '../../../../electron/core/chain/chain-rest';

const TOKEN = 'xyz1token';
const PAIR = 'xyz1pair';

function buyTx(height: number, price: number): TxResponseLike {
  return {
    txhash: `H${height}`,
    height: String(height),
    timestamp: new Date(Date.UTC(2026, 10, 24, 0, height)).toISOString(),
    code: 0,
    events: [
      {
        type: 'wasm-buy',
        attributes: [
          { key: 'token', value: TOKEN },
          { key: 'xyz_amount', value: '10' },
          { key: 'token_amount', value: '1' },
          { key: 'price', value: String(price) },
        ],
      },
    ],
  };
}

/** A chain whose search pages newest first, two per page, recording what was asked. */
function fakeChain(txs: TxResponseLike[]) {
  const asked: TxSearch[] = [];
  const searchTxs = async (search: TxSearch) => {
    asked.push(search);
    const sorted = [...txs].sort((a, b) => Number(b.height) - Number(a.height));
    const start = search.key ? Number(search.key) : 0;
    const page = sorted.slice(start, start + 2);
    const next = start + 2 < sorted.length ? String(start + 2) : null;
    return { tx_responses: page, pagination: { next_key: next } };
  };
  return { asked, searchTxs };
}

describe('catchUpTrades: only transactions newer than the cache are fetched', () => {
  it('first time reads every page newest first; later only up to the cached height', async () => {
    const db = createMemoryRepositories();
    const txs = [1, 2, 3, 4, 5].map((h) => buyTx(h, 100 + h));
    const chain = fakeChain(txs);
    const deps = { searchTxs: chain.searchTxs, charts: db.charts, clock: () => 42 };

    expect(await catchUpTrades(deps, 'devnet', TOKEN, [TOKEN])).toBe(5);
    expect(chain.asked).toHaveLength(3);
    expect(chain.asked[0]).toEqual({ events: [contractFilter(TOKEN)], orderBy: 'ORDER_BY_DESC', limit: 100 });
    expect(db.charts.mark('devnet', TOKEN, TOKEN)).toEqual({ newestHeight: 5, updatedAt: 42 });
    expect(db.charts.trades('devnet', TOKEN).map((t) => t.price)).toEqual([101n, 102n, 103n, 104n, 105n]);

    chain.asked.length = 0;
    txs.push(buyTx(6, 106));
    expect(await catchUpTrades(deps, 'devnet', TOKEN, [TOKEN])).toBe(1);
    expect(chain.asked).toHaveLength(1); // the first page already reaches height 5
    expect(db.charts.trades('devnet', TOKEN)).toHaveLength(6);
  });

  it('searches the pair too, and a trade found through both is stored once', async () => {
    const db = createMemoryRepositories();
    const chain = fakeChain([buyTx(1, 5)]);
    const added = await catchUpTrades(
      { searchTxs: chain.searchTxs, charts: db.charts, clock: () => 1 },
      'devnet',
      TOKEN,
      [TOKEN, PAIR],
    );
    expect(added).toBe(1);
    expect(chain.asked.map((s) => s.events[0])).toEqual([contractFilter(TOKEN), contractFilter(PAIR)]);
  });

  it('an interrupted catch-up keeps the mark, so the next one reads the gap again', async () => {
    const db = createMemoryRepositories();
    const chain = fakeChain([1, 2, 3].map((h) => buyTx(h, h)));
    let calls = 0;
    const failing = async (s: TxSearch) => {
      if (++calls === 2) throw new Error('network');
      return chain.searchTxs(s);
    };
    await expect(
      catchUpTrades({ searchTxs: failing, charts: db.charts, clock: () => 1 }, 'devnet', TOKEN, [TOKEN]),
    ).rejects.toThrow();
    expect(db.charts.mark('devnet', TOKEN, TOKEN)).toBeNull();
    await catchUpTrades({ searchTxs: chain.searchTxs, charts: db.charts, clock: () => 2 }, 'devnet', TOKEN, [
      TOKEN,
    ]);
    expect(db.charts.trades('devnet', TOKEN)).toHaveLength(3);
  });

  it('remembers XYZ/USD by day, the latest sighting of a day winning', () => {
    const db = createMemoryRepositories();
    db.charts.recordUsd('devnet', '2026-11-24', '1.2', 10);
    db.charts.recordUsd('devnet', '2026-11-24', '1.3', 20);
    db.charts.recordUsd('devnet', '2026-11-24', '1.1', 15);
    expect([...db.charts.usdByDay('devnet')]).toEqual([['2026-11-24', '1.3']]);
  });
});
