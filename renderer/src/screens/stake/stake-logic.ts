// Pure helpers of the Stake and Governance screens: time left, shares of a total, percentages from decimals.
import type { TallyView } from '../../../../shared/api/staking';
import { t } from '../../lib/i18n';
import { formatPercent } from '../../lib/money';

/** "8 d 5 h", "3 h 20 min", "12 min" or "any moment" until `at`. */
export function timeLeft(at: number, now: number): string {
  const ms = at - now;
  if (ms <= 60_000) return t('time.now');
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return t('time.daysHours', { days, hours });
  if (hours > 0) return t('time.hoursMinutes', { hours, minutes: minutes % 60 });
  return t('time.minutes', { minutes });
}

/** `part` of `total` as "12.3%" (bigint math); "—" when the total is zero. */
export function share(part: bigint | string, total: bigint | string, digits = 1): string {
  const whole = BigInt(total);
  if (whole === 0n) return '—';
  const scale = 10n ** BigInt(digits);
  const scaled = (BigInt(part) * 100n * scale) / whole;
  return formatPercent(
    `${scaled / scale}${digits > 0 ? `.${(scaled % scale).toString().padStart(digits, '0')}` : ''}`,
  );
}

/** A decimal rate ("0.050000000000000000") as a percentage with one decimal ("5.0%"). */
export function ratePercent(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const thousandths = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3) || '0');
  return formatPercent(`${thousandths / 10n}.${thousandths % 10n}`);
}

export const TALLY_OPTIONS = ['yes', 'no', 'abstain', 'no_with_veto'] as const;
export type TallyOption = (typeof TALLY_OPTIONS)[number];

/** The tally count of one option. */
export function tallyOf(tally: TallyView, option: TallyOption): string {
  return option === 'no_with_veto' ? tally.noWithVeto : tally[option];
}

export function tallyTotal(tally: TallyView): bigint {
  return TALLY_OPTIONS.reduce((sum, o) => sum + BigInt(tallyOf(tally, o)), 0n);
}

/** Basis points (0..10000) of each option in the tally, for bars; all zero when nobody voted. */
export function tallyBps(tally: TallyView): Record<TallyOption, number> {
  const total = tallyTotal(tally);
  const bps = (o: TallyOption) => (total === 0n ? 0 : Number((BigInt(tallyOf(tally, o)) * 10_000n) / total));
  return { yes: bps('yes'), no: bps('no'), abstain: bps('abstain'), no_with_veto: bps('no_with_veto') };
}
