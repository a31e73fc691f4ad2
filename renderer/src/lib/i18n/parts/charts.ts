// Words of the charts (token price, portfolio over time), English and German: they load with the chart components
// after the first frame (decision 0472). Imported, it registers them into t()'s table; every file that uses one of
// its keys imports it (checked by tests/unit/renderer/locale/i18n-parts.test.ts).
import { registerWords } from '../index';

const en = {
  'portfolio.title': 'Portfolio over time',
  'portfolio.loading': 'Rebuilding your portfolio from the cached history…',
  'portfolio.unit': 'Show the value in',
  'portfolio.estimated': 'Estimated',
  'portfolio.exact': 'Exact',
  'portfolio.legendExact': 'From your history',
  'portfolio.legendEstimated': 'Estimated',
  'portfolio.reason.unknown_effect':
    'a later transaction changed the balance by an amount the wallet cannot read',
  'portfolio.reason.tokens_today': "tokens counted at today's balance and price",
  'portfolio.reason.price_nearby': 'XYZ/USD price from a nearby day',
  'portfolio.noUsd': 'USD unknown: the wallet has not seen an XYZ/USD price yet.',
  'portfolio.partial': 'The history is still loading; older days will follow.',
  'portfolio.exportCsv': 'CSV',
  'portfolio.exportPng': 'PNG',
  'chart.title': 'Price',
  'chart.range.1h': '1H',
  'chart.range.24h': '24H',
  'chart.range.7d': '7D',
  'chart.range.all': 'All',
  'chart.ranges': 'Chart range',
  'chart.loading': 'Reading the trades from the chain…',
  'chart.empty': 'No trades yet. The chart starts with the first buy.',
  'chart.graduated': 'Graduated',
  'chart.volume': 'Volume {volume}',
  'chart.trades.one': '{count} trade',
  'chart.trades.other': '{count} trades',
  'chart.stale': 'The node could not be reached; showing the trades cached earlier.',
  'chart.last': 'Last trade price',
} as const;

const de: Record<keyof typeof en, string> = {
  'portfolio.title': 'Portfolio im Zeitverlauf',
  'portfolio.loading': 'Ihr Portfolio wird aus dem gespeicherten Verlauf berechnet…',
  'portfolio.unit': 'Wert anzeigen in',
  'portfolio.estimated': 'Geschätzt',
  'portfolio.exact': 'Genau',
  'portfolio.legendExact': 'Aus Ihrem Verlauf',
  'portfolio.legendEstimated': 'Geschätzt',
  'portfolio.reason.unknown_effect':
    'eine spätere Transaktion hat den Kontostand um einen Betrag geändert, den die Wallet nicht lesen kann',
  'portfolio.reason.tokens_today': 'Token zum heutigen Bestand und Preis gerechnet',
  'portfolio.reason.price_nearby': 'XYZ/USD-Preis von einem nahen Tag',
  'portfolio.noUsd': 'USD unbekannt: Die Wallet hat noch keinen XYZ/USD-Preis gesehen.',
  'portfolio.partial': 'Der Verlauf wird noch geladen; ältere Tage folgen.',
  'portfolio.exportCsv': 'CSV',
  'portfolio.exportPng': 'PNG',
  'chart.title': 'Preis',
  'chart.range.1h': '1 Std.',
  'chart.range.24h': '24 Std.',
  'chart.range.7d': '7 T.',
  'chart.range.all': 'Alle',
  'chart.ranges': 'Zeitraum des Diagramms',
  'chart.loading': 'Die Trades werden von der Chain gelesen…',
  'chart.empty': 'Noch keine Trades. Das Diagramm beginnt mit dem ersten Kauf.',
  'chart.graduated': 'Graduiert',
  'chart.volume': 'Volumen {volume}',
  'chart.trades.one': '{count} Trade',
  'chart.trades.other': '{count} Trades',
  'chart.stale': 'Der Knoten war nicht erreichbar; angezeigt werden die zuvor gespeicherten Trades.',
  'chart.last': 'Preis des letzten Trades',
};

export const chartsWords = registerWords(en, de);
