// Locale end to end: the system locale (navigator.languages) and the Settings override change every number, date
// and word on the dashboard, tokens and history; the choice survives a reload; German screenshots in both themes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openApp, shot } from './support/browser';
import { axeViolations, horizontalOverflow } from './support/axe';
import { FakeCore } from './support/fake-core';
import { systemFormatQuery } from '../../shared/system-locale';

const SCREENS = ['dashboard', 'tokens', 'history', 'stake', 'governance'] as const;

/** The visible text of the current screen (the status bar and sidebar included). */
async function screenText(page: Page): Promise<string> {
  return page.locator('[data-testid="app-shell"]').innerText();
}

/**
 * Numbers written with the separators of the other convention: in de-DE a "." is only ever followed by a group of
 * exactly three digits (dates like 24.11.2026 aside); in en-US a "," likewise.
 */
function foreignNumbers(text: string, locale: 'en-US' | 'de-DE'): string[] {
  // Dates (24.11.2026) and version names in content ("v1.5") are not numbers of the format.
  const withoutDates = text.replace(/\b\d{1,2}\.\d{1,2}\.\d{4}\b/g, '').replace(/\bv\d+(\.\d+)+/g, '');
  const separator = locale === 'de-DE' ? '\\.' : ',';
  const all = withoutDates.match(new RegExp(`\\d${separator}\\d+`, 'g')) ?? [];
  return all.filter((m) => !new RegExp(`^\\d${separator}\\d{3}$`).test(m));
}

async function go(page: Page, name: string): Promise<void> {
  await page.getByTestId(`nav-${name}`).click();
  await page.getByTestId(`screen-${name}`).waitFor();
  await page.waitForTimeout(150);
}

