// Renders benchmark figures as a plain-text table (terminal) and as a Markdown table (README). Pure.
import { passes, summarize, type Figure } from './figures';

/** A number with at most `digits` fraction digits and thousands separators. */
export function formatNumber(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return '—';
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

function budgetText(f: Figure): string {
  const stat = f.budget.stat === 'median' ? '' : `${f.budget.stat} `;
  return `${stat}${f.budget.op} ${formatNumber(f.budget.value, 2)} ${f.unit}`;
}

function referenceText(f: Figure): string {
  if (!f.reference || f.reference.samples.length === 0) return '';
  return `${formatNumber(summarize(f.reference.samples).median, 2)} (${f.reference.label})`;
}

/** One row of cells per figure: id, label, median, min, max, n, budget, reference median, verdict. */
export function rows(figures: readonly Figure[]): string[][] {
  return figures.map((f) => {
    const s = summarize(f.samples);
    const verdict = f.error ? `FAIL (${f.error})` : passes(f) ? 'pass' : 'FAIL';
    return [
      f.id,
      f.label,
      `${formatNumber(s.median, 2)} ${f.unit}`,
      formatNumber(s.min, 2),
      formatNumber(s.max, 2),
      String(f.samples.length),
      budgetText(f),
      referenceText(f),
      verdict,
    ];
  });
}

export const HEADER = ['id', 'figure', 'median', 'min', 'max', 'n', 'budget', 'reference (median)', 'result'];

/** Fixed-width text table for the terminal. */
export function textTable(figures: readonly Figure[]): string {
  const all = [HEADER, ...rows(figures)];
  const widths = HEADER.map((_, c) => Math.max(...all.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r
      .map((cell, c) => cell.padEnd(widths[c]!))
      .join('  ')
      .trimEnd();
  return [line(HEADER), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

/** Markdown table (pipes in cells escaped). */
export function markdownTable(figures: readonly Figure[]): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const line = (r: string[]) => `| ${r.map(esc).join(' | ')} |`;
  return [line(HEADER), line(HEADER.map(() => '---')), ...rows(figures).map(line)].join('\n');
}
