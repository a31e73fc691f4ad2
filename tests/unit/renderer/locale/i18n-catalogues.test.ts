// Every language has every message of en.ts with the same {params}: keys added to en.ts without a translation fail
// here (and in the typecheck, de.ts is typed Record<MessageKey, string>), so the lead finds them at merge.
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../../renderer/src/lib/i18n/en';
import { de } from '../../../../renderer/src/lib/i18n/de';
import { chooseLocale, t, tn } from '../../../../renderer/src/lib/i18n';
import { chartsDe, chartsEn, tc } from '../../../../renderer/src/lib/i18n/charts';
import { setLocaleChoices } from '../../../../renderer/src/lib/locale/locale-state';

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

describe('German chart words (loaded with the charts, not the first screen)', () => {
  it('have exactly the keys and {params} of the English chart words', () => {
    expect(Object.keys(chartsDe).sort()).toEqual(Object.keys(chartsEn).sort());
    const differing = Object.entries(chartsEn)
      .filter(([key, text]) => params(text).join() !== params(chartsDe[key as keyof typeof chartsEn]).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('follow the chosen language', async () => {
    await chooseLocale({ language: 'de', format: 'de-DE' });
    expect(tc('chart.title')).toBe('Preis');
    await chooseLocale({ language: 'en', format: 'en-US' });
    expect(tc('chart.title')).toBe('Price');
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
