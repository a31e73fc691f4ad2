// Words of the History screen (filters, paging, export, pending transactions), English and German.
// Imported, it registers them into t()'s table; every file that uses one of its keys imports it (checked by
// tests/unit/renderer/locale/i18n-parts.test.ts).
import { registerWords } from '../index';

const en = {
  'history.title': 'History',
  'history.type': 'Type',
  'history.direction': 'Direction',
  'history.all': 'All',
  'history.in': 'Incoming',
  'history.out': 'Outgoing',
  'history.self': 'Self',
  'history.exportCsv': 'Export CSV',
  'history.empty': 'No transactions match.',
  'history.search': 'Search history',
  'history.searchPlaceholder': 'Memo, address, contact, token or hash',
  'history.searchNone': 'No transactions match “{query}”.',
  'history.searchRunning': 'Searching…',
  'history.clearSearch': 'Clear search',
  'history.searching': 'Looking through older transactions…',
  'history.count.one': '{count} transaction',
  'history.count.other': '{count} transactions',
  'history.partial': 'older history still loading',
  'history.pendingTitle': 'Waiting for a block',
  'history.droppedTitle': 'Not included',
} as const;

/** German: every key of `en`, so a missing translation is a type error. */
const de: Record<keyof typeof en, string> = {
  'history.title': 'Verlauf',
  'history.type': 'Art',
  'history.direction': 'Richtung',
  'history.all': 'Alle',
  'history.in': 'Eingehend',
  'history.out': 'Ausgehend',
  'history.self': 'An sich selbst',
  'history.exportCsv': 'CSV exportieren',
  'history.empty': 'Keine passenden Transaktionen.',
  'history.search': 'Verlauf durchsuchen',
  'history.searchPlaceholder': 'Memo, Adresse, Token oder Hash',
  'history.searchNone': 'Keine Transaktionen passen zu „{query}“.',
  'history.searchRunning': 'Suche läuft…',
  'history.clearSearch': 'Suche löschen',
  'history.searching': 'Ältere Transaktionen werden durchsucht…',
  'history.count.one': '{count} Transaktion',
  'history.count.other': '{count} Transaktionen',
  'history.partial': 'ältere Einträge werden noch geladen',
  'history.pendingTitle': 'Wartet auf einen Block',
  'history.droppedTitle': 'Nicht aufgenommen',
};

export const historyWords = registerWords(en, de);
