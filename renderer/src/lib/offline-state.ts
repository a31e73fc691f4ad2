// The one sentence of the offline state: the node is unreachable and the data shown is the cache of a given time.
import { t } from './i18n';
import { formatAge, formatDate } from './time-format';

/** "11:05 PM" for a time earlier today, else "Nov 22, 2026, 6:05 PM" (local time). */
export function formatCachedAt(at: number, now: number): string {
  const full = formatDate(at);
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return sameDay ? full.slice(full.lastIndexOf(', ') + 2) : full;
}

/** The offline banner: when the cache was written (a time, never "now"), or that there is no cache yet. */
export function offlineText(cachedAt: number | null, now: number): string {
  return cachedAt === null
    ? t('status.neverSynced')
    : t('status.offline', { time: formatCachedAt(cachedAt, now) });
}

/**
 * The dashboard's line beside its title: "Updated 2 minutes ago" while the node answers; while it does not, "Last
 * updated 3 minutes ago" — and nothing rather than "now" (data from an unreachable node is never current).
 */
export function updatedText(updatedAt: number | null, now: number, offline: boolean): string | null {
  if (updatedAt === null) return null;
  const age = formatAge(now - updatedAt);
  if (!offline) return t('status.updated', { age });
  return age === formatAge(0) ? null : t('status.lastUpdated', { age });
}
