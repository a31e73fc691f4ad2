import { describe, expect, it } from 'vitest';
import { addRates, APR_WINDOW_MS, feeApr, feeIn, sumFeesSince } from '../../../../electron/core/sync/fee-apr';
import { readFeeWindow } from '../../../../electron/core/sync/fee-window';

const DAY = 86_400_000;

describe('fee APR arithmetic (exact, truncated to 4 decimals)', () => {
  it('is fees x (1 - tax) x year / (window x bonded)', () => {
    // 100 XYZ of fees in one day, 2 % tax, 1,000,000 XYZ bonded:
    // 100,000,000 x 0.98 x 365.25 / 1,000,000,000,000 = 0.0357945 -> "0.0357"
    expect(
      feeApr({ fees: 100_000_000n, communityTax: '0.020000000000000000', bonded: 10n ** 12n, windowMs: DAY }),
    ).toBe('0.0357');
    // A week of 700 XYZ is the same daily rate.
    expect(feeApr({ fees: 700_000_000n, communityTax: '0.02', bonded: 10n ** 12n, windowMs: 7 * DAY })).toBe(
      '0.0357',
    );
    // No tax, 1 uxyz over a year on 1 uxyz bonded: exactly 100 %.
    expect(feeApr({ fees: 1n, communityTax: '0', bonded: 1n, windowMs: 365.25 * DAY })).toBe('1.0000');
  });

  it('keeps precision far below a uxyz (no floating point on the way)', () => {
    // 3 uxyz in 1 s on 7 bonded: 3 x 31,557,600 / 7 = 13,524,685.714285... -> "13524685.7142"
    expect(feeApr({ fees: 3n, communityTax: '0', bonded: 7n, windowMs: 1000 })).toBe('13524685.7142');
  });

  it('has no estimate with nothing bonded or an empty window', () => {
    expect(feeApr({ fees: 5n, communityTax: '0', bonded: 0n, windowMs: DAY })).toBeNull();
    expect(feeApr({ fees: 5n, communityTax: '0', bonded: 5n, windowMs: 0 })).toBeNull();
  });

  it('sums the fees of the newest txs down to the window start, and says when it went past it', () => {
    const txs = [
      { timestampMs: 300, fee: 5n },
      { timestampMs: 200, fee: 7n },
      { timestampMs: 100, fee: 11n },
    ];
    expect(sumFeesSince(txs, 200)).toEqual({ fees: 12n, count: 2, reachedOlder: true });
    expect(sumFeesSince(txs, 50)).toEqual({ fees: 23n, count: 3, reachedOlder: false });
  });

  it('counts only the bond denom of a fee, and adds the inflation and fee parts exactly', () => {
    expect(
      feeIn(
        [
          { denom: 'uatom', amount: '9' },
          { denom: 'uxyz', amount: '5250' },
        ],
        'uxyz',
      ),
    ).toBe(5250n);
    expect(addRates('0.2420', '0.0357')).toBe('0.2777');
  });
});

/** A chain stub answering latest block, tx search pages (newest first) and block 1. */
function stubChain(opts: { nowMs: number; txs: Array<{ at: number; fee: string }>; firstBlockMs?: number }) {
  const pages: string[] = [];
  return {
    pages,
    chain: {
      latestBlock: async () => ({
        block: { header: { height: '500', time: new Date(opts.nowMs).toISOString(), chain_id: 'x' } },
      }),
      blockAt: async () => {
        if (opts.firstBlockMs === undefined) throw new Error('pruned');
        return {
          block: { header: { height: '1', time: new Date(opts.firstBlockMs).toISOString(), chain_id: 'x' } },
        };
      },
      searchTxs: async (s: { events: string[]; key?: string; limit?: number }) => {
        pages.push(`${s.events.join('&')}|${s.key ?? ''}`);
        const start = Number(s.key ?? 0);
        const slice = opts.txs.slice(start, start + (s.limit ?? 100));
        const next = start + slice.length < opts.txs.length ? String(start + slice.length) : null;
        return {
          txs: slice.map((t) => ({
            body: { messages: [], memo: '' },
            auth_info: { fee: { amount: [{ denom: 'uxyz', amount: t.fee }], gas_limit: '1' } },
            signatures: [],
          })),
          tx_responses: slice.map((t) => ({ timestamp: new Date(t.at).toISOString() })),
          pagination: { next_key: next },
        };
      },
    } as unknown as Parameters<typeof readFeeWindow>[0],
  };
}

describe('the fee window read from tx search', () => {
  const now = Date.parse('2026-11-24T00:00:00Z');

  it('stops at the first tx older than the window and measures the whole window', async () => {
    const { chain, pages } = stubChain({
      nowMs: now,
      txs: [
        { at: now - DAY, fee: '5000' },
        { at: now - 6 * DAY, fee: '7000' },
        { at: now - 8 * DAY, fee: '999999' },
      ],
    });
    expect(await readFeeWindow(chain, 'uxyz', APR_WINDOW_MS)).toEqual({
      fromMs: now - 7 * DAY,
      toMs: now,
      fees: 12_000n,
      txCount: 2,
      reach: 'window',
    });
    expect(pages).toEqual(['tx.height<=500|']);
  });

  it('measures a chain younger than the window from its first block', async () => {
    const { chain } = stubChain({
      nowMs: now,
      firstBlockMs: now - 2 * DAY,
      txs: [{ at: now - DAY, fee: '5000' }],
    });
    expect(await readFeeWindow(chain, 'uxyz', APR_WINDOW_MS)).toMatchObject({
      fromMs: now - 2 * DAY,
      fees: 5000n,
      reach: 'chain_start',
    });
  });

  it('on a busy chain measures the newest txs up to the page cap, from the oldest one read', async () => {
    const txs = Array.from({ length: 250 }, (_, i) => ({ at: now - i * 1000, fee: '1' }));
    const { chain, pages } = stubChain({ nowMs: now, txs });
    expect(await readFeeWindow(chain, 'uxyz', APR_WINDOW_MS, 2)).toEqual({
      fromMs: now - 199_000,
      toMs: now,
      fees: 200n,
      txCount: 200,
      reach: 'partial',
    });
    expect(pages).toHaveLength(2);
  });
});
