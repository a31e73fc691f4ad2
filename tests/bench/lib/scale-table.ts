// One Markdown table of two bench runs at different --scale (e.g. 1 and 10): a row per figure, the median, budget
// and verdict of each size side by side (a figure measured at one size only shows "—" at the other). Pure.
import { formatNumber } from './table';

/** The part of a bench-results JSON report the table reads. */
export interface ScaledReport {
  scale: number;
  startedAt: string;
  gitCommit: string | null;
  machine: { cpus: number; loadAvgBefore: number[]; loadAvgAfter: number[] };
  durationS: number;
  figures: Array<{
    id: string;
    label: string;
    unit: string;
    median: number;
    budget: { op: string; value: number; stat: string };
    referenceMedian: number | null;
    reference?: { label: string };
    pass: boolean;
    error?: string;
    samples: number[];
  }>;
}

type ReportFigure = ScaledReport['figures'][number];

function medianCell(f: ReportFigure | undefined): string {
  if (!f) return '—';
  if (f.error) return `FAIL (${f.error.slice(0, 60)})`;
  const value = f.budget.stat === 'median' ? f.median : Math.max(...f.samples);
  return `${formatNumber(value, 2)} ${f.unit}`;
}

function budgetCell(f: ReportFigure | undefined): string {
  if (!f) return '—';
  const stat = f.budget.stat === 'median' ? '' : `${f.budget.stat} `;
  return `${stat}${f.budget.op} ${formatNumber(f.budget.value, 2)} ${f.unit}`;
}

function referenceCell(f: ReportFigure | undefined): string {
  if (!f) return '—';
  return f.referenceMedian !== null ? formatNumber(f.referenceMedian, 2) : '';
}

const verdict = (f: ReportFigure | undefined) => (!f ? '—' : f.pass ? 'pass' : 'FAIL');

/** "×10" for a report of --scale=10. */
export const scaleName = (report: ScaledReport) => `×${report.scale}`;

/** The side-by-side rows: id, figure, then median, budget, reference, result for each report. */
export function scaleRows(reports: readonly ScaledReport[]): string[][] {
  const ids = [...new Set(reports.flatMap((r) => r.figures.map((f) => f.id)))].sort((a, b) =>
    a.localeCompare(b),
  );
  return ids.map((id) => {
    const byReport = reports.map((r) => r.figures.find((f) => f.id === id));
    const first = byReport.find((f) => f !== undefined)!;
    const label = first.label.replace(/\b\d{1,3}(,\d{3})+\b/g, 'N');
    const refLabel = first.reference?.label ?? '';
    return [
      id,
      refLabel ? `${label} (ref: ${refLabel})` : label,
      ...byReport.flatMap((f) => [medianCell(f), budgetCell(f), referenceCell(f), verdict(f)]),
    ];
  });
}

/** One line per report: when, which commit, load, duration. */
function runLine(report: ScaledReport): string {
  const load = `${report.machine.loadAvgBefore[0]} -> ${report.machine.loadAvgAfter[0]}`;
  return `${scaleName(report)}: ${report.startedAt.slice(0, 16).replace('T', ' ')} UTC, commit ${report.gitCommit}, ${report.machine.cpus} CPUs, load average ${load}, ${report.durationS} s.`;
}

/** The Markdown table (plus one line per run) for the README's bench-table block. */
export function scaleMarkdown(reports: readonly ScaledReport[]): string {
  const header = [
    'id',
    'figure (N = the size of the run)',
    ...reports.flatMap((r) => [
      `${scaleName(r)} median`,
      `${scaleName(r)} budget`,
      `${scaleName(r)} ref.`,
      `${scaleName(r)} result`,
    ]),
  ];
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const line = (r: string[]) => `| ${r.map(esc).join(' | ')} |`;
  const table = [line(header), line(header.map(() => '---')), ...scaleRows(reports).map(line)].join('\n');
  return `${table}\n\n${reports.map(runLine).join('  \n')}\n`;
}

/** `readme` with the text between the bench-table markers replaced by `block`. */
export function replaceBenchBlock(readme: string, block: string): string {
  const start = '<!-- bench-table:start -->';
  const end = '<!-- bench-table:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error('README has no bench-table markers');
  return `${readme.slice(0, from + start.length)}\n\n${block}\n${readme.slice(to)}`;
}

/**
 * `readme` (the file at `file`) with its bench table replaced by `block`, laid out as the repository's prettier lays it
 * out (padded table columns): CI's format check runs on README.md, and a table written as generated failed it.
 */
export async function readmeWithBenchBlock(readme: string, block: string, file: string): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(replaceBenchBlock(readme, block), { ...options, filepath: file });
}
