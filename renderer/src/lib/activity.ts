// Pure: the session's activity list (newest first, one item per transaction, at most 50) and its words.
import type { EventPayload } from '../../../shared/api';
import { t } from './i18n';
import { formatXyz, shortAddress } from './money';

export type ActivityItem = EventPayload<'activity/new'>;

/** Items kept for the session (the in-app list shows them all). */
export const ACTIVITY_KEPT = 50;

/** What makes an item one: its transaction, or (a completed unbonding has none) the entry that completed. */
export function activityKey(item: ActivityItem): string {
  if (item.kind === 'unbonding_completed')
    return `unbonding:${item.accountId}:${item.validator ?? ''}:${item.height ?? ''}:${amountsText(item.amounts)}`;
  return item.txHash.toUpperCase();
}

/** `list` with `item` in front; an item already there for the same transaction is not added again. */
export function addActivity(
  list: readonly ActivityItem[],
  item: ActivityItem,
  max = ACTIVITY_KEPT,
): ActivityItem[] {
  if (list.some((known) => activityKey(known) === activityKey(item))) return [...list];
  return [item, ...list].slice(0, max);
}

/** "5 XYZ", "5 XYZ + 3 ufoo": native amounts in XYZ, others in their base unit and denom. */
export function amountsText(amounts: ActivityItem['amounts']): string {
  if (amounts.length === 0) return '';
  return amounts
    .map((c) => (c.denom === 'uxyz' ? formatXyz(c.amount) : `${c.amount} ${c.denom}`))
    .join(' + ');
}

export interface ActivityContext {
  /** Name of the account it concerns (null: unknown to this window). */
  accountName: string | null;
  /** Name of the paying address (a contact or own account), else its short form. */
  nameOf: (address: string) => string;
  /** What the wallet's own tx did ("Send 5 XYZ to Bob"), when known. */
  summary: string | null;
}

/** Title and body a person reads for an item, in the list and in a desktop notification. */
export function activityWords(item: ActivityItem, ctx: ActivityContext): { title: string; body: string } {
  const account = ctx.accountName ?? t('activity.yourAccount');
  if (item.kind === 'incoming') {
    return {
      title: t('activity.incoming', { amount: amountsText(item.amounts) || t('activity.funds') }),
      body: t('activity.incomingBody', {
        from: item.from ? ctx.nameOf(item.from) : t('activity.someone'),
        account,
      }),
    };
  }
  if (item.kind === 'unbonding_completed') {
    return {
      title: t('activity.unbonded', { amount: amountsText(item.amounts) }),
      body: t('activity.unbondedBody', {
        validator: item.validator ? ctx.nameOf(item.validator) : t('activity.aValidator'),
        account,
      }),
    };
  }
  const what = ctx.summary || t('activity.tx', { hash: shortAddress(item.txHash, 6) });
  return {
    title: t(item.kind === 'included' ? 'activity.included' : 'activity.failed'),
    body: t('activity.txBody', { what, account }),
  };
}

/** Where desktop notifications come from: the Electron main process, or this page (Web Notification API). */
export function notifierOf(userAgent: string): 'electron-main' | 'web' {
  return /\bElectron\//.test(userAgent) ? 'electron-main' : 'web';
}

/** Whether this page shows a desktop notification for a new item. */
export function pageNotifies(input: {
  enabled: boolean;
  notifier: 'electron-main' | 'web';
  permission: NotificationPermission | 'unsupported';
}): boolean {
  return input.enabled && input.notifier === 'web' && input.permission === 'granted';
}
