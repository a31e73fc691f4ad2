// Flow: faucet -> balance on the dashboard, send XYZ and see it in history, pending tracking events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { confirmAndWait, importDevnetKey, startHarness, waitFor, type Harness } from './harness';
import { named } from '../../support/dialect';

let h: Harness;
let alice: { id: string; address: string };

beforeAll(async () => {
  h = await startHarness();
  alice = await importDevnetKey(h, 'alice');
  await h.faucet(alice.address, '50000000');
});

afterAll(async () => {
  await h?.stop();
});

describe('faucet -> balance -> send -> history', () => {
  it('shows the faucet funds on the dashboard after the background refresh', async () => {
    const first = await h.call('dashboard/get', { accountId: alice.id });
    expect(first.address).toBe(alice.address);
    const dashboard = await waitFor(async () => {
      const d = await h.call('dashboard/get', { accountId: alice.id, refresh: false });
      return d.balances ? d : null;
    }, 'balances in cache');
    expect(BigInt(dashboard.balances!.total)).toBeGreaterThanOrEqual(50_000_000n);
    expect(h.events.some((e) => e.event === 'balances/changed')).toBe(true);
  });

  it('reviews a send with gas, fee per tier and total, then signs, broadcasts and tracks it to inclusion', async () => {
    const review = await h.call('tx/draft-send', {
      accountId: alice.id,
      to: DEVNET_KEYS.bob.address,
      amount: '1.5',
      memo: 'lunch',
    });
    expect(review.spend).toBe('1500000');
    expect(BigInt(review.gasLimit)).toBeGreaterThan(BigInt(review.gasUsed));
    expect(BigInt(review.total)).toBe(1_500_000n + BigInt(review.fee.amount));
    expect(review.messages[0]!['@type']).toBe(named('/ledger.bank.v1beta1.MsgSend'));
    const final = await confirmAndWait(h, review.reviewId);
    expect(final).toMatchObject({ status: 'included', code: 0 });
    expect(
      h.events.some(
        (e) => e.event === 'tx/status' && (e.payload as { status: string }).status === 'included',
      ),
    ).toBe(true);

    const sync = await h.call('history/sync', { accountId: alice.id });
    expect(sync.complete).toBe(true);
    const page = await h.call('history/page', { accountId: alice.id, limit: 20 });
    const row = page.rows.find((r) => r.hash === final.txHash);
    expect(row).toMatchObject({ direction: 'out', code: 0, memo: 'lunch' });
    const csv = await h.call('history/export-csv', { accountId: alice.id });
    expect(csv.csv).toContain(final.txHash);
  });

  it('broadcasts through the chain (SYNC) when the setting says so', async () => {
    await h.call('settings/update', { broadcastVia: 'chain' });
    try {
      const review = await h.call('tx/draft-send', {
        accountId: alice.id,
        to: DEVNET_KEYS.bob.address,
        amount: '0.1',
      });
      expect(await confirmAndWait(h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
    } finally {
      await h.call('settings/update', { broadcastVia: 'backend' });
    }
  });

  it('pushes node status with each dashboard refresh, showing syncing = true as "syncing"', async () => {
    await h.control('/devnet/node', { syncing: true });
    try {
      h.events.length = 0;
      await h.call('dashboard/get', { accountId: alice.id });
      const event = await waitFor(
        async () => h.events.find((e) => e.event === 'node/status'),
        'node/status event',
      );
      expect(event.payload).toMatchObject({ health: 'syncing', chainId: 'xyz-devnet-1' });
    } finally {
      await h.control('/devnet/node', { syncing: false });
    }
  });

  it('refuses to review an amount above the spendable balance', async () => {
    const result = await h.invoke('tx/draft-send', {
      accountId: alice.id,
      to: DEVNET_KEYS.bob.address,
      amount: '1000000',
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'insufficient_funds' } });
  });

  it('refuses a bad recipient address with a clear message', async () => {
    const result = await h.invoke('tx/draft-send', {
      accountId: alice.id,
      to: 'xyz1notanaddress',
      amount: '1',
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_address' } });
  });
});
