// The first-screen gate: start-up work that grows with the cache waits until a while after the boot snapshot has been
// answered, or a longer fallback when no window asks for one, and never starts after the core has closed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirstScreenGate } from '../../../../electron/core/startup/first-screen-gate';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The gate and whether it has opened yet. */
function watched(afterBootMs: number, fallbackMs: number) {
  const gate = createFirstScreenGate({ afterBootMs, fallbackMs });
  const state = { open: false };
  void gate.opened.then(() => (state.open = true));
  return { gate, state };
}

describe('first-screen gate', () => {
  it('opens afterBootMs after the boot snapshot was answered, not before', async () => {
    const { gate, state } = watched(1000, 5000);
    await vi.advanceTimersByTimeAsync(200);
    gate.bootAnswered();
    await vi.advanceTimersByTimeAsync(999);
    expect(state.open).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.open).toBe(true);
  });

  it('opens after the fallback delay when no boot snapshot is asked for', async () => {
    const { state } = watched(1000, 5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(state.open).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.open).toBe(true);
  });

  it('a boot answered after the gate opened changes nothing; a closed gate never opens', async () => {
    const opened = watched(1000, 10);
    await vi.advanceTimersByTimeAsync(10);
    opened.gate.bootAnswered();
    expect(opened.state.open).toBe(true);
    const closed = watched(1000, 5000);
    closed.gate.bootAnswered();
    closed.gate.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(closed.state.open).toBe(false);
  });
});
