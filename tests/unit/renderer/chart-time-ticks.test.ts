// The charts' time axis speaks the person's format locale: the same labels Intl gives, never a built-in English.
import { describe, expect, it } from 'vitest';
import { timeTickLabels } from '../../../renderer/src/lib/charts/time-ticks';

const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m, d, h, min).getTime() / 1000;
const HOUR = 3600;
const DAY = 86_400;
const intl = (locale: string, options: Intl.DateTimeFormatOptions, s: number) =>
  new Intl.DateTimeFormat(locale, options).format(new Date(s * 1000)).replace(/[\u202f\u00a0]/g, ' ');

describe('time-axis labels', () => {
  it('steps under a day show the time, with the date under the first tick and under midnight', () => {
    const splits = [at(2026, 10, 23, 22), at(2026, 10, 23, 23), at(2026, 10, 24, 0), at(2026, 10, 24, 1)];
    expect(timeTickLabels(splits, HOUR, 'de-DE')).toEqual([
      '22:00\n23. Nov.',
      '23:00',
      '00:00\n24. Nov.',
      '01:00',
    ]);
    expect(timeTickLabels(splits, HOUR, 'en-US')).toEqual([
      '10:00 PM\nNov 23',
      '11:00 PM',
      '12:00 AM\nNov 24',
      '1:00 AM',
    ]);
  });

  it('steps of days show day and month as the locale writes them', () => {
    const splits = [at(2026, 10, 20), at(2026, 10, 22), at(2026, 10, 24)];
    const de = timeTickLabels(splits, 2 * DAY, 'de-DE');
    expect(de).toEqual(splits.map((s) => intl('de-DE', { month: 'short', day: 'numeric' }, s)));
    expect(de[2]).toBe('24. Nov.');
    expect(timeTickLabels(splits, 2 * DAY, 'en-US')[2]).toBe('Nov 24');
  });

  it('steps of months show the month, with the year under the first tick and under January', () => {
    const splits = [at(2026, 10, 1), at(2026, 11, 1), at(2027, 0, 1), at(2027, 1, 1)];
    expect(timeTickLabels(splits, 30 * DAY, 'de-DE')).toEqual(['Nov\n2026', 'Dez', 'Jan\n2027', 'Feb']);
    expect(timeTickLabels(splits, 30 * DAY, 'en-US')).toEqual(['Nov\n2026', 'Dec', 'Jan\n2027', 'Feb']);
  });

  it('steps of years show the year', () => {
    expect(timeTickLabels([at(2025, 0, 1), at(2026, 0, 1)], 365 * DAY, 'de-DE')).toEqual(['2025', '2026']);
  });
});
