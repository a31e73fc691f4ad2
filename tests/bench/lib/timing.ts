// Small timing helpers for benchmarks: a monotonic clock in ms and "run n times, collect durations".

/** Monotonic time in milliseconds (fractional). */
export function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** Milliseconds `fn` takes (awaited). */
export async function timeMs(fn: () => unknown): Promise<number> {
  const start = nowMs();
  await fn();
  return nowMs() - start;
}

/** Runs `fn` `reps` times in sequence and returns each duration in ms. */
export async function repeatMs(reps: number, fn: (rep: number) => unknown): Promise<number[]> {
  const out: number[] = [];
  for (let rep = 0; rep < reps; rep++) {
    const start = nowMs();
    await fn(rep);
    out.push(nowMs() - start);
  }
  return out;
}

/** Rounds to 0.01 (figures are printed with two decimals at most). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
