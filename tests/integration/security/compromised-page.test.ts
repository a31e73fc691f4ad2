// A compromised page (issue #27, hole 5): with the wallet unlocked, everything the main page can call goes through
// the page's door. Guarded calls only wait for the approval surface; no funds move, no key goes, auto-lock stays on
// until the surface says yes, and the page cannot say yes itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { RESET_CONFIRMATION } from '../../../shared/api/keys';
import type { ApprovalRequest } from '../../../shared/api/approvals';
import type { Result } from '../../../shared/errors';
import { importDevnetKey, PASSWORD, startHarness, waitFor, type Harness } from '../core/flows/harness';

const ATTACKER = DEVNET_KEYS.carol.address;

let h: Harness;
let alice: { id: string; address: string };

beforeAll(async () => {
  h = await startHarness();
  alice = await importDevnetKey(h, 'alice');
  await h.faucet(alice.address, '50000000');
}, 60_000);

afterAll(async () => {
  await h?.stop();
});

const page = (channel: string, payload: unknown) => h.core.page.invoke(channel, payload);
const surface = (channel: string, payload: unknown) => h.core.approvals.invoke(channel, payload);

async function waiting(): Promise<ApprovalRequest[]> {
  const r = await surface('approval/pending', {});
  if (!r.ok) throw new Error(r.error.message);
  return (r.value as { requests: ApprovalRequest[] }).requests;
}

/** Waits until `count` requests wait in the surface, and returns them. */
async function untilWaiting(count: number): Promise<ApprovalRequest[]> {
  return waitFor(async () => {
    const now = await waiting();
    return now.length === count ? now : null;
  }, `${count} approval requests`);
}

