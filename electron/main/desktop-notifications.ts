// Desktop notifications of the Electron app, fed by the core's 'activity/new' events through the event hub; off when
// the person turned notifications off in Settings. Main has no i18n: its few words are here (decision 0213).
import type { EventPayload } from '../../shared/api/events';
import type { Settings } from '../../shared/api/settings';
import type { IpcCore } from './ipc-binding';

type Activity = EventPayload<'activity/new'>;

/** "5 XYZ" from an amount in uxyz (whole XYZ with up to 6 decimals, thousands grouped); other denoms as they are. */
export function amountText(coins: Activity['amounts']): string {
  return coins
    .map((c) => {
      if (c.denom !== 'uxyz') return `${c.amount} ${c.denom}`;
      const v = BigInt(c.amount);
      const whole = (v / 1_000_000n).toLocaleString('en-US');
      const fraction = (v % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
      return `${whole}${fraction ? `.${fraction}` : ''} XYZ`;
    })
    .join(' + ');
}

/** Title and body of the notification for an activity item. Pure. */
export function notificationFor(item: Activity): { title: string; body: string } {
  const short = (text: string) => (text.length > 16 ? `${text.slice(0, 10)}…${text.slice(-6)}` : text);
  if (item.kind === 'incoming') {
    return {
      title: `Received ${amountText(item.amounts) || 'funds'}`,
      body: item.from ? `From ${short(item.from)}` : 'Incoming transfer',
    };
  }
  if (item.kind === 'unbonding_completed') {
    return {
      title: `Unbonding complete: ${amountText(item.amounts)}`,
      body: 'The unstaked funds are spendable again',
    };
  }
  return {
    title: item.kind === 'included' ? 'Transaction included' : 'Transaction failed',
    body: `Transaction ${short(item.txHash)}`,
  };
}

/**
 * Shows a notification for each new activity item while Settings allow it. The setting is read once from the core
 * and then followed through 'settings/changed'. Returns the function that stops listening.
 */
export function startDesktopNotifications(deps: {
  core: IpcCore;
  show: (notice: { title: string; body: string }) => void;
  /** False where the platform cannot show notifications (Notification.isSupported()). */
  supported: boolean;
}): () => void {
  let enabled = true;
  void deps.core.invoke('settings/get', {}).then(
    (reply) => {
      const r = reply as { ok: boolean; value?: Settings };
      if (r.ok && r.value) enabled = r.value.notifications;
    },
    () => undefined,
  );
  return deps.core.on((event, payload) => {
    if (event === 'settings/changed') enabled = (payload as Settings).notifications;
    else if (event === 'activity/new' && enabled && deps.supported) {
      try {
        deps.show(notificationFor(payload as Activity));
      } catch {
        // a notification that cannot be shown never breaks the app
      }
    }
  });
}
