// The human CSV of the history, derived from core's machine CSV (electron/core/sync/history-csv.ts): dates, amounts
// and words in the current locale and language, ";" between fields where "," is the decimal separator. Pure.
import { DISPLAY_DENOM } from '../../../shared/chain';
import { t, type MessageKey } from './i18n';
import './i18n/parts/history';
import './i18n/parts/csv';
import { numberStyle } from './locale/locale-state';
import { localizeDecimal } from './locale/number-style';
import { formatDate } from './time-format';
import { rowType } from './tx-summary';

/** Parses RFC 4180 text (quoted fields, "" escapes, CRLF or LF line ends) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) {
      field += c;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      rows.push([...row, field]);
      row = [];
      field = '';
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** One field for `delimiter`, quoted when needed (already formula-safe: it comes from the machine CSV or from us). */
function field(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const DIRECTION_KEYS: Record<string, MessageKey> = {
  in: 'history.in',
  out: 'history.out',
  self: 'history.self',
};

/** The field delimiter people's spreadsheets expect: ";" where "," is the decimal separator, else ",". */
export function humanCsvDelimiter(): string {
  return numberStyle().decimal === ',' ? ';' : ',';
}

/**
 * Rewrites the machine CSV for reading: date (local time, current format), transaction, block, type, direction,
 * status, amount and fee in XYZ (current format), memo; headers in the current language. Starts with a byte order
 * mark so spreadsheet programs read the UTF-8 words right.
 */
export function humanHistoryCsv(machineCsv: string): string {
  const [header = [], ...rows] = parseCsv(machineCsv);
  const at = (row: string[], name: string) => row[header.indexOf(name)] ?? '';
  const delimiter = humanCsvDelimiter();
  const style = numberStyle();
  const amount = (plain: string) => (/^\d+(\.\d+)?$/.test(plain) ? localizeDecimal(plain, style) : plain);
  const titles = [
    t('csv.col.date'),
    t('csv.col.hash'),
    t('csv.col.height'),
    t('csv.col.types'),
    t('csv.col.direction'),
    t('csv.col.status'),
    t('csv.col.amount', { denom: DISPLAY_DENOM }),
    t('csv.col.fee', { denom: DISPLAY_DENOM }),
    t('csv.col.memo'),
  ];
  const lines = [titles.map((v) => field(v, delimiter)).join(delimiter)];
  for (const row of rows) {
    const firstType = at(row, 'types').split(' ')[0] ?? '';
    const type = rowType({ messages: [{ '@type': firstType }] });
    const direction = DIRECTION_KEYS[at(row, 'direction')];
    lines.push(
      [
        formatDate(at(row, 'timestamp')),
        at(row, 'hash'),
        at(row, 'height'),
        t(`type.${type}` as MessageKey),
        direction ? t(direction) : at(row, 'direction'),
        at(row, 'status') === 'success' ? t('history.success') : t('history.failed'),
        amount(at(row, 'amount_xyz')),
        amount(at(row, 'fee_xyz')),
        at(row, 'memo'),
      ]
        .map((v) => field(v, delimiter))
        .join(delimiter),
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
