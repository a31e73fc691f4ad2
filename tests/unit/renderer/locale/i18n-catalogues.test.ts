// Every language has every message of en.ts and of every words part with the same {params}: keys added without a
// translation fail here (and in the typecheck: de.ts and each part's German are typed by their English keys), so the
// lead finds them at merge.
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../../renderer/src/lib/i18n/en';
import { de } from '../../../../renderer/src/lib/i18n/de';
import { chooseLocale, t, tn } from '../../../../renderer/src/lib/i18n';
import { setLocaleChoices } from '../../../../renderer/src/lib/locale/locale-state';
import { loadParts } from '../support/words-parts';

const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

afterEach(() => setLocaleChoices({ language: 'system', format: 'system' }));

describe('German catalogue', () => {
  it('has exactly the keys of en.ts', () => {
    const missing = Object.keys(en).filter((k) => !(k in de));
    const extra = Object.keys(de).filter((k) => !(k in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('keeps every {param} of each English message', () => {
    const differing = Object.entries(en)
      .filter(([key, text]) => params(text).join() !== params(de[key as keyof typeof en]).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('translates (no message left identical to English except names, symbols and loanwords)', () => {
    const same = Object.keys(en).filter((k) => en[k as keyof typeof en] === de[k as keyof typeof en]);
    expect(same.length).toBeLessThan(Object.keys(en).length * 0.1);
  });
});

describe('German words of the parts (loaded with their screens)', () => {
  it("have exactly the keys and {params} of each part's English", async () => {
    const parts = await loadParts();
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) {
      expect({ part: part.name, keys: Object.keys(part.de).sort() }).toEqual({
        part: part.name,
        keys: Object.keys(part.en).sort(),
      });
      const differing = Object.entries(part.en)
        .filter(([key, text]) => params(text).join() !== params(part.de[key]!).join())
        .map(([key]) => `${part.name}: ${key}`);
      expect(differing).toEqual([]);
    }
  });

  it('translate (few words identical to English: names, symbols and loanwords like "Status")', async () => {
    const pairs = (await loadParts()).flatMap((part) =>
      Object.keys(part.en).map((k) => [part.en[k], part.de[k]]),
    );
    const same = pairs.filter(([english, german]) => english === german);
    expect(same.length).toBeLessThan(pairs.length * 0.1);
  });

  it("follow the chosen language through t(), like the first screen's words", async () => {
    await loadParts();
    await chooseLocale({ language: 'de', format: 'de-DE' });
    const german = { stake: t('stake.title'), settings: t('settings.title'), nav: t('nav.history') };
    await chooseLocale({ language: 'en', format: 'en-US' });
    const english = { stake: t('stake.title'), settings: t('settings.title'), nav: t('nav.history') };
    expect(german).toEqual({ stake: 'Staking', settings: 'Einstellungen', nav: 'Verlauf' });
    expect(english).toEqual({ stake: 'Stake', settings: 'Settings', nav: 'History' });
  });
});

describe('chart words (a part loaded with the charts, not the first screen)', () => {
  it('follow the chosen language', async () => {
    await import('../../../../renderer/src/lib/i18n/parts/charts');
    await chooseLocale({ language: 'de', format: 'de-DE' });
    expect(t('chart.title')).toBe('Preis');
    expect(tn('chart.trades', 2)).toBe('2 Trades');
    await chooseLocale({ language: 'en', format: 'en-US' });
    expect(t('chart.title')).toBe('Price');
    expect(tn('chart.trades', 1)).toBe('1 trade');
  });
});

describe('t and tn in the current language', () => {
  it('switch language once the catalogue is loaded, and counts use the format locale', async () => {
    await chooseLocale({ language: 'de', format: 'de-DE' });
    expect(t('nav.history')).toBe('Verlauf');
    expect(tn('history.count', 1234)).toBe('1.234 Transaktionen');
    expect(tn('history.count', 1)).toBe('1 Transaktion');
    await chooseLocale({ language: 'en', format: 'en-US' });
    expect(tn('history.count', 1234)).toBe('1,234 transactions');
  });
});
