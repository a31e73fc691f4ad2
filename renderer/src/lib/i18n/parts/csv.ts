// Words of the history CSV export (dialog and column names), English and German.
// Imported, it registers them into t()'s table; every file that uses one of its keys imports it (checked by
// tests/unit/renderer/locale/i18n-parts.test.ts).
import { registerWords } from '../index';

const en = {
  'csv.title': 'Export history as CSV',
  'csv.machine': 'For programs',
  'csv.machineHint': 'ISO 8601 dates and plain amounts (1234.5), the same in every language.',
  'csv.human': 'For reading',
  'csv.humanHint': 'Dates, amounts and words as this screen shows them ({example}).',
  'csv.export': 'Export',
  'csv.col.date': 'Date',
  'csv.col.hash': 'Transaction',
  'csv.col.height': 'Block',
  'csv.col.direction': 'Direction',
  'csv.col.status': 'Status',
  'csv.col.types': 'Type',
  'csv.col.amount': 'Amount ({denom})',
  'csv.col.fee': 'Fee ({denom})',
  'csv.col.memo': 'Memo',
} as const;

/** German: every key of `en`, so a missing translation is a type error. */
const de: Record<keyof typeof en, string> = {
  'csv.title': 'Verlauf als CSV exportieren',
  'csv.machine': 'Für Programme',
  'csv.machineHint': 'Datumsangaben nach ISO 8601 und einfache Beträge (1234.5), in jeder Sprache gleich.',
  'csv.human': 'Zum Lesen',
  'csv.humanHint': 'Daten, Beträge und Wörter so, wie dieser Bildschirm sie zeigt ({example}).',
  'csv.export': 'Exportieren',
  'csv.col.date': 'Datum',
  'csv.col.hash': 'Transaktion',
  'csv.col.height': 'Block',
  'csv.col.direction': 'Richtung',
  'csv.col.status': 'Status',
  'csv.col.types': 'Art',
  'csv.col.amount': 'Betrag ({denom})',
  'csv.col.fee': 'Gebühr ({denom})',
  'csv.col.memo': 'Memo',
};

export const csvWords = registerWords(en, de);
