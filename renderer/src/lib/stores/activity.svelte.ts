// The session's activity list (incoming funds, own transactions settled), filled from core's 'activity/new' pushes,
// and the desktop notification of each new item where this page is the notifier (Chromium; Electron's main shows its own).
import { onEvent } from '../api';
import {
  activityKey,
  activityWords,
  addActivity,
  notifierOf,
  pageNotifies,
  type ActivityContext,
  type ActivityItem,
} from '../activity';
import { nameOf } from '../row-names';
import { names } from './names.svelte';
import { preferences } from './preferences.svelte';
import { session } from './session.svelte';
import { status } from './status.svelte';

/** Notification permission of this page ('unsupported' where the API is missing). */
function permission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export class ActivityStore {
  items = $state.raw<ActivityItem[]>([]);
  /** Items that arrived since the list was last opened. */
  unread = $state(0);
  open = $state(false);
  readonly notifier = notifierOf(typeof navigator === 'undefined' ? '' : navigator.userAgent);

  connect(): () => void {
    return onEvent('activity/new', (item) => this.add(item));
  }

  /** Adds an item (once per transaction) and notifies the desktop when this page is the notifier. */
  add(item: ActivityItem): void {
    if (this.items.some((known) => activityKey(known) === activityKey(item))) return;
    this.items = addActivity(this.items, item);
    if (!this.open) this.unread += 1;
    const enabled = preferences.settings?.notifications ?? true;
    if (pageNotifies({ enabled, notifier: this.notifier, permission: permission() })) {
      const { title, body } = this.words(item);
      try {
        new Notification(title, { body, tag: activityKey(item) });
      } catch {
        // a page that may not construct notifications keeps the in-app list
      }
    }
  }

  /** Words of an item with the names this window knows. */
  words(item: ActivityItem): { title: string; body: string } {
    const ctx: ActivityContext = {
      accountName: session.accounts.find((a) => a.id === item.accountId)?.name ?? null,
      nameOf: (address) => nameOf(address, names.book),
      summary: status.statusOf(item.txHash)?.summary ?? null,
    };
    return activityWords(item, ctx);
  }

  toggle(): void {
    this.open = !this.open;
    if (this.open) {
      this.unread = 0;
      void this.askPermission();
    }
  }

  close(): void {
    this.open = false;
  }

  /** Asks this page's notification permission once, on a person's gesture, when notifications are on. */
  async askPermission(): Promise<NotificationPermission | 'unsupported'> {
    const enabled = preferences.settings?.notifications ?? true;
    if (!enabled || this.notifier !== 'web' || permission() !== 'default') return permission();
    try {
      return await Notification.requestPermission();
    } catch {
      return permission();
    }
  }
}

export const activity = new ActivityStore();
