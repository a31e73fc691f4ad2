// The pending list shows each outcome of decision 0209: a tx waiting for a block spins; a dropped one says plainly
// that it was not included and that nothing was spent, and no longer counts as waiting.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openApp } from './support/browser';
import { FakeCore } from './support/fake-core';

const HASH = 'D1'.repeat(32);
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

it('a waiting tx is listed as pending, then shown as dropped with its sentence once the core drops it', async () => {
  const core = new FakeCore({ withWallet: true });
  const { page, errors } = await openApp(browser, core);
  await page.getByTestId('balance-total').waitFor();
  await page.getByTestId('nav-history').click();
  await page.getByTestId('screen-history').waitFor();

  core.emit('tx/status', { accountId: 'alice', txHash: HASH, status: 'pending' });
  await page.locator(`[data-testid="pending-row"][data-hash="${HASH}"]`).waitFor();
  expect(await page.getByTestId('pending-count').textContent()).toBe('1');

  core.emit('tx/status', { accountId: 'alice', txHash: HASH, status: 'dropped' });
  const dropped = page.locator(`[data-testid="dropped-row"][data-hash="${HASH}"]`);
  await dropped.waitFor();
  expect(await dropped.getByTestId('dropped-sentence').textContent()).toBe(
    'Not included: another transaction used its place. Nothing was spent.',
  );
  expect(await dropped.textContent()).toContain('Not included');
  await page.getByTestId('pending-list').waitFor({ state: 'detached' });
  await page.getByTestId('pending-count').waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await page.close();
});
