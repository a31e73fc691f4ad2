// The cold-open promise of 0472 kept by 0710: in en-US (English words) the formatters create no Intl object at all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocaleChoices } from '../../../../renderer/src/lib/locale/locale-state';
import {
  formatBps,
  formatInteger,
  formatToken,
  formatUsd,
  formatXyz,
} from '../../../../renderer/src/lib/money';
import { formatAge, formatDate } from '../../../../renderer/src/lib/time-format';
import { t } from '../../../../renderer/src/lib/i18n';

type IntlConstructor = 'NumberFormat' | 'DateTimeFormat' | 'RelativeTimeFormat';

/** Counts `new Intl[name](...)` while still building the real object. */
function watch(name: IntlConstructor) {
  const Real = Intl[name] as unknown as new (...args: unknown[]) => object;
  return vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
    return new Real(...args);
  } as never);
}

afterEach(() => {
  vi.restoreAllMocks();
  setLocaleChoices({ language: 'system', format: 'system' });
});

describe('en-US formatting', () => {
  it('creates no Intl formatter (ICU start-up stays off the first screen)', () => {
    setLocaleChoices({ language: 'en', format: 'en-US' });
    const spies = [
      watch('NumberFormat'),
      watch('DateTimeFormat'),
      watch('RelativeTimeFormat'),
      vi.spyOn(Intl, 'getCanonicalLocales'),
    ];
    const shown = [
      formatXyz(1_234_567_890n),
      formatToken(5n, 'MEME', 0),
      formatUsd(1_000_000n, '1.25'),
      formatBps(4250),
      formatInteger(87_412),
      formatDate('2026-11-22T17:05:00Z'),
      formatAge(180_000),
      t('status.updated', { age: 'now' }),
    ];
    expect(shown.slice(0, 5)).toEqual(['1,234.56789 XYZ', '5 MEME', '$1.25', '42.5%', '87,412']);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('de-DE reads its symbols from Intl once, then formats from the cache', () => {
    setLocaleChoices({ format: 'de-DE' });
    formatXyz(1n);
    const spy = watch('NumberFormat');
    formatXyz(2n);
    formatUsd(1_000_000n, '1');
    expect(spy).not.toHaveBeenCalled();
    // The spy does see Intl being used: a locale not read yet is read now.
    setLocaleChoices({ format: 'fr-FR' });
    formatXyz(3n);
    expect(spy).toHaveBeenCalled();
  });
});