/** A promise's state without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  const marker = Symbol('pending');
  return (await Promise.race([promise, new Promise((r) => setTimeout(() => r(marker), 50))])) !== marker;
}

describe('the page can ask, never give', () => {
  it('a send drafted and confirmed by the page waits; refused in the surface, nothing moves', async () => {
    const before = h.devnet.chain.balance(alice.address, 'uxyz');
    const draft = await page('tx/draft-send', { accountId: alice.id, to: ATTACKER, amount: '7' });
    expect(draft.ok, JSON.stringify(draft)).toBe(true);
    const review = (draft as { value: { reviewId: string; signDocHash: string } }).value;
    const confirm = page('tx/confirm', { reviewId: review.reviewId, signDocHash: review.signDocHash });

    const [request] = await untilWaiting(1);
    expect(request!.subject.kind).toBe('transaction');
    // The surface shows the core's review: the attacker's address and the amount, in the core's own words.
    const shown = request!.subject.kind === 'transaction' ? request!.subject.review : null;
    expect(shown?.summary).toContain(ATTACKER);
    expect(shown?.summary).toContain('7 XYZ');
    expect(await settled(confirm)).toBe(false);

    // The page tries to approve itself: its door has no approval channels.
    const self = await page('approval/decide', { id: request!.id, approve: true });
    expect(self).toMatchObject({ ok: false, error: { code: 'unknown_channel' } });
    // ...and the surface's door has none of the page's channels.
    const cross = await surface('tx/confirm', { reviewId: review.reviewId });
    expect(cross).toMatchObject({ ok: false, error: { code: 'unknown_channel' } });
    expect(await waiting()).toHaveLength(1);

    await surface('approval/decide', { id: request!.id, approve: false });
    const answer = (await confirm) as Result<unknown>;
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'approval_refused', details: { reason: 'refused' } },
    });
    expect(h.devnet.chain.balance(alice.address, 'uxyz')).toBe(before);
    expect(await waiting()).toEqual([]);
  });

  it('approved in the surface, the send goes through exactly as reviewed', async () => {
    const bobBefore = h.devnet.chain.balance(DEVNET_KEYS.bob.address, 'uxyz');
    const draft = await h.call('tx/draft-send', {
      accountId: alice.id,
      to: DEVNET_KEYS.bob.address,
      amount: '2',
    });
    const confirm = page('tx/confirm', { reviewId: draft.reviewId, signDocHash: draft.signDocHash });
    const [request] = await untilWaiting(1);
    const decided = await surface('approval/decide', { id: request!.id, approve: true });
    expect(decided).toEqual({ ok: true, value: { decided: true } });
    const answer = (await confirm) as Result<{ txHash: string }>;
    expect(answer.ok, JSON.stringify(answer)).toBe(true);
    await waitFor(
      async () =>
        h.devnet.chain.balance(DEVNET_KEYS.bob.address, 'uxyz') - bobBefore === 2_000_000n ? true : null,
      'Bob paid 2 XYZ',
    );
  });

  it('keys/reset, auto-lock off and offline signing wait too; refused, every key and setting stays', async () => {
    const reset = page('keys/reset', { confirm: RESET_CONFIRMATION });
    const autoLock = page('settings/update', { autoLockMinutes: 0 });
    const requests = await untilWaiting(2);
    expect(requests.map((r) => r.subject.kind).sort()).toEqual(['auto_lock_off', 'keys_reset']);
    for (const request of requests) await surface('approval/decide', { id: request.id, approve: false });
    expect(await reset).toMatchObject({ ok: false, error: { code: 'approval_refused' } });
    expect(await autoLock).toMatchObject({ ok: false, error: { code: 'approval_refused' } });
    expect((await h.call('keys/list', {})).accounts.map((a) => a.id)).toContain(alice.id);
    expect((await h.call('settings/get', {})).autoLockMinutes).not.toBe(0);
    // Offline signing shows the core's own review of the file, then waits.
    const unsigned = await h.call('offline/export-unsigned', {
      accountId: alice.id,
      draft: { to: ATTACKER, amount: '9' },
    });
    const source = { kind: 'unsigned_file' as const, text: unsigned.fileText };
    const offlineReview = await h.call('offline/review-sign', { accountId: alice.id, source });
    const sign = page('offline/sign', {
      accountId: alice.id,
      source,
      reviewedSignDocHash: offlineReview.signDocHash,
    });
    const [signRequest] = await untilWaiting(1);
    expect(signRequest!.subject.kind).toBe('offline_sign');
    expect(JSON.stringify(signRequest!.subject)).toContain(ATTACKER);
    await surface('approval/decide', { id: signRequest!.id, approve: false });
    expect(await sign).toMatchObject({ ok: false, error: { code: 'approval_refused' } });
    // Settings that change nothing risky pass straight through.
    const harmless = await page('settings/update', { hideZeroBalances: true });
    expect(harmless.ok).toBe(true);
  });

  it('a review cancelled or re-priced on the page leaves the surface; a lock withdraws what waits to be signed', async () => {
    const draft = await h.call('tx/draft-send', { accountId: alice.id, to: ATTACKER, amount: '1' });
    const confirm = page('tx/confirm', { reviewId: draft.reviewId });
    await untilWaiting(1);
    await page('tx/cancel', { reviewId: draft.reviewId });
    expect(await confirm).toMatchObject({ ok: false, error: { details: { reason: 'withdrawn' } } });
    expect(await waiting()).toEqual([]);

    const second = await h.call('tx/draft-send', { accountId: alice.id, to: ATTACKER, amount: '1' });
    const pending = page('tx/confirm', { reviewId: second.reviewId });
    await untilWaiting(1);
    await page('keys/lock', {});
    expect(await pending).toMatchObject({ ok: false, error: { details: { reason: 'locked' } } });
    expect(await waiting()).toEqual([]);
    await h.call('keys/unlock', { password: PASSWORD });
  });

  it('the same review asked twice shows once', async () => {
    const draft = await h.call('tx/draft-send', { accountId: alice.id, to: ATTACKER, amount: '1' });
    const first = page('tx/confirm', { reviewId: draft.reviewId });
    await untilWaiting(1);
    expect(await page('tx/confirm', { reviewId: draft.reviewId })).toMatchObject({
      ok: false,
      error: { code: 'busy' },
    });
    await page('tx/cancel', { reviewId: draft.reviewId });
    await first;
  });
});

describe('the password on every send', () => {
  it('turning it on is free; approving then needs the password, and turning it off needs it too', async () => {
    await h.call('settings/update', { passwordEverySend: true });
    const draft = await h.call('tx/draft-send', {
      accountId: alice.id,
      to: DEVNET_KEYS.bob.address,
      amount: '1',
    });
    const confirm = page('tx/confirm', { reviewId: draft.reviewId });
    const [request] = await untilWaiting(1);
    expect(request!.needsPassword).toBe(true);
    expect(await surface('approval/decide', { id: request!.id, approve: true })).toMatchObject({
      ok: false,
      error: { code: 'wrong_password' },
    });
    expect(
      await surface('approval/decide', { id: request!.id, approve: true, password: 'not the password' }),
    ).toMatchObject({ ok: false, error: { code: 'wrong_password' } });
    // Still waiting after wrong answers; the right password approves it.
    expect(await waiting()).toHaveLength(1);
    await surface('approval/decide', { id: request!.id, approve: true, password: PASSWORD });
    expect(((await confirm) as Result<unknown>).ok).toBe(true);

    const off = page('settings/update', { passwordEverySend: false });
    const [offRequest] = await untilWaiting(1);
    expect(offRequest!.subject.kind).toBe('password_every_send_off');
    expect(offRequest!.needsPassword).toBe(true);
    await surface('approval/decide', { id: offRequest!.id, approve: true, password: PASSWORD });
    expect(((await off) as Result<{ passwordEverySend: boolean }>).ok).toBe(true);
    expect((await h.call('settings/get', {})).passwordEverySend).toBe(false);
  });
});
