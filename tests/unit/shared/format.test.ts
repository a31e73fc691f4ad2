// Specification of amount parsing and formatting: exact bigint math, errors instead of rounding.
import { describe, expect, it } from 'vitest';
import { formatBaseAmount, mulDecimalCeil, parseDisplayAmount } from '../../../shared/format';

describe('parseDisplayAmount', () => {
  it('turns "1.5" XYZ into 1500000 uxyz', () => {
    expect(parseDisplayAmount('1.5')).toEqual({ ok: true, base: 1_500_000n });
  });
  it('accepts whole numbers, leading dots and grouping commas', () => {
    expect(parseDisplayAmount('2')).toEqual({ ok: true, base: 2_000_000n });
    expect(parseDisplayAmount('.25')).toEqual({ ok: true, base: 250_000n });
    expect(parseDisplayAmount('1,000.000001')).toEqual({ ok: true, base: 1_000_000_001n });
  });
  it('rejects more than 6 fraction digits instead of rounding', () => {
    expect(parseDisplayAmount('0.0000001')).toMatchObject({ ok: false, error: 'too_many_decimals' });
  });
  it.each([
    ['', 'empty'],
    ['abc', 'not_a_number'],
    ['1.2.3', 'not_a_number'],
    ['-1', 'negative'],
    ['0', 'zero'],
    ['0.000000', 'zero'],
    ['1e6', 'not_a_number'],
    ['.', 'not_a_number'],
  ])('rejects %j as %s', (text, error) => {
    expect(parseDisplayAmount(text)).toMatchObject({ ok: false, error });
  });
  it('rejects amounts beyond Uint128', () => {
    expect(parseDisplayAmount('9'.repeat(40))).toMatchObject({ ok: false, error: 'too_large' });
  });
});

describe('formatBaseAmount', () => {
  it('formats uxyz as grouped XYZ with trailing zeros trimmed', () => {
    expect(formatBaseAmount('1234567890')).toBe('1,234.56789');
    expect(formatBaseAmount(1_000_000n)).toBe('1');
    expect(formatBaseAmount(1n)).toBe('0.000001');
  });
  it('is exact far beyond Number.MAX_SAFE_INTEGER', () => {
    expect(formatBaseAmount('123456789012345678901234567890', 6, { grouping: false })).toBe(
      '123456789012345678901234.56789',
    );
  });
  it('honours min and max fraction digits', () => {
    expect(formatBaseAmount(1_500_000n, 6, { minFractionDigits: 2 })).toBe('1.50');
    expect(formatBaseAmount(1_234_567n, 6, { maxFractionDigits: 2 })).toBe('1.23');
  });
});

describe('mulDecimalCeil (fee = ceil(gas x price))', () => {
  it('rounds up', () => {
    expect(mulDecimalCeil(100_001n, '0.025')).toBe(2501n);
    expect(mulDecimalCeil(200_000n, '0.03')).toBe(6000n);
  });
});
