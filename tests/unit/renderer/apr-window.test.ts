import { describe, expect, it } from 'vitest';
import { aprBasisNote, aprBasisShort } from '../../../renderer/src/lib/apr-window';

const TO = new Date(2026, 10, 24, 12, 0).getTime();
const DAY = 86_400_000;

describe('the APR estimate says which fees it was measured on', () => {
  it('names the window: the last days, the chain since its start, or the newest transactions', () => {
    expect(aprBasisShort({ fromMs: TO - 7 * DAY, toMs: TO, fees: '1', txCount: 3, reach: 'window' })).toBe(
      'estimate · fees of the last 7 days · before commission',
    );
    expect(aprBasisShort({ fromMs: TO - DAY, toMs: TO, fees: '1', txCount: 3, reach: 'chain_start' })).toBe(
      'estimate · fees since the chain started (Nov 23, 2026, 12:00 PM) · before commission',
    );
    expect(aprBasisShort({ fromMs: TO - DAY, toMs: TO, fees: '1', txCount: 1000, reach: 'partial' })).toBe(
      'estimate · fees of the newest 1000 transactions, since Nov 23, 2026, 12:00 PM · before commission',
    );
  });

  it('explains the fees, count and dates behind it; without a fee window it is the inflation estimate', () => {
    expect(
      aprBasisNote({ fromMs: TO - 7 * DAY, toMs: TO, fees: '2500000', txCount: 42, reach: 'window' }),
    ).toContain(
      'the fees paid by 42 transactions from Nov 17, 2026, 12:00 PM to Nov 24, 2026, 12:00 PM (2.5 XYZ)',
    );
    expect(aprBasisShort(null)).toBe('estimate · before commission · fees not included');
  });
});
