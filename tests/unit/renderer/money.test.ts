// Renderer money formatting: XYZ, token prices, USD values and progress, exact with bigint.
import { describe, expect, it } from 'vitest';
import {
  formatBps,
  formatTokenPrice,
  formatUsd,
  formatXyz,
  progressBps,
  tokenValueUxyz,
  UNKNOWN,
} from '../../../renderer/src/lib/money';

describe('formatXyz', () => {
  it('prints uxyz as grouped XYZ with trailing zeros trimmed', () => {
    expect(formatXyz('1523456789')).toBe('1,523.456789 XYZ');
    expect(formatXyz(1_000_000_000n)).toBe('1,000 XYZ');
  });
  it('limits fraction digits when asked, without rounding up', () => {
    expect(formatXyz('1999999', 2)).toBe('1.99 XYZ');
  });
  it('shows the unknown mark for missing or non-integer input', () => {
    expect(formatXyz(null)).toBe(UNKNOWN);
    expect(formatXyz('1.5')).toBe(UNKNOWN);
  });
});

describe('formatUsd', () => {
  it('multiplies uxyz by a decimal USD price exactly', () => {
    expect(formatUsd('1523456789', '1.25')).toBe('$1,904.32');
    expect(formatUsd('1000000', '0.000001')).toBe('$0.00');
  });
  it('says "—" (never $0.00) when the price is unknown or zero', () => {
    expect(formatUsd('1000000', '0')).toBe(UNKNOWN);
    expect(formatUsd('1000000', null)).toBe(UNKNOWN);
    expect(formatUsd('1000000', 'abc')).toBe(UNKNOWN);
  });
  it('puts the minus sign before the dollar sign', () => {
    expect(formatUsd('-2500000', '1')).toBe('-$2.50');
  });
  it('handles amounts far beyond 2^53', () => {
    expect(formatUsd('123456789012345678901234', '2')).toBe('$246,913,578,024,691,357.80');
  });
});

describe('token prices and values', () => {
  it('reads a scaled price as XYZ per whole token', () => {
    expect(formatTokenPrice('83')).toBe('0.000083 XYZ');
    expect(formatTokenPrice('28000')).toBe('0.028 XYZ');
  });
  it('values a holding in uxyz: balance x price / 10^6', () => {
    expect(tokenValueUxyz('1000000', '28000')).toBe(28000n);
    expect(tokenValueUxyz('x', '1')).toBeNull();
  });
});

describe('progress', () => {
  it('is reserves / threshold in basis points, capped at 100%', () => {
    expect(progressBps('21942989999', '69000000000')).toBe(3180);
    expect(progressBps('90', '60')).toBe(10000);
    expect(progressBps('1', '0')).toBeNull();
    expect(formatBps(3180)).toBe('31.8%');
    expect(formatBps(10000)).toBe('100%');
  });
});
