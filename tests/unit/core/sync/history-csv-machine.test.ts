// The machine CSV of the history: ISO 8601 times and plain decimal amounts ("." and no grouping), whatever the locale.
import { describe, expect, it } from 'vitest';
import { HISTORY_CSV_HEADER, historyToCsv } from '../../../../electron/core/sync/history-csv';
import type { HistoryRow } from '../../../../electron/core/cache/repos/history-types';

const row = (over: Partial<HistoryRow>): HistoryRow => ({
  hash: 'H1',
  height: 1234567,
  timestamp: '2026-11-22T07:00:00Z',
  code: 0,
  memo: '',
  fee: [{ denom: 'uxyz', amount: '5250' }],
  messages: [
    {
      '@type': '/ledger.bank.v1beta1.MsgSend',
      amount: [{ denom: 'uxyz', amount: '1234567890123' }],
    },
  ],
  direction: 'out',
  rawLog: '',
  ...over,
});

const columns = (csv: string, line = 1) => {
  const fields = csv.split('\r\n')[line]?.split(',') ?? [];
  return Object.fromEntries(HISTORY_CSV_HEADER.map((name, i) => [name, fields[i]]));
};

describe('history CSV, machine format', () => {
  it('writes amounts and fees in XYZ as plain decimals and keeps the block time in ISO 8601', () => {
    expect(columns(historyToCsv([row({})]))).toMatchObject({
      timestamp: '2026-11-22T07:00:00Z',
      height: '1234567',
      amount_xyz: '1234567.890123',
      fee_xyz: '0.00525',
      fee_uxyz: '5250',
    });
  });

  it('is exact for dust and for 10^18 uxyz, and writes 0 for messages that move no XYZ', () => {
    const dust = row({ messages: [{ '@type': 'x', amount: { denom: 'uxyz', amount: '1' } }] });
    const huge = row({
      messages: [{ '@type': 'x', funds: [{ denom: 'uxyz', amount: '1000000000000000000' }] }],
    });
    const vote = row({ messages: [{ '@type': '/cosmos.gov.v1.MsgVote' }], fee: [] });
    const csv = historyToCsv([dust, huge, vote]);
    expect(columns(csv, 1).amount_xyz).toBe('0.000001');
    expect(columns(csv, 2).amount_xyz).toBe('1000000000000');
    expect(columns(csv, 3)).toMatchObject({ amount_xyz: '0', fee_xyz: '0' });
  });

  it('only counts uxyz (a token amount is not XYZ)', () => {
    const tokens = row({ messages: [{ '@type': 'x', amount: [{ denom: 'factory/meme', amount: '99' }] }] });
    expect(columns(historyToCsv([tokens])).amount_xyz).toBe('0');
  });
});
