// The shape of one benchmark figure (samples, budget, same-run reference) and how it is judged against its budget.

/** Units a figure may be expressed in; every sample of a figure uses the same unit. */
export type Unit = 'ms' | 's' | 'tx/s' | 'KB' | 'MB' | 'x' | 'count' | '%';

/** Which summary of the samples the budget applies to. */
export type Stat = 'median' | 'max' | 'min';

export interface Budget {
  op: '<=' | '>=';
  value: number;
  stat: Stat;
}

export interface Figure {
  /** Stable id, "<benchmark number>.<name>", e.g. "1.cold-open". */
  id: string;
  label: string;
  unit: Unit;
  samples: number[];
  budget: Budget;
  /** The same measurement's reference, taken in the same run (so the ratio survives a noisy machine). */
  reference?: { label: string; samples: number[] };
  /** Free text shown under the table (what was measured, caveats). */
  note?: string;
  /** Set when the benchmark could not produce samples. */
  error?: string;
}

export interface Summary {
  median: number;
  min: number;
  max: number;
}

/** Median, min and max of `samples`; NaN for an empty list. Pure. */
export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/** Whether a figure meets its budget (false when it has an error or no samples). Pure. */
export function passes(figure: Figure): boolean {
  if (figure.error || figure.samples.length === 0) return false;
  const value = summarize(figure.samples)[figure.budget.stat];
  return figure.budget.op === '<=' ? value <= figure.budget.value : value >= figure.budget.value;
}

/** A figure that could not be measured: it fails and says why. */
export function failedFigure(id: string, label: string, unit: Unit, budget: Budget, error: unknown): Figure {
  const message = error instanceof Error ? error.message : String(error);
  return { id, label, unit, samples: [], budget, error: message.split('\n')[0]!.slice(0, 300) };
}
