// The Permissions screen's states against the fake core with a permissions stand-in: rows in words with danger first,
// the dashboard notice, selecting several rows for one revoke, the grant form's checks, and the empty, loading, error
// and offline states. Screenshots in both themes (tests/artifacts/screens/permissions-fake-*).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Result } from '../../shared/api';
import type { PermissionsList, PermissionView, RevokeItem } from '../../shared/api/permissions';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { launchChromium, openApp, screenshot, shot, type HostedCore } from './support/browser';
import { FakeCore } from './support/fake-core';

const ALICE = DEVNET_KEYS.alice.address;
const BOB = DEVNET_KEYS.bob.address;
const CAROL = DEVNET_KEYS.carol.address;
const DAVE = DEVNET_KEYS.dave.address;
const ERIN = DEVNET_KEYS.erin.address;
const CONTRACT = 'xyz14hj2tavq8fpesdwxxcu44rty3hh90vhujrvcmstl4zr3txmfvw9s4hmalr';
const SEND = '/cosmos.bank.v1beta1.MsgSend';
const CLAIM = '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward';
const DELEGATE = '/cosmos.staking.v1beta1.MsgDelegate';
const IN_90_DAYS = new Date(Date.now() + 90 * 86_400_000).toISOString();
const IN_3_YEARS = new Date(Date.now() + 3 * 365 * 86_400_000).toISOString();

function perm(
  p: Omit<PermissionView, 'id' | 'counterparty'> & { name?: string; seen?: boolean },
): PermissionView {
  const other = p.granter === ALICE ? p.grantee : p.granter;
  const { name, seen, ...rest } = p;
  return {
    ...rest,
    id: `${p.kind}|${p.granter}|${p.grantee}|${p.msgTypeUrl ?? ''}`,
    counterparty: {
      address: other,
      name: name ?? null,
      source: name ? 'contact' : null,
      isContract: other === CONTRACT,
      seenBefore: seen ?? true,
    },
  };
}

const none = { level: 'none' as const, reasons: [] };

function aliceList(): PermissionsList {
  return {
    address: ALICE,
    flagged: true,
    truncated: false,
    readAt: Date.now(),
    given: [
      perm({
        kind: 'authz',
        granter: ALICE,
        grantee: BOB,
        scope: { type: 'generic', msgTypeUrl: SEND },
        expiration: null,
        msgTypeUrl: SEND,
        assessment: { level: 'danger', reasons: ['generic_moves_funds', 'no_expiry'] },
        seen: false,
      }),
      perm({
        kind: 'authz',
        granter: ALICE,
        grantee: CONTRACT,
        scope: { type: 'send', spendLimit: [{ denom: 'uxyz', amount: '5000000000' }], allowList: [] },
        expiration: IN_3_YEARS,
        msgTypeUrl: SEND,
        assessment: { level: 'danger', reasons: ['large_send_limit', 'grantee_is_contract', 'far_expiry'] },
        seen: false,
      }),
      perm({
        kind: 'feegrant',
        granter: ALICE,
        grantee: ERIN,
        scope: { type: 'fee', spendLimit: [], period: null, allowedMessages: [] },
        expiration: IN_90_DAYS,
        msgTypeUrl: null,
        assessment: { level: 'warning', reasons: ['unlimited_fee'] },
      }),
      perm({
        kind: 'authz',
        granter: ALICE,
        grantee: CAROL,
        name: 'Restake bot',
        scope: {
          type: 'stake',
          action: 'delegate',
          maxTokens: null,
          allowValidators: ['xyzvaloper1fake0000000000000000000000000000001'],
          denyValidators: [],
        },
        expiration: IN_90_DAYS,
        msgTypeUrl: DELEGATE,
        assessment: none,
      }),
      perm({
        kind: 'authz',
        granter: ALICE,
        grantee: CAROL,
        name: 'Restake bot',
        scope: { type: 'generic', msgTypeUrl: CLAIM },
        expiration: IN_90_DAYS,
        msgTypeUrl: CLAIM,
        assessment: none,
      }),
    ],
    received: [
      perm({
        kind: 'authz',
        granter: DAVE,
        grantee: ALICE,
        name: 'Dave',
        scope: { type: 'send', spendLimit: [{ denom: 'uxyz', amount: '3000000' }], allowList: [] },
        expiration: IN_90_DAYS,
        msgTypeUrl: SEND,
        assessment: none,
      }),
      perm({
        kind: 'feegrant',
        granter: BOB,
        grantee: ALICE,
        scope: {
          type: 'fee',
          spendLimit: [{ denom: 'uxyz', amount: '1000000' }],
          period: null,
          allowedMessages: [],
        },
        expiration: IN_90_DAYS,
        msgTypeUrl: null,
        assessment: none,
      }),
    ],
  };
}

