// The charts' time-axis labels in the person's format locale ("Nov 24" / "24. Nov."; "6:05 PM" / "18:05"), for the
// plot's time axis. Charts load after the first frame, so Intl formatters are fine here (time-format's cache).
import { dateTimeFormat } from '../time-format';

const DAY_S = 86_400;

const OPTIONS: Record<'time' | 'day' | 'month' | 'year', Intl.DateTimeFormatOptions> = {
  time: { timeStyle: 'short' },
  day: { month: 'short', day: 'numeric' },
  month: { month: 'short' },
  year: { year: 'numeric' },
};

const format = (locale: string, kind: keyof typeof OPTIONS) => dateTimeFormat(locale, OPTIONS[kind]);

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/**
 * Labels for ticks at `splits` (epoch seconds) spaced `incrS` seconds apart: times of day for steps under a day (the
 * date under the first tick and under each midnight), days for steps under a month, months (with the year under the
 * first tick and each January) under a year, then years. Lines are separated by "\n" (the plot draws them stacked).
 */
export function timeTickLabels(splits: readonly number[], incrS: number, locale: string): string[] {
  return splits.map((s, i) => {
    const d = new Date(s * 1000);
    if (incrS < DAY_S) {
      const time = plain(format(locale, 'time').format(d));
      const newDay = i === 0 || (d.getHours() === 0 && d.getMinutes() === 0);
      return newDay ? `${time}\n${plain(format(locale, 'day').format(d))}` : time;
    }
    if (incrS < 28 * DAY_S) return plain(format(locale, 'day').format(d));
    if (incrS < 365 * DAY_S) {
      const month = plain(format(locale, 'month').format(d));
      return i === 0 || d.getMonth() === 0 ? `${month}\n${plain(format(locale, 'year').format(d))}` : month;
    }
    return plain(format(locale, 'year').format(d));
  });
}
