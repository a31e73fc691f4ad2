// The network screen and the stock dialect: the XYZ mainnet is a choice whose URLs the person fills in (the wallet
// invents none, and says which are missing); a profile whose node speaks the other dialect is refused with the
// dialect the node answered in, offered in one click; a node speaking the other dialect is flagged like a chain-id
// mismatch. Screenshots in both themes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Result } from '../../shared/errors';
import { launchChromium, openApp, shot } from './support/browser';
import { FakeCore } from './support/fake-core';

const THEMES = ['light', 'dark'] as const;
const REST = 'https://rest.xyz.example';

describe('network dialects in the network screen', () => {
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

  /** A fake core whose node at REST serves xyz-1 in `speaks`: network/add answers as core's node check would. */
  function coreWhoseNodeSpeaks(speaks: 'spec' | 'cosmos'): FakeCore {
    const core = new FakeCore({ withWallet: true });
    core.nodeChainIds.set(REST, 'xyz-1');
    const invoke = core.invoke.bind(core);
    core.invoke = async (channel: string, payload: unknown): Promise<Result<unknown>> => {
      const p = payload as { restUrl?: string; dialect?: string; force?: boolean };
      if (channel === 'network/add' && p.restUrl === REST && !p.force && p.dialect !== speaks) {
        core.calls.push({ channel, payload });
        return {
          ok: false,
          error: {
            code: 'dialect_mismatch',
            message: `The node answers in the ${speaks} dialect, but the profile says ${p.dialect}.`,
            details: { nodeDialect: speaks, expectedDialect: p.dialect },
          },
        };
      }
      return invoke(channel, payload);
    };
    return core;
  }

  for (const colorScheme of THEMES) {
    it(`offers the XYZ mainnet with empty URLs, says which are missing, and uses it once filled (${colorScheme})`, async () => {
      const core = coreWhoseNodeSpeaks('cosmos');
      const { page, errors } = await openApp(browser, core, { colorScheme });
      await go(page, 'settings');
      const offer = page.getByTestId('network-mainnet');
      expect(await offer.textContent()).toContain('xyz-1');
      expect(await offer.textContent()).toContain('Stock Cosmos SDK (cosmos / cosmwasm)');
      await offer.getByTestId('network-mainnet-use').click();
      expect(await offer.getByTestId('network-mainnet-missing').textContent()).toContain(
        'Fill in the Chain REST URL, RPC URL, Backend URL of nodes you trust: the wallet does not invent endpoints.',
      );
      const form = offer.getByTestId('network-form');
      expect(await form.getByTestId('net-chainId').inputValue()).toBe('xyz-1');
      expect(await form.getByTestId('net-dialect').inputValue()).toBe('cosmos');
      expect(await form.getByTestId('net-restUrl').inputValue()).toBe('');
      expect(await form.locator('#net-restUrl-error').textContent()).toBe(
        'Fill in this URL: the wallet never guesses a node.',
      );
      expect(await form.getByTestId('network-save').isDisabled()).toBe(true);
      expect(core.calls.some((c) => c.channel === 'network/add' || c.channel === 'network/select')).toBe(
        false,
      );
      await offer.scrollIntoViewIfNeeded();
      await shot(page, `network-mainnet-missing-${colorScheme}`);
      await form.getByTestId('net-restUrl').fill(REST);
      await form.getByTestId('net-rpcUrl').fill('https://rpc.xyz.example');
      await form.getByTestId('net-backendUrl').fill('https://api.xyz.example');
      await form.getByTestId('network-save').click();
      await page.getByTestId('network-notice').waitFor();
      expect(await page.getByTestId('network-notice').textContent()).toBe(
        'XYZ Mainnet is saved and now the active network.',
      );
      const added = core.calls.filter((c) => c.channel === 'network/add').map((c) => c.payload);
      expect(added).toEqual([
        expect.objectContaining({ name: 'XYZ Mainnet', chainId: 'xyz-1', dialect: 'cosmos', restUrl: REST }),
      ]);
      expect(core.networks.find((n) => n.chainId === 'xyz-1')?.id).toBe(core.activeNetworkId);
      expect(await page.getByTestId('network-mainnet').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  for (const colorScheme of THEMES) {
    it(`refuses a profile in the wrong dialect, naming the node's, and uses it in one click (${colorScheme})`, async () => {
      const core = coreWhoseNodeSpeaks('cosmos');
      const { page, errors } = await openApp(browser, core, { colorScheme });
      await go(page, 'settings');
      await page.getByRole('button', { name: 'Add network' }).click();
      const form = page.getByTestId('network-form');
      await form.getByTestId('net-name').fill('Real chain');
      await form.getByTestId('net-chainId').fill('xyz-1');
      await form.getByTestId('net-restUrl').fill(REST);
      await form.getByTestId('net-rpcUrl').fill('https://rpc.xyz.example');
      await form.getByTestId('net-backendUrl').fill('https://api.xyz.example');
      expect(await form.getByTestId('net-dialect').inputValue()).toBe('spec');
      await form.getByTestId('network-save').click();
      const check = form.getByTestId('network-check');
      await check.waitFor();
      expect(await check.getAttribute('data-kind')).toBe('dialect');
      expect(await check.locator('p').textContent()).toBe(
        'This node answers in Stock Cosmos SDK (cosmos / cosmwasm), not in XYZ chain (ledger / ledgerwasm) as this profile says: the wallet would ask it for paths it does not have.',
      );
      expect(core.networks.some((n) => n.name === 'Real chain')).toBe(false);
      await check.scrollIntoViewIfNeeded();
      await shot(page, `network-dialect-mismatch-${colorScheme}`);
      await check.getByTestId('network-use-dialect').click();
      await form.waitFor({ state: 'detached' });
      expect(core.networks.find((n) => n.name === 'Real chain')?.dialect).toBe('cosmos');
      expect(await page.getByTestId('network-dialect').allTextContents()).toContain(
        'Stock Cosmos SDK (cosmos / cosmwasm)',
      );
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  for (const colorScheme of THEMES) {
    it(`flags a node speaking the other dialect like a chain-id mismatch; Send is blocked (${colorScheme})`, async () => {
      const core = new FakeCore({ withWallet: true, health: 'dialect_mismatch' });
      const { page, errors } = await openApp(browser, core, { colorScheme });
      const banner = page.getByTestId('banner-dialect-mismatch');
      await banner.waitFor();
      expect(await banner.textContent()).toContain(
        'The node answers in stock Cosmos SDK names (cosmos / cosmwasm), but this network expects XYZ chain names (ledger / ledgerwasm). Signing is disabled',
      );
      expect(await page.getByTestId('node-status').getAttribute('data-health')).toBe('dialect_mismatch');
      expect(await page.getByTestId('node-status').textContent()).toContain('Wrong module names');
      await go(page, 'send');
      expect(await page.getByTestId('signing-blocked').count()).toBe(0);
      await shot(page, `network-dialect-banner-${colorScheme}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
