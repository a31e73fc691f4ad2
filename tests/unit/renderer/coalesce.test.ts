// A burst of change pushes reloads a screen at most twice: once at once, once more after it with the latest data.
import { describe, expect, it } from 'vitest';
import { coalesced } from '../../../renderer/src/lib/coalesce';

describe('coalesced reloads', () => {
  it('runs once for a single call, and twice for a burst while the first run is going', async () => {
    const runs: number[] = [];
    let release: () => void = () => undefined;
    const reload = coalesced(
      () =>
        new Promise<void>((resolve) => {
          runs.push(runs.length + 1);
          release = resolve;
        }),
    );
    void reload();
    void reload();
    void reload();
    expect(runs).toEqual([1]);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toEqual([1, 2]);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toEqual([1, 2]);
    void reload();
    expect(runs).toEqual([1, 2, 3]);
  });

  it('keeps working after a run fails', async () => {
    let calls = 0;
    const reload = coalesced(async () => {
      calls += 1;
      if (calls === 1) throw new Error('core away');
    });
    await reload();
    await reload();
    expect(calls).toBe(2);
  });
});
