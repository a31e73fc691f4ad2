// A fake backend for history sync tests: B4 pages over `total` txs (heights total..1, newest first), with a hook to
// fail or hang chosen pages, and the pages requested in order.
import type { FakeReply } from '../chain/fake-fetch';
import { fakeFetch } from '../chain/fake-fetch';

export const ADDRESS = 'xyz1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n';

/** The B4 body of page `page` (of `limit` rows) when the address has `total` txs. */
export function b4Page(total: number, page: number, limit: number) {
  const heights = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * limit, page * limit);
  return {
    address: ADDRESS,
    page,
    limit,
    total,
    transactions: heights.map((height) => ({
      hash: `H${String(height).padStart(6, '0')}`,
      height: String(height),
      timestamp: '2026-11-22T07:00:00Z',
      code: 0,
      memo: '',
      fee: [],
      messages: [{ '@type': '/ledger.bank.v1beta1.MsgSend' }],
      direction: 'out',
      raw_log: '',
    })),
  };
}

/** `override(page)` may answer a page differently (fail, hang); `pages` lists the pages requested, in order. */
export function backendWith(
  getTotal: () => number,
  override: (page: number) => FakeReply | undefined = () => undefined,
) {
  const pages: number[] = [];
  const fake = fakeFetch((url) => {
    const query = new URL(url).searchParams;
    const page = Number(query.get('page'));
    pages.push(page);
    return override(page) ?? { body: b4Page(getTotal(), page, Number(query.get('limit'))) };
  });
  return { ...fake, pages };
}
