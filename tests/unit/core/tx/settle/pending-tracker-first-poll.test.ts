// A just-submitted tx's first lookup waits until the submitter's turn is over: tx/confirm answers the person first
// (its answer carried the lookup's request set-up before, decision 0758); the job itself exists at once.
import { describe, expect, it } from 'vitest';
import { pendingRow, pendingTable, trackerOver } from './tracker-fixture';

const HASH = 'CD'.repeat(32);

describe('pending tracker: the first lookup of a just-submitted tx', () => {
  it('starts after the turn that submitted it, and the row is followed (one job) from the start', async () => {
    const pending = pendingTable();
    pending.add(pendingRow(HASH));
    const lookups: string[] = [];
    const tracker = trackerOver(async (hash: string) => {
      lookups.push(hash);
      return {
        tx_response: { code: 0, codespace: '', raw_log: '', height: '3', gas_used: '1', gas_wanted: '2' },
      };
    }, pending);
    const followed = tracker.track(pendingRow(HASH));
    expect(tracker.track(pendingRow(HASH))).toBe(followed);
    await Promise.resolve();
    await Promise.resolve();
    expect(lookups).toEqual([]);
    const settled = await followed;
    expect(lookups).toEqual([HASH]);
    expect(settled?.status).toBe('included');
  });
});