describe('locale', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('follows the system locale when nothing is chosen (navigator.languages = de-DE)', async () => {
    const { page, errors } = await openApp(browser, new FakeCore({ withWallet: true }), { locale: 'de-DE' });
    await page.getByTestId('balance-total').waitFor();
    await expect.poll(() => page.getByTestId('balance-total').textContent()).toBe('1.906,981091 XYZ');
    expect(await page.getByTestId('balance-usd').textContent()).toBe('2.383,72\u00a0$');
    // The portfolio's day is a German date too, not the ISO day the series is keyed by.
    await expect
      .poll(() => page.getByTestId('portfolio-readout').textContent())
      .toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(await page.getByTestId('portfolio-readout').textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await page.getByTestId('nav-history').textContent()).toContain('Verlauf');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("formats in the OS's regional format from the entry URL while the words stay in the UI language", async () => {
    // An English UI with German regional formats (macOS/Windows): the shell puts app.getSystemLocale() in the URL.
    const { page, errors } = await openApp(browser, new FakeCore({ withWallet: true }), {
      locale: 'en-US',
      query: systemFormatQuery('de_DE'),
    });
    await page.getByTestId('balance-total').waitFor();
    await expect.poll(() => page.getByTestId('balance-total').textContent()).toBe('1.906,981091 XYZ');
    expect(await page.getByTestId('nav-history').textContent()).toContain('History');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // The person's choice in Settings still wins over the system's.
    await go(page, 'settings');
    await page.getByTestId('format-locale').selectOption('en-US');
    await go(page, 'dashboard');
    await expect.poll(() => page.getByTestId('balance-total').textContent()).toBe('1,906.981091 XYZ');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switching the setting changes every number on the dashboard, tokens and history, and persists', async () => {
    const { page, errors } = await openApp(browser, new FakeCore({ withWallet: true }), { locale: 'en-US' });
    await page.getByTestId('balance-total').waitFor();
    const english: Record<string, string> = {};
    for (const name of SCREENS) {
      await go(page, name);
      english[name] = await screenText(page);
      expect(foreignNumbers(english[name], 'en-US')).toEqual([]);
    }
    expect(english.dashboard).toContain('1,906.981091 XYZ');

    await go(page, 'settings');
    await page.getByTestId('language').selectOption('de');
    await page.getByTestId('format-locale').focus();
    await page.getByTestId('format-locale').selectOption('de-DE');
    await expect.poll(() => page.getByTestId('format-example').textContent()).toContain('1.234,56789 XYZ');
    expect(await page.getByTestId('nav-settings').textContent()).toContain('Einstellungen');
    // The re-rendered select keeps the keyboard focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('format-locale');

    for (const name of SCREENS) {
      await go(page, name);
      const german = await screenText(page);
      expect(foreignNumbers(german, 'de-DE')).toEqual([]);
      // Every amount in English form is gone: no "1,906.98"-style text is left anywhere.
      expect(german).not.toMatch(/\d,\d{3}\.\d/);
      expect(german).not.toMatch(/\$\d/);
      expect(german).not.toBe(english[name]);
    }
    await go(page, 'dashboard');
    expect(await page.getByTestId('balance-total').textContent()).toBe('1.906,981091 XYZ');
    expect(await page.getByTestId('balance-usd').textContent()).toBe('2.383,72\u00a0$');
    // The portfolio's day is a German date too, not the ISO day the series is keyed by.
    await expect
      .poll(() => page.getByTestId('portfolio-readout').textContent())
      .toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(await page.getByTestId('portfolio-readout').textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    await page.reload();
    await page.getByTestId('balance-total').waitFor();
    await expect.poll(() => page.getByTestId('balance-total').textContent()).toBe('1.906,981091 XYZ');
    expect(await page.getByTestId('nav-dashboard').textContent()).toContain('Übersicht');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the send form reads "1,5" in de-DE and refuses it with a clear message in en-US', async () => {
    const { page } = await openApp(browser, new FakeCore({ withWallet: true }), { locale: 'en-US' });
    await page.getByTestId('balance-total').waitFor();
    await go(page, 'send');
    const amount = page.getByTestId('send-amount');
    await amount.fill('1,5');
    await expect
      .poll(() => page.getByTestId('screen-send').innerText())
      .toContain('the decimal separator is “.”. Did you mean 1.5?');
    await go(page, 'settings');
    await page.getByTestId('format-locale').selectOption('de-DE');
    await go(page, 'send');
    await page.getByTestId('send-amount').fill('1,5');
    await page.waitForTimeout(100);
    expect(await page.getByTestId('screen-send').innerText()).not.toContain('decimal separator');
    await page.getByTestId('send-amount').fill('1.234');
    await expect.poll(() => page.getByTestId('screen-send').innerText()).toContain('Ambiguous');
    await page.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`German screens look finished (${colorScheme})`, async () => {
      const core = new FakeCore({ withWallet: true, imageBase: 'https://img.xyz.invalid' });
      const { page, errors } = await openApp(browser, core, { colorScheme, locale: 'de-DE' });
      await page.getByTestId('balance-total').waitFor();
      for (const name of [
        'dashboard',
        'tokens',
        'history',
        'send',
        'receive',
        'stake',
        'governance',
        'bridge',
        'settings',
        'about',
      ]) {
        await go(page, name);
        await shot(page, `de-${name}-${colorScheme}`);
        // Longer German words must not push anything out sideways, nor break accessibility.
        const overflow = await horizontalOverflow(page);
        expect(overflow.overflowing, name).toEqual([]);
        expect(overflow.scrollWidth, name).toBeLessThanOrEqual(overflow.clientWidth);
        expect(await axeViolations(page), name).toEqual([]);
      }
      await go(page, 'tokens');
      await page.getByTestId('token-row').first().click();
      await page.getByTestId('token-detail').waitFor();
      await shot(page, `de-token-detail-${colorScheme}`);
      await go(page, 'history');
      await page.getByTestId('tx-row').nth(4).click();
      await page.getByTestId('tx-detail').waitFor();
      await expect.poll(() => page.getByTestId('tx-gas').textContent()).toBe('87.412 / 210.000');
      await shot(page, `de-tx-detail-${colorScheme}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('history CSV export', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function exportAs(page: Page, format: 'machine' | 'human'): Promise<{ name: string; text: string }> {
    await page.getByTestId('export-csv').click();
    await page.getByTestId(`csv-${format}`).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('csv-export').click(),
    ]);
    const { readFileSync } = await import('node:fs');
    return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
  }

  it('offers the machine format (same in every locale) and the human one (this locale) in German', async () => {
    const { page, errors } = await openApp(browser, new FakeCore({ withWallet: true }), { locale: 'de-DE' });
    await page.getByTestId('balance-total').waitFor();
    await go(page, 'history');
    await page.getByTestId('export-csv').click();
    await page.getByTestId('export-dialog').waitFor();
    await shot(page, 'de-history-export-dialog');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('csv-human').focus();
    await page.keyboard.press('Escape');
    await page.getByTestId('export-dialog').waitFor({ state: 'detached' });

    const machine = await exportAs(page, 'machine');
    expect(machine.name).toMatch(/^xyz-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, first] = machine.text.split('\r\n');
    expect(header).toBe('hash,height,timestamp,direction,status,code,types,fee_uxyz,memo,amount_xyz,fee_xyz');
    expect(first).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z,/);
    expect(first).toMatch(/,1\.5,0\.00525$/);

    const human = await exportAs(page, 'human');
    expect(human.name).toMatch(/^xyz-history-\d{4}-\d{2}-\d{2}-readable\.csv$/);
    const [humanHeader, humanFirst] = human.text.replace(/^\ufeff/, '').split('\r\n');
    expect(humanHeader).toBe('Datum;Transaktion;Block;Art;Richtung;Status;Betrag (XYZ);Gebühr (XYZ);Memo');
    expect(humanFirst).toMatch(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d;/);
    expect(humanFirst).toContain(';Eingehend;Erfolgreich;1,5;0,00525;');
    expect(errors).toEqual([]);
    await page.close();
  });
});
