import { describe, expect, it } from 'vitest';
import { portfolioTotal } from '../../../renderer/src/lib/portfolio';
import { formatUsd, formatXyz } from '../../../renderer/src/lib/money';

describe('portfolioTotal adds every part of an account into one headline (bigint, exact)', () => {
  it('spendable + staked + tokens at their price, computed by hand', () => {
    // 1013.456789 XYZ spendable, 510 XYZ staked.
    // Token A: 1,234.567890 units at 0.028000 XYZ/unit  -> 1234567890 * 28000 / 10^6 = 34,567,900.92 -> 34567900 uxyz
    // Token B: 2,469.135780 units at 0.030131 XYZ/unit  -> 2469135780 * 30131 / 10^6 = 74,397,530.18 -> 74397530 uxyz
    const parts = portfolioTotal({
      balances: { total: '1013456789', spendable: '1013456789', delegated: '510000000' },
      holdings: [
        { balance: '1234567890', priceUxyz: '28000' },
        { balance: '2469135780', priceUxyz: '30131' },
      ],
    });
    expect(parts.spendable).toBe(1_013_456_789n);
    expect(parts.staked).toBe(510_000_000n);
    expect(parts.tokens).toBe(34_567_900n + 74_397_530n);
    expect(parts.locked).toBe(0n);
    expect(parts.total).toBe(1_013_456_789n + 510_000_000n + 108_965_430n);
    expect(formatXyz(parts.total)).toBe('1,632.422219 XYZ');
  });

  it('includes unbonding and rewards when the chain offers them, and marks them absent (null) when not', () => {
    const base = { balances: { total: '5', spendable: '5', delegated: '7' }, holdings: [] };
    expect(portfolioTotal({ ...base, unbonding: '11', rewards: '13' })).toMatchObject({
      unbonding: 11n,
      rewards: 13n,
      total: 36n,
    });
    expect(portfolioTotal(base)).toMatchObject({ unbonding: null, rewards: null, total: 12n });
  });

  it('adds unbonding and whole claimable rewards to the headline, computed by hand', () => {
    // 1013.456789 spendable + 510 staked + 25 unbonding (two entries, 20 + 5) + 3.141592 claimable rewards (the chain's
    // 3141592.718281828459045235 uxyz truncated by the core) = 1551.598381 XYZ; no tokens.
    const parts = portfolioTotal({
      balances: { total: '1013456789', spendable: '1013456789', delegated: '510000000' },
      holdings: [],
      unbonding: '25000000',
      rewards: '3141592',
    });
    expect(parts).toMatchObject({ unbonding: 25_000_000n, rewards: 3_141_592n });
    expect(parts.total).toBe(1_013_456_789n + 510_000_000n + 25_000_000n + 3_141_592n);
    expect(formatXyz(parts.total)).toBe('1,551.598381 XYZ');
  });

  it('zero unbonding and zero rewards are known parts (0n), not absent ones', () => {
    const parts = portfolioTotal({
      balances: { total: '5', spendable: '5', delegated: '0' },
      holdings: [],
      unbonding: '0',
      rewards: '0',
    });
    expect(parts).toMatchObject({ unbonding: 0n, rewards: 0n, total: 5n });
  });

  it('counts a locked (vesting) bank balance once: bank total minus spendable', () => {
    const parts = portfolioTotal({
      balances: { total: '900', spendable: '600', delegated: '0' },
      holdings: [],
    });
    expect(parts).toMatchObject({ spendable: 600n, locked: 300n, total: 900n });
  });

  it('stays exact beyond 2^53 (no floating point in money)', () => {
    const parts = portfolioTotal({
      balances: { total: '9007199254740993', spendable: '9007199254740993', delegated: '1' },
      holdings: [{ balance: '9007199254740993', priceUxyz: '1000000' }],
    });
    expect(parts.total).toBe(9_007_199_254_740_993n * 2n + 1n);
  });

  it('a holding with an unreadable balance or price counts as 0', () => {
    const parts = portfolioTotal({
      balances: { total: '1', spendable: '1', delegated: '0' },
      holdings: [
        { balance: 'x', priceUxyz: '5' },
        { balance: '10', priceUxyz: '' },
      ],
    });
    expect(parts.tokens).toBe(0n);
    expect(parts.total).toBe(1n);
  });

  it('its USD value is the total at the XYZ price (1,632.422219 XYZ at $1.25 = $2,040.52)', () => {
    expect(formatUsd(1_632_422_219n, '1.25')).toBe('$2,040.52');
  });
});
