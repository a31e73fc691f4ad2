// The human CSV of the history: the machine CSV rewritten with dates, amounts and words of the current locale.
import { afterEach, describe, expect, it } from 'vitest';
import { historyToCsv } from '../../../electron/core/sync/history-csv';
import type { HistoryRow } from '../../../electron/core/cache/repos/history-types';
import { humanHistoryCsv, parseCsv } from '../../../renderer/src/lib/history-csv-human';
import { chooseLocale } from '../../../renderer/src/lib/i18n';
import { formatDate } from '../../../renderer/src/lib/time-format';

const rows: HistoryRow[] = [
  {
    hash: 'AA11',
    height: 42,
    timestamp: '2026-11-22T17:05:00Z',
    code: 0,
    memo: 'rent; "November", =1+1',
    fee: [{ denom: 'uxyz', amount: '5250' }],
    messages: [
      { '@type': '/ledger.bank.v1beta1.MsgSend', amount: [{ denom: 'uxyz', amount: '1234567890' }] },
    ],
    direction: 'out',
    rawLog: '',
  },
  {
    hash: 'BB22',
    height: 43,
    timestamp: '2026-11-23T08:00:00Z',
    code: 5,
    memo: '',
    fee: [{ denom: 'uxyz', amount: '1' }],
    messages: [{ '@type': '/cosmos.staking.v1beta1.MsgDelegate', amount: { denom: 'uxyz', amount: '10' } }],
    direction: 'in',
    rawLog: '',
  },
];

afterEach(() => chooseLocale({ language: 'system', format: 'system' }));

describe('parseCsv', () => {
  it('reads quoted fields, "" escapes and CRLF line ends (the machine CSV round-trips)', () => {
    const parsed = parseCsv(historyToCsv(rows));
    expect(parsed).toHaveLength(3);
    expect(parsed[1]?.[8]).toBe(`rent; "November", =1+1`);
    expect(parseCsv('a,"b\r\nc"\nd,e')).toEqual([
      ['a', 'b\r\nc'],
      ['d', 'e'],
    ]);
  });
});

describe('humanHistoryCsv', () => {
  it('en-US: comma-separated, English words, grouped amounts, local dates', async () => {
    await chooseLocale({ language: 'en', format: 'en-US' });
    const csv = humanHistoryCsv(historyToCsv(rows));
    expect(csv.startsWith('\ufeff')).toBe(true);
    const [header, first, second] = parseCsv(csv.slice(1));
    expect(header).toEqual([
      'Date',
      'Transaction',
      'Block',
      'Type',
      'Direction',
      'Status',
      'Amount (XYZ)',
      'Fee (XYZ)',
      'Memo',
    ]);
    expect(first).toEqual([
      formatDate('2026-11-22T17:05:00Z'),
      'AA11',
      '42',
      'Send',
      'Outgoing',
      'Success',
      '1,234.56789',
      '0.00525',
      'rent; "November", =1+1',
    ]);
    expect(second?.slice(3, 8)).toEqual(['Delegate', 'Incoming', 'Failed', '0.00001', '0.000001']);
  });

  it('de-DE: semicolon-separated (the decimal separator is a comma), German words and numbers', async () => {
    await chooseLocale({ language: 'de', format: 'de-DE' });
    const csv = humanHistoryCsv(historyToCsv(rows));
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Datum;Transaktion;Block;Art;Richtung;Status;Betrag (XYZ);Gebühr (XYZ);Memo');
    expect(lines[1]).toBe(
      `${formatDate('2026-11-22T17:05:00Z')};AA11;42;Senden;Ausgehend;Erfolgreich;1.234,56789;0,00525;"rent; ""November"", =1+1"`,
    );
    expect(formatDate('2026-11-22T17:05:00Z')).toMatch(/^22\.11\.2026, \d\d:05$/);
  });

  it('keeps the formula guard of the machine CSV', async () => {
    await chooseLocale({ language: 'en', format: 'en-US' });
    const evil = historyToCsv([{ ...rows[1]!, memo: '=HYPERLINK("x")' }]);
    expect(parseCsv(humanHistoryCsv(evil).slice(1))[1]?.[8]).toBe(`'=HYPERLINK("x")`);
  });
});
