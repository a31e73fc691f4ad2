// Amounts typed in the person's locale: the decimal separator of the locale, grouping only where it cannot be
// misread, and a clear refusal for "1,5" in en-US and "1.234" in de-DE (decision 0711).
import { afterEach, describe, expect, it } from 'vitest';
import { parseLocaleAmount } from '../../../../renderer/src/lib/locale/parse-amount';
import { EN_US_STYLE, deriveNumberStyle } from '../../../../renderer/src/lib/locale/number-style';
import { setLocaleChoices } from '../../../../renderer/src/lib/locale/locale-state';
import { checkAmount } from '../../../../renderer/src/lib/validate';

const DE = deriveNumberStyle('de-DE');
const FR = deriveNumberStyle('fr-FR');
const CH = deriveNumberStyle('de-CH');
const xyz = (text: string, style = EN_US_STYLE) => parseLocaleAmount(text, 6, style);

afterEach(() => setLocaleChoices({ language: 'system', format: 'system' }));

describe('parseLocaleAmount', () => {
  it('reads the locale decimal separator', () => {
    expect(xyz('1.5')).toEqual({ ok: true, base: 1_500_000n });
    expect(xyz('1,5', DE)).toEqual({ ok: true, base: 1_500_000n });
    expect(xyz('0,000001', DE)).toEqual({ ok: true, base: 1n });
    expect(xyz(',5', DE)).toEqual({ ok: true, base: 500_000n });
    expect(xyz('12', DE)).toEqual({ ok: true, base: 12_000_000n });
  });

  it('accepts grouping that cannot be misread: groups of three with a decimal part, or two groups or more', () => {
    expect(xyz('1,234.5')).toEqual({ ok: true, base: 1_234_500_000n });
    expect(xyz('1,234,567')).toEqual({ ok: true, base: 1_234_567_000_000n });
    expect(xyz('1.234,5', DE)).toEqual({ ok: true, base: 1_234_500_000n });
    expect(xyz('1.234.567', DE)).toEqual({ ok: true, base: 1_234_567_000_000n });
  });

  it('takes spaces, no-break spaces and apostrophes as grouping in every locale (fr-FR, de-CH)', () => {
    expect(xyz('1\u202f234,5', FR)).toEqual({ ok: true, base: 1_234_500_000n });
    expect(xyz('1 234 567', FR)).toEqual({ ok: true, base: 1_234_567_000_000n });
    expect(xyz("1'234.5", CH)).toEqual({ ok: true, base: 1_234_500_000n });
    expect(xyz('  2 000  ')).toEqual({ ok: true, base: 2_000_000_000n });
  });

  it("refuses the other convention's decimal separator and says what was probably meant", () => {
    expect(xyz('1,5')).toEqual({ ok: false, error: 'wrong_decimal', suggestion: '1.5' });
    expect(xyz('1.5', DE)).toEqual({ ok: false, error: 'wrong_decimal', suggestion: '1,5' });
    expect(xyz('1,234.5', DE)).toEqual({ ok: false, error: 'wrong_decimal', suggestion: '1.234,5' });
    expect(xyz('1.234,5')).toEqual({ ok: false, error: 'wrong_decimal', suggestion: '1,234.5' });
    expect(xyz('0,001')).toEqual({ ok: false, error: 'wrong_decimal', suggestion: '0.001' });
  });

  it('refuses a single separator before exactly three digits: "1,234" in en-US, "1.234" in de-DE', () => {
    expect(xyz('1,234')).toEqual({ ok: false, error: 'ambiguous', asDecimal: '1.234', asWhole: '1234' });
    expect(xyz('1.234', DE)).toEqual({ ok: false, error: 'ambiguous', asDecimal: '1,234', asWhole: '1234' });
    expect(xyz('999.000', DE)).toMatchObject({ ok: false, error: 'ambiguous' });
    // The locale's own decimal separator is never ambiguous.
    expect(xyz('1.234')).toEqual({ ok: true, base: 1_234_000n });
    expect(xyz('1,234', DE)).toEqual({ ok: true, base: 1_234_000n });
  });

  it('keeps the other rules: empty, negative, zero, too many decimals, too large, not a number', () => {
    expect(xyz(' ')).toEqual({ ok: false, error: 'empty' });
    expect(xyz('-1')).toEqual({ ok: false, error: 'negative' });
    expect(xyz('−1', DE)).toEqual({ ok: false, error: 'negative' });
    expect(xyz('0')).toEqual({ ok: false, error: 'zero' });
    expect(parseLocaleAmount('0', 6, EN_US_STYLE, { allowZero: true })).toEqual({ ok: true, base: 0n });
    expect(xyz('0,0000001', DE)).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(xyz('9'.repeat(40))).toEqual({ ok: false, error: 'too_large' });
    for (const bad of ['abc', '1.2.3', '1,2,3', '1e5', '.', '1,2.3', '0x10'])
      expect(xyz(bad)).toMatchObject({ ok: false, error: 'not_a_number' });
  });
});

describe('checkAmount in the current locale', () => {
  it('parses with the current format and explains refusals in the current language', () => {
    setLocaleChoices({ format: 'en-US', language: 'en' });
    expect(checkAmount('1,5', null)).toEqual({
      ok: false,
      message: 'In this number format the decimal separator is “.”. Did you mean 1.5?',
    });
    expect(checkAmount('1,234', null)).toEqual({
      ok: false,
      message: 'Ambiguous: did you mean 1.234 or 1234? Type the amount without a thousands separator.',
    });
    setLocaleChoices({ format: 'de-DE' });
    expect(checkAmount('1,5', 2_000_000n)).toEqual({ ok: true, base: 1_500_000n });
    expect(checkAmount('3', 2_000_000n)).toEqual({
      ok: false,
      message: 'This is more than your spendable balance (2 XYZ).',
    });
    expect(checkAmount('abc', null)).toEqual({ ok: false, message: 'Amount must be a number like 1,5.' });
  });
});