/** The fake core with the permissions channels answered from `state` (revokes drop their rows once confirmed). */
function withPermissions(
  core: FakeCore,
  state: { list: PermissionsList; answer: 'ok' | 'fail' | 'hang' | 'network' },
): HostedCore {
  let revoking: RevokeItem[] = [];
  const ok = <T>(value: T): Result<T> => ({ ok: true, value });
  return {
    invoke: async (channel, payload) => {
      if (channel === 'permissions/list') {
        if (state.answer === 'hang') return new Promise(() => undefined);
        if (state.answer !== 'ok')
          return {
            ok: false,
            error: { code: state.answer === 'network' ? 'network' : 'bad_response', message: 'x' },
          };
        return ok({ ...state.list, readAt: Date.now() });
      }
      if (channel === 'permissions/flagged') {
        const count = state.list.given.filter((p) => p.assessment.level !== 'none').length;
        return ok({ flagged: count > 0, count });
      }
      if (channel === 'tx/draft-revoke-permissions') revoking = (payload as { items: RevokeItem[] }).items;
      if (channel === 'tx/confirm') {
        const gone = (p: PermissionView) =>
          revoking.some(
            (i) =>
              i.grantee === p.grantee &&
              (i.kind === 'feegrant' ? p.kind === 'feegrant' : i.msgTypeUrl === p.msgTypeUrl),
          );
        state.list = { ...state.list, given: state.list.given.filter((p) => !gone(p)) };
      }
      return core.invoke(channel, payload);
    },
    on: (listener) => core.on(listener),
  };
}

