// Dates and ages for people: the ICU-free formatters say exactly what Intl (en-US) says.
import { afterEach, describe, expect, it } from 'vitest';
import { formatAge, formatDate, formatDay } from '../../../renderer/src/lib/time-format';
import { setLocaleChoices } from '../../../renderer/src/lib/locale/locale-state';
import { UNKNOWN } from '../../../renderer/src/lib/placeholders';

const intlDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const intlRelative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
/** Intl's answer with ICU's narrow no-break space before AM/PM made a plain space. */
const intl = (d: Date) => intlDate.format(d).replace(/\u202f/g, ' ');

describe('formatDate', () => {
  it('prints a medium date and a short 12-hour time in local time', () => {
    const d = new Date(2026, 10, 22, 18, 5);
    expect(formatDate(d.getTime())).toBe('Nov 22, 2026, 6:05 PM');
    expect(formatDate(new Date(2026, 0, 1, 0, 0).toISOString())).toBe('Jan 1, 2026, 12:00 AM');
    expect(formatDate(new Date(2026, 0, 1, 12, 30).getTime())).toBe('Jan 1, 2026, 12:30 PM');
  });

  it('agrees with Intl.DateTimeFormat(en-US, medium/short) across a year of hours', () => {
    for (let hour = 0; hour < 365 * 24; hour += 7) {
      const d = new Date(2026, 0, 1, hour, (hour * 13) % 60);
      expect(formatDate(d.getTime())).toBe(intl(d));
    }
  });

  it('says "—" for missing or invalid dates', () => {
    for (const bad of [null, undefined, '', 'not a date', Number.NaN]) expect(formatDate(bad)).toBe(UNKNOWN);
  });
});

describe('formatAge', () => {
  it('says how long ago, never in the future', () => {
    expect(formatAge(-5000)).toBe('now');
    expect(formatAge(0)).toBe('now');
    expect(formatAge(1000)).toBe('1 second ago');
    expect(formatAge(3 * 60_000)).toBe('3 minutes ago');
    expect(formatAge(60 * 60_000)).toBe('1 hour ago');
    expect(formatAge(30 * 3_600_000)).toBe('30 hours ago');
    expect(formatAge(48 * 3_600_000)).toBe('2 days ago');
  });

  it('agrees with Intl.RelativeTimeFormat(en, numeric: auto) for every unit it picks', () => {
    for (const s of [1, 2, 59]) expect(formatAge(s * 1000)).toBe(intlRelative.format(-s, 'second'));
    for (const m of [1, 2, 59]) expect(formatAge(m * 60_000)).toBe(intlRelative.format(-m, 'minute'));
    for (const h of [1, 2, 47]) expect(formatAge(h * 3_600_000)).toBe(intlRelative.format(-h, 'hour'));
    for (const days of [2, 3, 400])
      expect(formatAge(days * 86_400_000)).toBe(intlRelative.format(-days, 'day'));
  });
});

describe("formatDay (the portfolio's calendar days)", () => {
  afterEach(() => setLocaleChoices({ format: 'system' }));

  it('writes the day as Intl does in en-US and de-DE, whatever the time zone', () => {
    setLocaleChoices({ format: 'en-US' });
    expect(formatDay('2026-11-24')).toBe('Nov 24, 2026');
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
    setLocaleChoices({ format: 'de-DE' });
    expect(formatDay('2026-11-24')).toBe('24.11.2026');
    expect(formatDay('2026-01-01')).toBe('01.01.2026');
  });

  it('agrees with Intl (en-US, medium date, UTC) across a year of days', () => {
    setLocaleChoices({ format: 'en-US' });
    const intlDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    for (let day = 0; day < 366; day += 5) {
      const at = Date.UTC(2026, 0, 1) + day * 86_400_000;
      expect(formatDay(new Date(at).toISOString().slice(0, 10))).toBe(intlDay.format(at));
    }
  });

  it('says "—" for anything that is not a calendar day', () => {
    expect(formatDay('24.11.2026')).toBe(UNKNOWN);
    expect(formatDay('')).toBe(UNKNOWN);
  });
});
