// Unit: the devnet's one LegacyDec module — 18-digit fixed-point decimals parsed, printed and rounded as the SDK does.
import { describe, expect, it } from 'vitest';
import {
  decFromString,
  decToString,
  mulInt,
  mulRound,
  parseDec,
  PRECISION,
  quoRound,
  truncateInt,
} from '../../../../devnet/chain/dec';

describe('18-digit decimals (LegacyDec)', () => {
  it('parses and prints like NewDecFromStr / String()', () => {
    expect(decToString(parseDec('0.5')!)).toBe('0.500000000000000000');
    expect(decToString(parseDec('12')!)).toBe('12.000000000000000000');
    expect(parseDec('0.1234567890123456789')).toBeNull();
    expect(parseDec('abc')).toBeNull();
    expect(parseDec('.')).toBeNull();
  });

  it('divides with round-half-to-even on the 18th digit', () => {
    expect(decToString(quoRound(PRECISION, 3n * PRECISION))).toBe('0.333333333333333333');
    expect(decToString(quoRound(2n * PRECISION, 3n * PRECISION))).toBe('0.666666666666666667');
    // Exactly half a unit of the last digit rounds to the even neighbour: 0.5e-18 -> 0, 1.5e-18 -> 2e-18.
    expect(quoRound(1n, 2n * PRECISION)).toBe(0n);
    expect(quoRound(3n, 2n * PRECISION)).toBe(2n);
  });
});

describe('LegacyDec details', () => {
  it('needs digits before the point, as LegacyNewDecFromStr does', () => {
    expect(parseDec('.5')).toBeNull();
    expect(parseDec('5.')).toBeNull();
    expect(parseDec('-1.25')).toBe(-(PRECISION + PRECISION / 4n));
    expect(() => decFromString('1.2.3')).toThrow(/invalid decimal/);
  });

  it('multiplies with round-half-to-even, symmetric around zero', () => {
    const half = PRECISION / 2n;
    // 0.5 x 1e-18 -> 0 (even), 1.5 x 1e-18 -> 2e-18, and the same magnitudes when negative.
    expect(mulRound(half, 1n)).toBe(0n);
    expect(mulRound(3n * half, 1n)).toBe(2n);
    expect(mulRound(-3n * half, 1n)).toBe(-2n);
    expect(mulRound(-PRECISION / 4n, 1n)).toBe(0n);
  });

  it('multiplies by whole numbers and truncates toward zero', () => {
    expect(mulInt(decFromString('0.5'), 3n)).toBe(decFromString('1.5'));
    expect(truncateInt(decFromString('2.999'))).toBe(2n);
    expect(truncateInt(decFromString('-2.999'))).toBe(-2n);
    expect(() => quoRound(PRECISION, 0n)).toThrow(/division by zero/);
  });
});
