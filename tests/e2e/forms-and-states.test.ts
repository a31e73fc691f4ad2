// Send, trade and network forms and the offline state: one send per review, warnings before signing, an exact Max,
// the node's chain id checked on save, one truthful offline sentence, Escape and focus; screenshots in both themes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { toBech32 } from '@cosmjs/encoding';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { launchChromium, openApp, shot } from './support/browser';
import { FakeCore } from './support/fake-core';

const CAROL = DEVNET_KEYS.carol.address;
const CONTRACT = toBech32('xyz', new Uint8Array(32).fill(7));
const THEMES = ['light', 'dark'] as const;

describe('forms and states', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function go(page: Page, name: string): Promise<void> {
    await page.getByTestId(`nav-${name}`).click();
    await page.getByTestId(`screen-${name}`).waitFor();
  }

  const activeTestId = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el ? `${el.tagName}:${el.getAttribute('data-testid') ?? el.textContent?.trim()}` : null;
    });

  it('sends once: the form resets, Confirm cannot fire twice, and "Send another" starts empty', async () => {
    const core = new FakeCore({ withWallet: true });
    const { page, errors } = await openApp(browser, core);
    await go(page, 'send');
    await page.getByTestId('send-to').fill(CAROL);
    await page.getByTestId('send-amount').fill('2');
    await page.getByTestId('send-review').click();
    await page.getByTestId('tx-review').waitFor();
    // Two clicks in the same task (a double click before the page re-renders): one confirm only.
    await page.getByTestId('tx-confirm').evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await page.getByTestId('send-another').waitFor();
    expect(core.calls.filter((c) => c.channel === 'tx/confirm')).toHaveLength(1);
    expect(await page.getByTestId('send-form').count()).toBe(0);
    expect(await page.getByTestId('tx-confirm').count()).toBe(0);
    await page.getByTestId('tx-submitted').waitFor();
    await shot(page, 'forms-send-submitted-light');
    await page.getByTestId('send-another').click();
    await page.getByTestId('send-form').waitFor();
    expect(await page.getByTestId('send-to').inputValue()).toBe('');
    expect(await page.getByTestId('send-amount').inputValue()).toBe('');
    expect(await page.getByTestId('send-review').isDisabled()).toBe(true);
    expect(await activeTestId(page)).toBe('INPUT:send-to');
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const colorScheme of THEMES) {
    it(`warns about a self-send and a contract recipient in the form and the review (${colorScheme})`, async () => {
      const { page, errors } = await openApp(browser, new FakeCore({ withWallet: true }), { colorScheme });
      await go(page, 'send');
      await page.getByTestId('send-to').fill(CONTRACT);
      await page.locator('[data-testid="send-warnings"] [data-code="contract_address"]').waitFor();
      await page.getByTestId('send-to').fill(DEVNET_KEYS.alice.address);
      await page.locator('[data-testid="send-warnings"] [data-code="self_send"]').waitFor();
      expect(await page.getByTestId('send-warnings').textContent()).toContain('your own accounts');
      await page.getByTestId('send-amount').fill('12.5');
      await page.getByTestId('send-memo').fill('rent for November');
      await shot(page, `forms-send-form-warning-${colorScheme}`);
      await page.getByTestId('send-review').click();
      await page.getByTestId('tx-review').waitFor();
      await page.locator('[data-testid="review-warnings"] [data-code="self_send"]').waitFor();
      await page.getByTestId('tx-review').scrollIntoViewIfNeeded();
      await shot(page, `forms-review-warnings-${colorScheme}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("shows grouped gas, the memo and the contact's name in the review", async () => {
    const { page } = await openApp(browser, new FakeCore({ withWallet: true }));
    await go(page, 'send');
    await page.getByTestId('book-entry').filter({ hasText: 'Bob' }).click();
    await page.getByTestId('send-amount').fill('1');
    await page.getByTestId('send-memo').fill('invoice 42');
    await page.getByTestId('send-review').click();
    await page.getByTestId('tx-review').waitFor();
    expect(await page.getByTestId('review-gas').textContent()).toMatch(
      /^\s*175,000\s*\(125,000 × 1\.4\)\s*$/,
    );
    expect(await page.getByTestId('review-memo').textContent()).toBe('invoice 42');
    expect(await page.getByTestId('review-contact').textContent()).toBe('Bob');
    expect(await page.getByTestId('review-recipient').textContent()).toContain(DEVNET_KEYS.bob.address);
    // 1 XYZ at $1.25, and the fee (a few thousand uxyz) is below a cent but never shown as free.
    expect(await page.getByTestId('review-usd').textContent()).toBe('≈ $1.25 + < $0.01 fee');
    await page.getByTestId('review-usd').scrollIntoViewIfNeeded();
    await shot(page, 'forms-review-usd');
    await page.close();
  });

  it('says nothing in USD in the review when there is no price', async () => {
    const { page } = await openApp(browser, new FakeCore({ withWallet: true, priceUsd: '0' }));
    await go(page, 'send');
    await page.getByTestId('send-to').fill(CAROL);
    await page.getByTestId('send-amount').fill('1');
    await page.getByTestId('send-review').click();
    await page.getByTestId('tx-review').waitFor();
    expect(await page.getByTestId('review-usd').count()).toBe(0);
    expect(await page.getByTestId('tx-review').innerText()).not.toContain('$');
    await page.close();
  });

  it('Max leaves exactly the fee: the total is the whole spendable balance, for every tier', async () => {
    const core = new FakeCore({ withWallet: true });
    const { page, errors } = await openApp(browser, core);
    await go(page, 'send');
    await page.getByTestId('send-to').fill(CAROL);
    await page.getByTestId('send-max').click();
    await page.getByTestId('send-review').click();
    const total = page.getByTestId('review-total');
    await expect.poll(() => total.textContent()).toBe('1,013.456789 XYZ');
    expect(await page.getByTestId('review-fee').textContent()).toBe('0.00525 XYZ');
    await page.getByTestId('tx-review').getByRole('button', { name: /High/ }).click();
    await expect.poll(() => page.getByTestId('review-fee').textContent()).toBe('0.007 XYZ');
    expect(await total.textContent()).toBe('1,013.456789 XYZ');
    expect(await page.getByTestId('send-amount').inputValue()).toBe('1013.449789');
    // The tier chosen in the form before a review also moves the amount.
    await page.getByTestId('send-amount').fill('1');
    await page.getByTestId('send-max').click();
    await page.getByLabel('Low').check();
    await expect.poll(() => page.getByTestId('send-amount').inputValue()).toBe('1013.452414');
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const colorScheme of THEMES) {
    it(`warns about a loose slippage limit in the trade panel and its review (${colorScheme})`, async () => {
      const { page, errors } = await openApp(browser, new FakeCore({ withWallet: true }), { colorScheme });
      await go(page, 'tokens');
      await page.getByTestId('token-row').first().click();
      await page.getByTestId('trade-panel').waitFor();
      await page.getByTestId('trade-amount').fill('1');
      await page.getByTestId('trade-slippage').fill('10');
      await page.locator('[data-testid="trade-warnings"] [data-code="slippage_high"]').waitFor();
      await page.getByTestId('trade-slippage').fill('50');
      await page.locator('[data-testid="trade-warnings"] [data-code="slippage_very_high"]').waitFor();
      await page.getByTestId('trade-slippage').fill('2');
      await page.getByTestId('trade-warnings').waitFor({ state: 'detached' });
      await page.getByTestId('trade-slippage').fill('25');
      await page.getByTestId('trade-review').click();
      await page.locator('[data-testid="review-warnings"] [data-code="slippage_very_high"]').waitFor();
      await page.getByTestId('tx-review').scrollIntoViewIfNeeded();
      await shot(page, `forms-trade-slippage-${colorScheme}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  async function openAddNetwork(page: Page): Promise<ReturnType<Page['getByTestId']>> {
    await go(page, 'settings');
    await page.getByRole('button', { name: 'Add network' }).click();
    const form = page.getByTestId('network-form');
    await form.getByTestId('net-name').fill('Mainnet');
    await form.getByTestId('net-chainId').fill('xyz-1');
    await form.getByTestId('net-restUrl').fill('https://rest.mainnet.example');
    await form.getByTestId('net-rpcUrl').fill('https://rpc.mainnet.example');
    await form.getByTestId('net-backendUrl').fill('https://api.mainnet.example');
    return form;
  }

  for (const colorScheme of THEMES) {
    it(`checks the node's chain id when a network is saved, in one sentence (${colorScheme})`, async () => {
      const core = new FakeCore({ withWallet: true });
      core.nodeChainIds.set('https://rest.mainnet.example', 'xyz-testnet-3');
      const { page, errors } = await openApp(browser, core, { colorScheme });
      const form = await openAddNetwork(page);
      await form.getByTestId('network-save').click();
      const check = form.getByTestId('network-check');
      await check.waitFor();
      expect(await check.getAttribute('data-kind')).toBe('mismatch');
      expect(await check.locator('p').textContent()).toBe(
        'This node is on chain “xyz-testnet-3”, not “xyz-1”: check the chain id and the REST URL.',
      );
      const pageText = (await page.getByTestId('screen-settings').innerText()) ?? '';
      expect(pageText.match(/xyz-testnet-3/g)).toHaveLength(1);
      expect(core.networks).toHaveLength(1);
      await check.scrollIntoViewIfNeeded();
      await shot(page, `forms-network-mismatch-${colorScheme}`);
      // Fixing the chain id saves without a word.
      await form.getByTestId('net-chainId').fill('xyz-testnet-3');
      await form.getByTestId('network-save').click();
      await form.waitFor({ state: 'detached' });
      expect(core.networks.map((n) => n.chainId)).toEqual(['xyz-devnet-1', 'xyz-testnet-3']);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('lets a network whose node does not answer be saved anyway, after a warning without raw errors', async () => {
    const core = new FakeCore({ withWallet: true });
    const { page } = await openApp(browser, core);
    const form = await openAddNetwork(page);
    await form.getByTestId('network-save').click();
    const check = form.getByTestId('network-check');
    await check.waitFor();
    expect(await check.getAttribute('data-kind')).toBe('unverified');
    expect(await check.textContent()).not.toContain('ECONNREFUSED');
    await form.getByTestId('network-save-anyway').click();
    await form.waitFor({ state: 'detached' });
    const add = core.calls.filter((c) => c.channel === 'network/add').map((c) => c.payload);
    expect(add.at(-1)).toMatchObject({ name: 'Mainnet', force: true });
    expect(core.networks.map((n) => n.name)).toEqual(['Local devnet', 'Mainnet']);
    await page.close();
  });

  for (const colorScheme of THEMES) {
    it(`says once, truthfully, that the node is unreachable; Send words the failure (${colorScheme})`, async () => {
      const { page, errors } = await openApp(
        browser,
        new FakeCore({ withWallet: true, health: 'unreachable' }),
        {
          colorScheme,
        },
      );
      const banner = page.getByTestId('banner-offline');
      await banner.waitFor();
      expect(await banner.textContent()).toMatch(
        /Node unreachable — showing data cached at .*\d:\d\d [AP]M\./,
      );
      expect(await banner.textContent()).not.toMatch(/\bnow\b/);
      // Beside the banner the dashboard says when the data was fetched, never "Updated now".
      expect(await page.getByTestId('updated-at').textContent()).toBe('Last updated 4 minutes ago');
      await go(page, 'send');
      await page.getByTestId('send-node-down').waitFor();
      await page.getByTestId('send-to').fill(CAROL);
      await page.getByTestId('send-amount').fill('1');
      await page.getByTestId('send-review').click();
      const note = page.getByTestId('tx-error');
      await note.waitFor();
      expect(await note.locator('p').textContent()).toBe('The node or backend could not be reached.');
      const visible = await page.getByTestId('app-shell').innerText();
      expect(visible).not.toContain('ECONNREFUSED');
      expect(visible).not.toContain('127.0.0.1');
      await shot(page, `forms-offline-send-${colorScheme}`);
      await note.getByText('Technical details').click();
      expect(await note.locator('pre').textContent()).toContain('ECONNREFUSED 127.0.0.1:1317');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('moves focus to the screen heading on navigation and to the review heading; Escape closes them', async () => {
    const { page } = await openApp(browser, new FakeCore({ withWallet: true }));
    await page.getByTestId('screen-dashboard').waitFor();
    await go(page, 'send');
    await expect.poll(() => activeTestId(page)).toBe('H1:Send XYZ');
    await page.getByTestId('send-to').fill(CAROL);
    await page.getByTestId('send-amount').fill('1');
    await page.getByTestId('send-amount').press('Enter');
    await page.getByTestId('tx-review').waitFor();
    await expect.poll(() => activeTestId(page)).toBe('H2:Review and confirm');
    await page.keyboard.press('Escape');
    await page.getByTestId('tx-review').waitFor({ state: 'detached' });
    expect(await activeTestId(page)).toBe('INPUT:send-amount');
    await go(page, 'settings');
    await expect.poll(() => activeTestId(page)).toBe('H1:Settings');
    await page.getByRole('button', { name: 'Add network' }).click();
    await page.getByTestId('network-form').waitFor();
    await page.getByTestId('net-name').focus();
    await page.keyboard.press('Escape');
    await page.getByTestId('network-form').waitFor({ state: 'detached' });
    await page.close();
  });

  it('Escape closes the network-remove confirmation (nothing removed) and the address-book edit form', async () => {
    const core = new FakeCore({ withWallet: true });
    const [devnet] = core.networks;
    core.networks = [
      devnet!,
      {
        ...devnet!,
        id: 'staging',
        name: 'Staging',
        chainId: 'xyz-staging-2',
        builtin: false,
        isDevnet: false,
      },
    ];
    const { page, errors } = await openApp(browser, core);
    await go(page, 'settings');
    await page.getByTestId('network-staging').getByTestId('network-remove').click();
    await page.getByTestId('network-remove-confirm').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('network-remove-confirm').waitFor({ state: 'detached' });
    expect(await activeTestId(page)).toBe('BUTTON:network-remove');
    expect(core.calls.some((c) => c.channel === 'network/remove')).toBe(false);
    expect(core.networks.map((n) => n.id)).toEqual(['devnet', 'staging']);

    await page.getByTestId('entry-bob').getByTestId('entry-edit').click();
    const form = page.getByTestId('entry-edit-form');
    await form.getByTestId('entry-name').fill('Bob (changed)');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    expect(core.calls.some((c) => c.channel === 'addressbook/update')).toBe(false);
    expect(await page.getByTestId('entry-bob').textContent()).toContain('Bob');
    expect(await page.getByTestId('entry-bob').textContent()).not.toContain('changed');
    expect(errors).toEqual([]);
    await page.close();
  });
});
