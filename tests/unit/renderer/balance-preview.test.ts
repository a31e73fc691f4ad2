// Wording of the balance-change preview: what goes out (with the fee), what comes in (≈), tokens by symbol.
import { describe, expect, it } from 'vitest';
import type { TxReview } from '../../../shared/api/tx';
import { mismatchText, previewLines } from '../../../renderer/src/lib/balance-preview';

const HGEC = 'xyz1hgec';
const tokens = new Map([[HGEC, { symbol: 'HGEC', decimals: 6 }]]);
const review = (fee: string, balanceChanges: TxReview['balanceChanges']) =>
  ({ fee: { denom: 'uxyz', amount: fee }, balanceChanges, previewMismatches: [] }) as unknown as TxReview;

describe('previewLines', () => {
  it('a send: the amount plus the fee in one line', () => {
    expect(previewLines(review('5000', [{ denom: 'uxyz', delta: '-10005000' }]), tokens)).toEqual([
      { tone: 'out', text: 'You send 10 XYZ + 0.005 XYZ fee' },
    ]);
  });

  it('a buy: XYZ out with the fee, tokens in by symbol and marked approximate', () => {
    const lines = previewLines(
      review('5000', [
        { denom: 'uxyz', delta: '-1005000' },
        { token: HGEC, delta: '16485000000' },
      ]),
      tokens,
    );
    expect(lines).toEqual([
      { tone: 'out', text: 'You send 1 XYZ + 0.005 XYZ fee' },
      { tone: 'in', text: 'You receive ≈16,485 HGEC' },
    ]);
  });

  it('a sell: tokens out, XYZ in, and the fee on its own line', () => {
    const lines = previewLines(
      review('5000', [
        { denom: 'uxyz', delta: '36000' },
        { token: HGEC, delta: '-300000' },
      ]),
      tokens,
    );
    expect(lines).toEqual([
      { tone: 'in', text: 'You receive ≈0.041 XYZ' },
      { tone: 'fee', text: 'You pay 0.005 XYZ fee' },
      { tone: 'out', text: 'You send 0.3 HGEC' },
    ]);
  });

  it('an unknown token is named by its short address', () => {
    const lines = previewLines(
      review('0', [{ token: 'xyz1unknowntokenaddress0000', delta: '-1000000' }]),
      tokens,
    );
    expect(lines[0]!.text).toMatch(/^You send 1 xyz1/);
  });
});

describe('mismatchText', () => {
  it('says what the simulation does and what the form asked', () => {
    expect(
      mismatchText(
        { code: 'below_minimum', asset: { token: HGEC }, expected: '2000000', simulated: '1500000' },
        tokens,
      ),
    ).toBe('The simulation returns less than your slippage allows: +1.5 HGEC, your minimum is +2 HGEC.');
  });
});
