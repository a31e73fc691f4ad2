// Pure words of the APR estimate's basis: which window of fees it was measured on (decision 0250).
import type { AprWindowView } from '../../../shared/api/staking';
import { t } from './i18n';
import './i18n/parts/stake';
import { formatXyz } from './money';
import { formatDate } from './time-format';

const DAY_MS = 86_400_000;

/** The short line under the estimate: what it is and the window it comes from. */
export function aprBasisShort(window: AprWindowView | null): string {
  if (!window) return t('stake.aprShort');
  switch (window.reach) {
    case 'window':
      return t('stake.aprFeesWindow', { days: Math.round((window.toMs - window.fromMs) / DAY_MS) });
    case 'chain_start':
      return t('stake.aprFeesChainStart', { date: formatDate(window.fromMs) });
    case 'partial':
      return t('stake.aprFeesPartial', { count: window.txCount, date: formatDate(window.fromMs) });
  }
}

/** The longer explanation (a title): the fees, the tx count and the dates the estimate was measured on. */
export function aprBasisNote(window: AprWindowView | null): string {
  if (!window) return t('stake.aprNote');
  return t('stake.aprFeesNote', {
    count: window.txCount,
    from: formatDate(window.fromMs),
    to: formatDate(window.toMs),
    fees: formatXyz(window.fees),
  });
}
