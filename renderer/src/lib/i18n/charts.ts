// English words of the charts (token price, portfolio over time). Kept apart from en.ts so they load with the chart
// components after the first frame and never weigh on the first screen's JS (docs/decisions/0472-cold-open.md).
export const chartsEn = {
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

export type ChartMessageKey = keyof typeof chartsEn;

/** The chart message for `key` with `{name}` placeholders replaced from `params` (as `t` does). */
export function tc(key: ChartMessageKey, params: Record<string, string | number> = {}): string {
  return chartsEn[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** "1 trade" / "3 trades": English plurals by count. */
export function tcCount(base: 'chart.trades', count: number): string {
  return tc(count === 1 ? `${base}.one` : `${base}.other`, { count });
}
