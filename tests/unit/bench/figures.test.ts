import { describe, expect, it } from 'vitest';
import { failedFigure, passes, summarize, type Figure } from '../../bench/lib/figures';
import { markdownTable, textTable } from '../../bench/lib/table';

const figure = (samples: number[], budget: Figure['budget']): Figure => ({
  id: '9.x',
  label: 'x',
  unit: 'ms',
  samples,
  budget,
});

describe('benchmark figures', () => {
  it('summarizes samples as median, min and max (even counts average the middle two)', () => {
    expect(summarize([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5 });
    expect(summarize([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
    expect(Number.isNaN(summarize([]).median)).toBe(true);
  });

  it('judges the budget on the statistic it names', () => {
    expect(passes(figure([10, 20, 200], { op: '<=', value: 50, stat: 'median' }))).toBe(true);
    expect(passes(figure([10, 20, 200], { op: '<=', value: 50, stat: 'max' }))).toBe(false);
    expect(passes(figure([900, 1100, 1200], { op: '>=', value: 1000, stat: 'median' }))).toBe(true);
  });

  it('fails a figure that has no samples or carries an error, and keeps only the first line of the reason', () => {
    expect(passes(figure([], { op: '<=', value: 1, stat: 'median' }))).toBe(false);
    const failed = failedFigure(
      '1.x',
      'x',
      'ms',
      { op: '<=', value: 1, stat: 'median' },
      new Error('boom\nstack'),
    );
    expect(failed.error).toBe('boom');
    expect(passes(failed)).toBe(false);
  });

  it('prints each figure with its budget, reference and verdict in the text and Markdown tables', () => {
    const f: Figure = {
      ...figure([12, 14, 13], { op: '<=', value: 16, stat: 'median' }),
      reference: { label: 'static', samples: [4] },
    };
    const text = textTable([f]);
    expect(text).toContain('13 ms');
    expect(text).toContain('<= 16 ms');
    expect(text).toContain('4 (static)');
    expect(text).toMatch(/pass$/m);
    expect(markdownTable([f]).split('\n')[2]).toMatch(/^\| 9\.x \| x \| 13 ms \|/);
  });
});
