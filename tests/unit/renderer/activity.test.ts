// The session's activity list: one item per transaction, newest first, at most 50; its words; who notifies the desktop.
import { describe, expect, it } from 'vitest';
import {
  activityWords,
  addActivity,
  notifierOf,
  pageNotifies,
  type ActivityItem,
} from '../../../renderer/src/lib/activity';

const item = (txHash: string, overrides: Partial<ActivityItem> = {}): ActivityItem => ({
  kind: 'incoming',
  accountId: 'main',
  txHash,
  height: '12',
  amounts: [{ denom: 'uxyz', amount: '5000000' }],
  from: 'xyz1stranger',
  at: 1,
  ...overrides,
});
const ctx = {
  accountName: 'Main account',
  nameOf: (a: string) => (a === 'xyz1stranger' ? 'Alice' : a),
  summary: null,
};

describe('the activity list', () => {
  it('puts the newest first and keeps at most 50', () => {
    let list: ActivityItem[] = [];
    for (let i = 0; i < 60; i++) list = addActivity(list, item(`H${i}`));
    expect(list).toHaveLength(50);
    expect(list[0]!.txHash).toBe('H59');
    expect(list.at(-1)!.txHash).toBe('H10');
  });

  it('never shows a transaction twice (an incoming after an included of the same hash is not added)', () => {
    const list = addActivity([], item('AA', { kind: 'included', amounts: [], from: null }));
    expect(addActivity(list, item('aa'))).toEqual(list);
  });
});

describe('activity words', () => {
  it('says what arrived, from whom, to which account', () => {
    expect(activityWords(item('AA'), ctx)).toEqual({
      title: 'Received 5 XYZ',
      body: 'From Alice to Main account',
    });
  });

  it('says an own transaction was included or failed, with its summary when known', () => {
    const included = item('AA', { kind: 'included', amounts: [], from: null });
    expect(activityWords(included, { ...ctx, summary: 'Send 5 XYZ to Bob' })).toEqual({
      title: 'Transaction included',
      body: 'Send 5 XYZ to Bob · Main account',
    });
    expect(activityWords({ ...included, kind: 'failed', txHash: 'ABCDEF0123456789' }, ctx).title).toBe(
      'Transaction failed',
    );
  });
});

describe('a completed unbonding in the activity list', () => {
  const unbonded = (height: string, amount = '5000000'): ActivityItem =>
    item('', {
      kind: 'unbonding_completed',
      from: null,
      height,
      amounts: [{ denom: 'uxyz', amount }],
      validator: 'xyzvaloper1first',
    });
  const named = { ...ctx, nameOf: (a: string) => (a === 'xyzvaloper1first' ? 'Validator One' : a) };

  it('says the amount is spendable again and names the validator', () => {
    expect(activityWords(unbonded('20'), named)).toEqual({
      title: 'Unbonding complete: 5 XYZ',
      body: 'Unstaked from Validator One, spendable again in Main account',
    });
  });

  it('keeps two completions apart although neither has a transaction hash, and each only once', () => {
    let list = addActivity([], unbonded('20'));
    list = addActivity(list, unbonded('25', '1000000'));
    list = addActivity(list, unbonded('20'));
    expect(list.map((i) => i.height)).toEqual(['25', '20']);
  });
});

describe('who shows desktop notifications', () => {
  it("is Electron's main process inside the app, this page in Chromium", () => {
    expect(notifierOf('Mozilla/5.0 Chrome/130 Electron/33.0.0 Safari/537.36')).toBe('electron-main');
    expect(notifierOf('Mozilla/5.0 Chrome/130 Safari/537.36')).toBe('web');
  });

  it('the page notifies only when the setting is on, it is the notifier and permission was granted', () => {
    expect(pageNotifies({ enabled: true, notifier: 'web', permission: 'granted' })).toBe(true);
    expect(pageNotifies({ enabled: false, notifier: 'web', permission: 'granted' })).toBe(false);
    expect(pageNotifies({ enabled: true, notifier: 'electron-main', permission: 'granted' })).toBe(false);
    expect(pageNotifies({ enabled: true, notifier: 'web', permission: 'default' })).toBe(false);
  });
});
