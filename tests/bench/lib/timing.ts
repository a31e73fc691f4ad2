// Monotonic time for benchmarks.

/** Monotonic time in milliseconds (fractional). */
export function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
