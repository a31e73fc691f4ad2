// The run's record: figures plus the machine's state (load before and after), written as JSON for later reading.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { passes, summarize, type Figure } from './figures';

export interface MachineState {
  cpus: number;
  cpuModel: string;
  totalMemMb: number;
  node: string;
  loadAvgBefore: number[];
  loadAvgAfter: number[];
}

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  durationS: number;
  gitCommit: string | null;
  /** --scale of the run: the data sizes' multiplier (1 = the budgets' base sizes). */
  scale: number;
  machine: MachineState;
  allPass: boolean;
  figures: Array<
    Figure & { median: number; min: number; max: number; pass: boolean; referenceMedian: number | null }
  >;
}

export function gitCommit(repoRoot: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

export function machineBefore(): Omit<MachineState, 'loadAvgAfter'> {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    totalMemMb: Math.round(os.totalmem() / 2 ** 20),
    node: process.version,
    loadAvgBefore: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

export function buildReport(
  figures: Figure[],
  started: Date,
  machine: Omit<MachineState, 'loadAvgAfter'>,
  commit: string | null,
  scale = 1,
): BenchReport {
  const finished = new Date();
  return {
    startedAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    durationS: Math.round((finished.getTime() - started.getTime()) / 1000),
    gitCommit: commit,
    scale,
    machine: { ...machine, loadAvgAfter: os.loadavg().map((l) => Math.round(l * 100) / 100) },
    allPass: figures.every(passes),
    figures: figures.map((f) => ({
      ...f,
      ...summarize(f.samples),
      pass: passes(f),
      referenceMedian:
        f.reference && f.reference.samples.length > 0 ? summarize(f.reference.samples).median : null,
    })),
  };
}

export function writeReport(file: string, report: BenchReport): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
