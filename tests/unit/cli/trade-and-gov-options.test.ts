// The trade and vote options the CLI turns into draft fields: slippage guard, AMM max spread, weighted votes (pure).
import { describe, expect, it } from 'vitest';
import { parseWeights } from '../../../cli/commands/gov';
import { guardFrom, maxSpreadFrom, simulatedOut, slippageBps } from '../../../cli/commands/trade';
import { CliFailure } from '../../../cli/io/output';
import type { TxReview } from '../../../shared/api/tx';

const review = (changes: TxReview['balanceChanges'], fee = '5000') =>
  ({ balanceChanges: changes, fee: { denom: 'uxyz', amount: fee } }) as TxReview;

describe('slippage', () => {
  it('is a percentage from 0.1 to 50, in basis points', () => {
    expect(slippageBps('2')).toBe(200n);
    expect(slippageBps('0.5')).toBe(50n);
    expect(slippageBps('50')).toBe(5000n);
    for (const bad of ['0', '0.05', '51', 'abc', '-1', '1e1']) {
      expect(() => slippageBps(bad)).toThrow(CliFailure);
    }
  });

  it('guards the simulated output rounded down, and reads as the AMM max_spread', () => {
    expect(guardFrom(1_000_000n, 200n)).toBe(980_000n);
    expect(guardFrom(999n, 100n)).toBe(989n);
    expect(maxSpreadFrom(200n)).toBe('0.020');
    expect(maxSpreadFrom(5000n)).toBe('0.50');
    expect(maxSpreadFrom(10n)).toMatch(/^0\.0010?$/);
  });

  it("takes what arrives from the simulation: the token's delta, or the uxyz delta plus the fee", () => {
    const buy = review([
      { denom: 'uxyz', delta: '-1005000' },
      { token: 'xyz1token', delta: '123' },
    ]);
    expect(simulatedOut(buy, { token: 'xyz1token' })).toBe(123n);
    const sell = review([
      { denom: 'uxyz', delta: '995000' },
      { token: 'xyz1token', delta: '-500' },
    ]);
    expect(simulatedOut(sell, { denom: 'uxyz' })).toBe(1_000_000n);
    expect(simulatedOut(review([]), { token: 'xyz1token' })).toBe(0n);
  });
});

describe('weighted votes', () => {
  it('reads option=weight pairs, veto as no_with_veto', () => {
    expect(parseWeights('yes=0.6, veto=0.4')).toEqual([
      { option: 'yes', weight: '0.6' },
      { option: 'no_with_veto', weight: '0.4' },
    ]);
    expect(() => parseWeights('yes:1')).toThrow(CliFailure);
    expect(() => parseWeights('maybe=1')).toThrow(CliFailure);
  });
});
