// The locale formatters say exactly what Intl says, for en-US and de-DE, across amounts and dates, without floats.
import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleChoices } from '../../../../renderer/src/lib/locale/locale-state';
import type { FormatChoice } from '../../../../renderer/src/lib/locale/resolve';
import {
  formatBps,
  formatInputAmount,
  formatInteger,
  formatToken,
  formatUsd,
  formatXyz,
} from '../../../../renderer/src/lib/money';
import { formatAge, formatDate } from '../../../../renderer/src/lib/time-format';
import { EN_US_STYLE, deriveNumberStyle } from '../../../../renderer/src/lib/locale/number-style';

afterEach(() => setLocaleChoices({ language: 'system', format: 'system' }));

/** Base units as a plain decimal string ("-0.000001"), the exact value Intl is given (string input, no float). */
function decimalString(base: bigint, decimals: number): string {
  const abs = base < 0n ? -base : base;
  const scale = 10n ** BigInt(decimals);
  const fraction = (abs % scale).toString().padStart(decimals, '0');
  return `${base < 0n ? '-' : ''}${abs / scale}.${fraction}`;
}

const AMOUNTS_UXYZ = [
  0n,
  1n, // dust: 0.000001 XYZ
  10n ** 18n, // 10^12 XYZ
  -(10n ** 18n) - 1n,
  -1n,
  999n,
  1_000_000n,
  1_234_567_890n,
  123_456_789_012_345_678_901_234_567n,
];

describe.each(['en-US', 'de-DE'] as const)('%s', (locale) => {
  const use = () => setLocaleChoices({ format: locale as FormatChoice });
  const intlAmount = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  const intlUsd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });

  it('formatXyz equals Intl.NumberFormat on the exact decimal (0, dust, 10^18 uxyz, negative, huge)', () => {
    use();
    for (const v of AMOUNTS_UXYZ) {
      // Intl says "-0" for negative zero fractions; the amounts here are never -0.
      expect(formatXyz(v)).toBe(`${intlAmount.format(decimalString(v, 6) as unknown as number)} XYZ`);
    }
  });

  it('formatToken follows the token decimals and the same symbols', () => {
    use();
    const intl18 = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
    const v = 1_234_567_890_123_456_789_012n; // 18 decimals: 1234.567890… MEME
    const truncated = decimalString(v, 18).slice(0, decimalString(v, 18).indexOf('.') + 7);
    expect(formatToken(v, 'MEME', 18)).toBe(`${intl18.format(truncated as unknown as number)} MEME`);
  });

  it('formatUsd equals Intl currency formatting for exact cents, positive and negative', () => {
    use();
    for (const [uxyz, price, cents] of [
      [1_904_320_000n, '1', 190_432n],
      [10n ** 18n, '2.5', 250_000_000_000_000n],
      [5_000n, '2', 1n],
      [-1_500_000n, '3', -450n],
    ] as const) {
      expect(formatUsd(uxyz, price)).toBe(intlUsd.format(decimalString(cents, 2) as unknown as number));
    }
  });

  it('formatInteger and formatBps group and separate like Intl', () => {
    use();
    const intl = new Intl.NumberFormat(locale);
    for (const n of [0, 7, 1_000, 12_345, 1_234_567]) expect(formatInteger(n)).toBe(intl.format(n));
    expect(formatInteger(10n ** 21n)).toBe(intl.format(10n ** 21n));
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    for (const bps of [0, 4250, 10000, 3180, 5]) expect(formatBps(bps)).toBe(percent.format(bps / 10000));
  });

  it('formatDate equals Intl.DateTimeFormat(medium date, short time) across a year of hours', () => {
    use();
    const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    for (let hour = 0; hour < 365 * 24; hour += 11) {
      const d = new Date(2026, 0, 1, hour, (hour * 13) % 60);
      expect(formatDate(d.getTime())).toBe(intl.format(d).replace(/\u202f/g, ' '));
    }
  });
});

describe('examples a person sees', () => {
  it('en-US and de-DE write the same amounts with swapped separators', () => {
    setLocaleChoices({ format: 'en-US' });
    expect([
      formatXyz(1_234_567_500n),
      formatUsd(1_904_320_000n, '1'),
      formatInputAmount(1_234_500_000n, 6),
    ]).toEqual(['1,234.5675 XYZ', '$1,904.32', '1234.5']);
    setLocaleChoices({ format: 'de-DE' });
    expect([
      formatXyz(1_234_567_500n),
      formatUsd(1_904_320_000n, '1'),
      formatInputAmount(1_234_500_000n, 6),
    ]).toEqual(['1.234,5675 XYZ', '1.904,32\u00a0$', '1234,5']);
    expect(formatDate(new Date(2026, 10, 22, 18, 5).getTime())).toBe('22.11.2026, 18:05');
  });

  it('ages follow the language: German words from Intl.RelativeTimeFormat', () => {
    setLocaleChoices({ language: 'de' });
    const intl = new Intl.RelativeTimeFormat('de', { numeric: 'auto' });
    expect(formatAge(0)).toBe('jetzt');
    expect(formatAge(3 * 60_000)).toBe(intl.format(-3, 'minute'));
    expect(formatAge(30 * 3_600_000)).toBe('vor 30 Stunden');
    expect(formatAge(48 * 3_600_000)).toBe('vorgestern');
    setLocaleChoices({ language: 'en' });
    expect(formatAge(48 * 3_600_000)).toBe('2 days ago');
  });
});

describe('number styles', () => {
  it('the written-out en-US style is exactly what Intl reports for en-US', () => {
    expect(deriveNumberStyle('en-US')).toEqual(EN_US_STYLE);
  });

  it('reads other conventions from Intl: Indian grouping, Swiss apostrophes, Spanish minimum grouping', () => {
    expect(deriveNumberStyle('en-IN')).toMatchObject({ primaryGroup: 3, secondaryGroup: 2 });
    expect(deriveNumberStyle('de-CH')).toMatchObject({ decimal: '.' });
    expect(["'", '’']).toContain(deriveNumberStyle('de-CH').group);
    expect(deriveNumberStyle('es-ES')).toMatchObject({ decimal: ',', minGroupingDigits: 5 });
    for (const locale of ['en-IN', 'de-CH', 'es-ES', 'fr-FR']) {
      setLocaleChoices({ format: locale as FormatChoice });
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
      for (const v of [1_000_000_000n, 12_345_678_901_234n, 1n])
        expect(formatXyz(v)).toBe(`${intl.format(decimalString(v, 6) as unknown as number)} XYZ`);
    }
  });
});
