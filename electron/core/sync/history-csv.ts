// Pure CSV export of history rows (RFC 4180 quoting; amounts stay integer strings in base units).
import type { HistoryRow } from '../cache/types';

const HEADER = ['hash', 'height', 'timestamp', 'direction', 'status', 'code', 'types', 'fee_uxyz', 'memo'];

export function historyToCsv(rows: readonly HistoryRow[]): string {
  const lines = [HEADER.join(',')];
  for (const row of rows) {
    const types = row.messages
      .map((m) =>
        m && typeof m === 'object' && typeof (m as Record<string, unknown>)['@type'] === 'string'
          ? (m as Record<string, string>)['@type']
          : '',
      )
      .join(' ');
    const fee = row.fee.filter((c) => c.denom === 'uxyz').reduce((sum, c) => sum + BigInt(c.amount), 0n);
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
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Quotes a field when needed and neutralises spreadsheet formulas (=, +, -, @ at the start). */
export function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
