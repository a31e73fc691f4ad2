// Importing existing keys through the UI into the real core and keychain: recovery phrase and raw private key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { launchChromium, openApp, shot } from './support/browser';
import { removeDir, startCore, type CoreHandle } from './support/real-stack';

/** Nothing listens here: these tests need no chain, only keys (the app shows itself offline). */
const NO_NETWORK = {
  restUrl: 'http://127.0.0.1:9',
  rpcUrl: 'http://127.0.0.1:9',
  backendUrl: 'http://127.0.0.1:9',
};
const PASSWORD = 'import test password';

describe('importing keys through the UI', () => {
  let browser: Browser;
  const stacks: CoreHandle[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    for (const s of stacks) {
      await s.core.close();
      removeDir(s.dataDir);
    }
  });

  async function freshApp() {
    const stack = await startCore(NO_NETWORK);
    stacks.push(stack);
    return openApp(browser, stack.core);
  }

  it('imports a recovery phrase after core rejects one with a bad checksum', async () => {
    const { page } = await freshApp();
    await page.getByTestId('onboard-importPhrase').click();
    await page.getByTestId('phrase-input').fill('abandon abandon');
    expect(await page.getByText('2 words').getAttribute('class')).toContain('field-error');
    const words = DEVNET_KEYS.alice.mnemonic.split(' ');
    const badChecksum = [...words.slice(0, 23), words[23] === 'found' ? 'fossil' : 'found'].join(' ');
    await page.getByTestId('phrase-input').fill(badChecksum);
    await page.getByTestId('password').fill(PASSWORD);
    await page.getByTestId('password-repeat').fill(PASSWORD);
    await page.getByTestId('import-submit').click();
    await page.getByTestId('error').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('error').getAttribute('data-code')).toBe('invalid_mnemonic');
    await shot(page, 'import-phrase-error-light');
    await page.getByTestId('phrase-input').fill(DEVNET_KEYS.alice.mnemonic);
    await page.getByTestId('import-submit').click();
    await page.getByTestId('screen-dashboard').waitFor({ timeout: 30_000 });
    await page.getByTestId('nav-receive').click();
    expect(await page.getByTestId('receive-address').textContent()).toBe(DEVNET_KEYS.alice.address);
    await page.close();
  });

  it('imports a raw private key, checked as typed', async () => {
    const { page } = await freshApp();
    await page.getByTestId('onboard-importKey').click();
    await page.getByTestId('key-input').fill('0x1234');
    await page.getByText('A private key is 64 hexadecimal characters').waitFor();
    expect(await page.getByTestId('import-submit').isDisabled()).toBe(true);
    await page.getByTestId('key-input').fill(randomBytes(32).toString('hex'));
    await page.getByTestId('password').fill(PASSWORD);
    await page.getByTestId('password-repeat').fill(PASSWORD);
    await page.getByTestId('import-submit').click();
    await page.getByTestId('screen-dashboard').waitFor({ timeout: 30_000 });
    await page.getByTestId('nav-receive').click();
    expect(await page.getByTestId('receive-address').textContent()).toMatch(/^xyz1[0-9a-z]{38}$/);
    await page.close();
  });
});
