// Scheduling helper: work that must not hold up the frame being prepared (the first screen above all).

/** Runs `fn` in a task after the next frame has been presented. */
export function afterNextPaint(fn: () => void): void {
  requestAnimationFrame(() => setTimeout(fn, 0));
}
