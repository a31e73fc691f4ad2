// Pure: the USD value of a review's amount and fee at the current price; null when there is no price (say nothing).
import type { TxReview } from '../../../shared/api/tx';
import { t } from './i18n';
import './i18n/parts/send';
import { formatUsd, UNKNOWN } from './money';

/** "$12.50"; "< $0.01" for a non-zero value below a cent (a fee is never shown as free). */
function usdText(uxyz: string, usdPerXyz: string): string {
  const text = formatUsd(uxyz, usdPerXyz);
  return text === '$0.00' && BigInt(uxyz) > 0n ? t('send.usdBelowCent') : text;
}

export function reviewUsd(
  review: Pick<TxReview, 'spend' | 'fee'>,
  usdPerXyz: string | null | undefined,
): { amount: string; fee: string } | null {
  if (!usdPerXyz || formatUsd('1000000', usdPerXyz) === UNKNOWN) return null;
  return { amount: usdText(review.spend, usdPerXyz), fee: usdText(review.fee.amount, usdPerXyz) };
}
