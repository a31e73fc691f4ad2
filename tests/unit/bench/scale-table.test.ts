// Specification of the README's two-size bench table: one row per figure, each size's median, budget, reference and
// verdict side by side, and the table placed between the README's markers.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { check, resolveConfig } from 'prettier';
import {
  readmeWithBenchBlock,
  replaceBenchBlock,
  scaleMarkdown,
  scaleRows,
  type ScaledReport,
} from '../../bench/lib/scale-table';

type Fig = ScaledReport['figures'][number];

const figure = (id: string, label: string, median: number, pass: boolean, extra: Partial<Fig> = {}): Fig => ({
  id,
  label,
  unit: 'ms',
  median,
  samples: [median],
  budget: { op: '<=', value: 3000, stat: 'median' },
  referenceMedian: null,
  pass,
  ...extra,
});

const report = (scale: number, figures: Fig[]): ScaledReport => ({
  scale,
  startedAt: '2026-11-24T03:00:00.000Z',
  gitCommit: 'abc1234',
  machine: { cpus: 2, loadAvgBefore: [0.5], loadAvgAfter: [0.7] },
  durationS: 90,
  figures,
});

describe('bench table of two sizes', () => {
  const one = report(1, [
    figure('3a.history-sync', 'History sync of 10,000 txs', 450, true, {
      referenceMedian: 290,
      reference: { label: 'direct INSERT' },
    }),
  ]);
  const ten = report(10, [
    figure('3a.history-sync', 'History sync of 100,000 txs', 4200, false, { referenceMedian: 2900 }),
    figure('1b.cold-open-scaled-ratio', 'Cold open ratio', 1.1, true, { unit: 'x' }),
  ]);

  it('puts both sizes of a figure on one row, with the size in the label replaced by N', () => {
    expect(scaleRows([one, ten])).toEqual([
      ['1b.cold-open-scaled-ratio', 'Cold open ratio', '—', '—', '—', '—', '1.1 x', '<= 3,000 x', '', 'pass'],
      [
        '3a.history-sync',
        'History sync of N txs (ref: direct INSERT)',
        '450 ms',
        '<= 3,000 ms',
        '290',
        'pass',
        '4,200 ms',
        '<= 3,000 ms',
        '2,900',
        'FAIL',
      ],
    ]);
  });

  it('heads the columns by scale and says when and where each run was measured', () => {
    const md = scaleMarkdown([one, ten]);
    expect(md.split('\n')[0]).toContain('| ×1 median | ×1 budget | ×1 ref. | ×1 result | ×10 median |');
    expect(md).toContain('×10: 2026-11-24 03:00 UTC, commit abc1234, 2 CPUs, load average 0.5 -> 0.7, 90 s.');
  });

  it('replaces only what stands between the README markers', () => {
    const readme = 'intro\n<!-- bench-table:start -->\nold\n<!-- bench-table:end -->\nafter';
    expect(replaceBenchBlock(readme, 'new\n')).toBe(
      'intro\n<!-- bench-table:start -->\n\nnew\n\n<!-- bench-table:end -->\nafter',
    );
    expect(() => replaceBenchBlock('no markers', 'x')).toThrow(/markers/);
  });

  it('writes the README as the format check wants it (the table padded by prettier)', async () => {
    const file = path.resolve('README.md');
    const readme = '# T\n\n<!-- bench-table:start -->\n<!-- bench-table:end -->\n';
    const options = { ...(await resolveConfig(file)), filepath: file };
    const written = await readmeWithBenchBlock(readme, scaleMarkdown([one, ten]), file);
    expect(await check(written, options)).toBe(true);
    expect(await check(replaceBenchBlock(readme, scaleMarkdown([one, ten])), options)).toBe(false);
  });
});
