// A proposal's status pill: the same colour in the governance list and the proposal detail.
import { describe, expect, it } from 'vitest';
import { proposalPillClass } from '../../../renderer/src/lib/proposal-status';

describe('proposalPillClass', () => {
  it('marks voting as accent, passed as good, deposit as plain and the rest as bad', () => {
    expect(
      ['voting', 'passed', 'deposit', 'rejected', 'failed', 'unknown'].map((s) =>
        proposalPillClass(s as never),
      ),
    ).toEqual(['accent', 'good', '', 'bad', 'bad', 'bad']);
  });
});
