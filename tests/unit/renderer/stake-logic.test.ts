import { describe, expect, it } from 'vitest';
import { ratePercent, share, tallyBps, timeLeft } from '../../../renderer/src/screens/stake/stake-logic';

describe('stake screen helpers', () => {
  it('counts down to a completion time in days and hours, then hours and minutes', () => {
    const now = 1_000_000;
    expect(timeLeft(now + (9 * 24 + 5) * 3_600_000, now)).toBe('9 d 5 h');
    expect(timeLeft(now + 3 * 3_600_000 + 20 * 60_000, now)).toBe('3 h 20 min');
    expect(timeLeft(now + 12 * 60_000 + 5_000, now)).toBe('12 min');
    expect(timeLeft(now - 1, now)).toBe('under a minute');
  });

  it('shows voting power shares and commission with bigint math', () => {
    expect(share('500000000000', '1000000000000')).toBe('50.0%');
    expect(share('1', '3')).toBe('33.3%');
    expect(share('5', '0')).toBe('—');
    expect(ratePercent('0.050000000000000000')).toBe('5.0%');
    expect(ratePercent('0.125000000000000000')).toBe('12.5%');
    expect(ratePercent('1.000000000000000000')).toBe('100.0%');
  });

  it('splits a tally into bar widths, all zero when nobody voted', () => {
    expect(tallyBps({ yes: '3', no: '1', abstain: '0', noWithVeto: '0' })).toEqual({
      yes: 7500,
      no: 2500,
      abstain: 0,
      no_with_veto: 0,
    });
    expect(tallyBps({ yes: '0', no: '0', abstain: '0', noWithVeto: '0' }).yes).toBe(0);
  });
});
