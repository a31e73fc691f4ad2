// Electron's desktop notifications: one per activity item from the core, in plain words, silent when turned off.
import { describe, expect, it } from 'vitest';
import { notificationFor, startDesktopNotifications } from '../../../electron/main/desktop-notifications';
import type { EventPayload } from '../../../shared/api/events';
import { DEFAULT_SETTINGS } from '../../../shared/api/settings';

const incoming: EventPayload<'activity/new'> = {
  kind: 'incoming',
  accountId: 'main',
  txHash: 'AB'.repeat(32),
  height: '12',
  amounts: [{ denom: 'uxyz', amount: '1234500000' }],
  from: 'xyz1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
  at: 1,
};

/** A core that answers settings/get with `notifications` and lets the test push events. */
function fakeCore(notifications: boolean) {
  const listeners = new Set<(event: string, payload: unknown) => void>();
  return {
    core: {
      invoke: async () => ({ ok: true, value: { ...DEFAULT_SETTINGS, notifications } }),
      on(listener: (event: string, payload: unknown) => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    },
    push: (event: string, payload: unknown) => listeners.forEach((l) => l(event, payload)),
  };
}

describe('desktop notifications in the Electron app', () => {
  it('words an incoming transfer and an included or failed transaction', () => {
    expect(notificationFor(incoming)).toEqual({
      title: 'Received 1,234.5 XYZ',
      body: 'From xyz1qypqxp…lzv7xu',
    });
    expect(notificationFor({ ...incoming, kind: 'included', amounts: [], from: null }).title).toBe(
      'Transaction included',
    );
    expect(notificationFor({ ...incoming, kind: 'failed', amounts: [], from: null }).title).toBe(
      'Transaction failed',
    );
  });

  it('words a completed unbonding: the amount that is spendable again', () => {
    expect(
      notificationFor({
        ...incoming,
        kind: 'unbonding_completed',
        txHash: '',
        from: null,
        amounts: [{ denom: 'uxyz', amount: '5000000' }],
        validator: 'xyzvaloper1first',
      }),
    ).toEqual({ title: 'Unbonding complete: 5 XYZ', body: 'The unstaked funds are spendable again' });
  });

  it('shows one notification per activity item while the setting is on, none once it is turned off', async () => {
    const { core, push } = fakeCore(true);
    const shown: string[] = [];
    const stop = startDesktopNotifications({ core, supported: true, show: (n) => shown.push(n.title) });
    await Promise.resolve();
    push('activity/new', incoming);
    push('balances/changed', { accountId: 'main', updatedAt: 1 });
    expect(shown).toEqual(['Received 1,234.5 XYZ']);
    push('settings/changed', { ...DEFAULT_SETTINGS, notifications: false });
    push('activity/new', { ...incoming, txHash: 'CD'.repeat(32) });
    expect(shown).toHaveLength(1);
    stop();
  });

  it('starts silent when the saved setting is off, and shows nothing where notifications are unsupported', async () => {
    const off = fakeCore(false);
    const shown: string[] = [];
    startDesktopNotifications({ core: off.core, supported: true, show: (n) => shown.push(n.title) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    off.push('activity/new', incoming);
    const unsupported = fakeCore(true);
    startDesktopNotifications({ core: unsupported.core, supported: false, show: (n) => shown.push(n.title) });
    unsupported.push('activity/new', incoming);
    expect(shown).toEqual([]);
  });
});