describe('permissions screen (fake core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(
    answer: 'ok' | 'fail' | 'hang' | 'network' = 'ok',
    colorScheme: 'light' | 'dark' = 'light',
  ) {
    const core = new FakeCore({ withWallet: true });
    const state = { list: aliceList(), answer };
    const { page, errors } = await openApp(browser, withPermissions(core, state), { colorScheme });
    await page.getByTestId('balance-total').waitFor();
    return { core, page, errors, state };
  }

  async function go(page: Page): Promise<void> {
    await page.getByTestId('nav-permissions').click();
    await page.getByTestId('screen-permissions').waitFor();
  }

  const sentences = (page: Page, side: 'given' | 'received') =>
    page.getByTestId(`perm-${side}`).getByTestId('perm-sentence').allTextContents();

  it('shows the notice on the dashboard and opens the screen from it, dangerous rows first and in words', async () => {
    const { page, errors } = await open();
    await page.getByTestId('permissions-notice').waitFor();
    expect(await page.getByTestId('permissions-notice').textContent()).toContain(
      '3 permissions you gave need a look',
    );
    await page.getByTestId('permissions-notice-open').click();
    await page.getByTestId('screen-permissions').waitFor();
    await page.getByTestId('perm-given').waitFor();
    const given = await sentences(page, 'given');
    expect(given).toHaveLength(4);
    expect(given[0]).toMatch(/^xyz1.*may send any amount from this account, with no end date\.$/);
    expect(given[1]).toMatch(/^xyz1.*may send up to 5,000 XYZ from this account, to anyone, until/);
    expect(given[2]).toMatch(/^xyz1.*may pay fees from this account, with no limit, until/);
    expect(given[3]).toMatch(/^Restake bot \(xyz1.+\) may delegate and claim rewards for you, until/);
    expect(await page.getByTestId('perm-given').getByTestId('perm-badge').allTextContents()).toEqual([
      'Danger',
      'Danger',
      'Check',
    ]);
    expect(await page.getByTestId('perm-given').getByTestId('perm-new').count()).toBe(2);
    expect(await page.getByTestId('perm-reasons').first().textContent()).toContain(
      'It lets them move this account’s funds without asking you.',
    );
    const received = await sentences(page, 'received');
    expect(received[0]).toMatch(/^You may send up to 3 XYZ from Dave \(xyz1.+\)’s account, to anyone, until/);
    expect(received[1]).toMatch(/pays your fees, up to 1 XYZ, until/);
    expect(await page.getByTestId('perm-received').getByTestId('perm-revoke').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('takes back two selected rows in one transaction, and the list and notice follow', async () => {
    const { page, errors, core } = await open();
    await go(page);
    await page.getByTestId('perm-given').waitFor();
    const selects = page.getByTestId('perm-given').getByTestId('perm-select');
    await selects.nth(0).check();
    await selects.nth(1).check();
    await page.getByTestId('perm-revoke-selected').click();
    await page.getByTestId('tx-review').waitFor();
    const draft = core.calls.find((c) => c.channel === 'tx/draft-revoke-permissions')!.payload as {
      items: RevokeItem[];
    };
    expect(draft.items).toEqual([
      { kind: 'authz', grantee: BOB, msgTypeUrl: SEND },
      { kind: 'authz', grantee: CONTRACT, msgTypeUrl: SEND },
    ]);
    await page.getByTestId('tx-confirm').click();
    await page.locator('[data-testid="tx-submitted"][data-status="included"]').waitFor({ timeout: 10_000 });
    await expect.poll(() => sentences(page, 'given')).toHaveLength(2);
    await page.getByTestId('nav-dashboard').click();
    await page.getByTestId('permissions-notice').waitFor();
    expect(await page.getByTestId('permissions-notice').textContent()).toContain('One permission you gave');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('checks the grant form before a review: address, not this account, a validator, a date after today', async () => {
    const { page, errors } = await open();
    await go(page);
    const review = page.getByTestId('grant-review');
    await page.getByTestId('grant-grantee').fill(ALICE);
    expect(await page.getByTestId('grant-form').textContent()).toContain(
      'This is this account’s own address.',
    );
    await page.getByTestId('grant-grantee').fill(CAROL);
    expect(await review.isDisabled()).toBe(true);
    await page.getByTestId('grant-validator').first().check();
    expect(await review.isDisabled()).toBe(false);
    await page.getByTestId('grant-mode-send').click();
    expect(await review.isDisabled()).toBe(true);
    await page.getByTestId('grant-limit').fill('2');
    await page.getByTestId('grant-expiry').fill('2020-01-01');
    expect(await page.getByTestId('grant-form').textContent()).toContain('Choose a date after today.');
    expect(await review.isDisabled()).toBe(true);
    await page
      .getByTestId('grant-expiry')
      .fill(new Date(Date.now() + 800 * 86_400_000).toISOString().slice(0, 10));
    await page.getByTestId('grant-far').waitFor();
    expect(await review.isDisabled()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says loading, then a read error, then offline, and never shows an old list', async () => {
    for (const [answer, testid] of [
      ['hang', 'perm-loading'],
      ['fail', 'perm-error'],
      ['network', 'perm-offline'],
    ] as const) {
      const { page } = await open(answer);
      await go(page);
      await page.getByTestId(testid).waitFor();
      expect(await page.getByTestId('perm-given').count()).toBe(0);
      await page.close();
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`sends from Dave's funds showing his permission's remaining limit, not this account's balance (${scheme})`, async () => {
      const { page, errors } = await open('ok', scheme);
      await go(page);
      await page.getByTestId('perm-send-for').first().click();
      await page.getByTestId('send-granter').waitFor();
      await expect
        .poll(() => page.getByTestId('send-allowed').textContent())
        .toMatch(/^Allowed: 3(\.0+)? XYZ$/);
      expect(await page.getByTestId('send-spendable').count()).toBe(0);
      await shot(page, `permissions-fake-send-granter-${scheme}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('says when nothing was given or received', async () => {
    const { page, state, errors } = await open();
    state.list = { ...state.list, given: [], received: [], flagged: false };
    await go(page);
    await page.getByTestId('perm-empty-given').waitFor();
    await page.getByTestId('perm-empty-received').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`keeps screenshots of the screen and the notice (${scheme})`, async () => {
      const { page, errors } = await open('ok', scheme);
      await page.getByTestId('permissions-notice').waitFor();
      await shot(page, `permissions-fake-notice-${scheme}`);
      await go(page);
      await page.getByTestId('perm-given').waitFor();
      await page.waitForTimeout(200);
      await screenshot(page, `permissions-fake-${scheme}`);
      await page.getByTestId('perm-revoke').first().click();
      await page.getByTestId('tx-review').waitFor();
      await page.waitForTimeout(300);
      await shot(page, `permissions-fake-revoke-${scheme}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
