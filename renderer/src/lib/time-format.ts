// Dates and ages for people in the current locale. en-US is written out without Intl: creating the first Intl
// formatter in a fresh renderer costs 10-18 ms of ICU start-up on the cold open's critical path
// (docs/decisions/0472-cold-open.md); other locales use Intl formatters created on first use and cached.
import { UNKNOWN } from './placeholders';
import { currentFormatLocale, currentLanguage } from './locale/locale-state';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "Nov 22, 2026, 6:05 PM": en-US medium date, short time, with a plain space before AM/PM. */
function formatDateEnUs(d: Date): string {
  const hours = d.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(d.getMinutes()).padStart(2, '0');
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}, ${h12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Intl's date formatter for `locale` and `options`, created on first use and kept (creating one costs ICU work). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** Intl's medium date and short time for `locale` ("24.11.2026, 18:05" in de-DE), narrow spaces made plain. */
function formatDateIntl(d: Date, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    .format(d)
    .replace(/\u202f/g, ' ');
}

/**
 * A date and time in local time, as Intl.DateTimeFormat(locale, medium date, short time) gives it but with a plain
 * space for ICU's narrow one; "—" when missing or invalid. Accepts an ISO date string or epoch ms.
 */
export function formatDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return UNKNOWN;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return UNKNOWN;
  const locale = currentFormatLocale();
  return locale === 'en-US' ? formatDateEnUs(d) : formatDateIntl(d, locale);
}

/**
 * A calendar day ("2026-11-24", as the portfolio series names its days) in the current locale: "Nov 24, 2026" in
 * en-US, "24.11.2026" in de-DE (Intl's medium date); the day is read as written, never shifted by the time zone.
 */
export function formatDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return UNKNOWN;
  const [, y, m, d] = match;
  const locale = currentFormatLocale();
  if (locale === 'en-US') return `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(Number(y), Number(m) - 1, Number(d)),
  );
}

type AgeUnit = 'second' | 'minute' | 'hour' | 'day';

/** "n unit(s) ago" with English plurals. */
function agoEnglish(n: number, unit: AgeUnit): string {
  if (n === 0) return 'now';
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

function agoIntl(n: number, unit: AgeUnit, language: string): string {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  return format.format(-n, unit);
}

/**
 * "3 minutes ago" for an age in milliseconds, in the current language, as Intl.RelativeTimeFormat(language,
 * {numeric: 'auto'}) says it ("now", "1 hour ago", "30 hours ago", then days from 48 hours; "vor 3 Minuten",
 * "vorgestern"); a negative age (clock skew) is "now", never the future.
 */
export function formatAge(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const m = Math.round(s / 60);
  const h = Math.round(m / 60);
  const [n, unit]: [number, AgeUnit] =
    s < 60 ? [s, 'second'] : m < 60 ? [m, 'minute'] : h < 48 ? [h, 'hour'] : [Math.round(h / 24), 'day'];
  const language = currentLanguage();
  return language === 'en' ? agoEnglish(n, unit) : agoIntl(n, unit, language);
}
