// Pure CSV export of history rows in the machine format (RFC 4180 quoting, ISO 8601 times, amounts as plain decimals
// with "." and no grouping, the same in every locale); the renderer derives the human format from it.
import type { HistoryRow } from '../cache/repos/history-types';
import { DECIMALS } from '../../../shared/chain';
import { formatBaseAmount } from '../../../shared/format';
import { messageUxyz, uxyzIn } from '../../../shared/native-amount';

/** Columns in order; new ones are appended so readers that go by position keep working. */
export const HISTORY_CSV_HEADER = [
  'hash',
  'height',
  'timestamp',
  'direction',
  'status',
  'code',
  'types',
  'fee_uxyz',
  'memo',
  'amount_xyz',
  'fee_xyz',
] as const;

/** "1234.5": base units as a plain decimal, no grouping, trailing zeros trimmed. */
function plainXyz(uxyz: bigint): string {
  return formatBaseAmount(uxyz, DECIMALS, { grouping: false });
}

export function historyToCsv(rows: readonly HistoryRow[]): string {
  const lines = [HISTORY_CSV_HEADER.join(',')];
  for (const row of rows) {
    const types = row.messages
      .map((m) =>
        m && typeof m === 'object' && typeof (m as Record<string, unknown>)['@type'] === 'string'
          ? (m as Record<string, string>)['@type']
          : '',
      )
      .join(' ');
    const fee = uxyzIn(row.fee);
    lines.push(
      [
        row.hash,
        String(row.height),
        row.timestamp,
        row.direction,
        row.code === 0 ? 'success' : 'failed',
        String(row.code),
        types,
        fee.toString(),
        row.memo,
        plainXyz(messageUxyz(row.messages[0])),
        plainXyz(fee),
      ]
        .map((field) => csvField(field))
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Quotes a field when needed and neutralises spreadsheet formulas (=, +, -, @ at the start). */
export function csvField(value: string, delimiter = ','): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return safe.includes(delimiter) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
