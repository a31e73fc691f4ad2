// Many sends followed at once: every job waits on the tracker's closing signal, one listener each, removed when the
// wait ends. Twelve in flight is ordinary, and must not make Node warn of a listener leak (it did at eleven).
import { afterEach, describe, expect, it } from 'vitest';
import { sleep } from '../../../../../electron/core/runtime/abortable-sleep';
import { pendingRow, pendingTable, trackerOver } from './tracker-fixture';

const row = (i: number) => pendingRow(i.toString(16).toUpperCase().padStart(64, '0'));

const warnings: Error[] = [];
const onWarning = (warning: Error) => void warnings.push(warning);
afterEach(() => {
  process.off('warning', onWarning);
  warnings.length = 0;
});

describe('pending tracker: many sends in flight', () => {
  it('follows twelve at once without a listener-leak warning, and stops them all on close', async () => {
    process.on('warning', onWarning);
    const pending = pendingTable();
    const rows = Array.from({ length: 12 }, (_, i) => row(i + 1));
    rows.forEach((r) => pending.add(r));
    let asked = 0;
    // Not in a block yet: every job goes on waiting, on the runtime's own wait.
    const tracker = trackerOver(
      async () => {
        asked++;
        return null;
      },
      pending,
      { sleep, intervalMs: 60_000, timeoutMs: 600_000, slowFirstMs: 60_000, slowMaxMs: 60_000 },
    );
    const followed = rows.map((r) => tracker.track(r));
    while (asked < rows.length) await new Promise((resolve) => setTimeout(resolve, 5));
    // Node reports the warning on a later tick.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
    tracker.close();
    expect(await Promise.all(followed)).toHaveLength(rows.length);
  });
});
