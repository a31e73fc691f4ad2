// Dates and ages for people, in the app's one locale (en-US), without Intl: creating the first Intl formatter in a
// fresh renderer costs 10-18 ms of ICU start-up on the cold open's critical path (docs/decisions/0472-cold-open.md).
import { UNKNOWN } from './placeholders';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * "Nov 22, 2026, 6:05 PM" in local time (en-US medium date, short time, as Intl.DateTimeFormat gives it but with a
 * plain space before AM/PM); "—" when missing or invalid. Accepts an ISO date string or epoch ms.
 */
export function formatDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return UNKNOWN;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return UNKNOWN;
  const hours = d.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(d.getMinutes()).padStart(2, '0');
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}, ${h12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "n unit(s) ago" with English plurals. */
function ago(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * "3 minutes ago" for an age in milliseconds, as Intl.RelativeTimeFormat('en', {numeric: 'auto'}) says it ("now",
 * "1 hour ago", "30 hours ago", then days from 48 hours); a negative age (clock skew) is "now", never the future.
 */
export function formatAge(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return s === 0 ? 'now' : ago(s, 'second');
  const m = Math.round(s / 60);
  if (m < 60) return ago(m, 'minute');
  const h = Math.round(m / 60);
  if (h < 48) return ago(h, 'hour');
  return ago(Math.round(h / 24), 'day');
}
