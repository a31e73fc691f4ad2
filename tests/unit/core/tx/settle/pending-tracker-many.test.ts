// Many sends followed at once: every job waits on the tracker's closing signal, one listener each, removed when the
// wait ends. Twelve in flight is ordinary, and must not make Node warn of a listener leak (it did at eleven).
import { afterEach, describe, expect, it } from 'vitest';
import type { EventName, EventPayload } from '../../../../../shared/api/events';
import { openCacheDatabase, openRecordsDatabase } from '../../../../../electron/core/cache/db';
import { createRepositories } from '../../../../../electron/core/cache/repositories';
import type { PendingTxRow } from '../../../../../electron/core/cache/repos/pending-types';
import type { ChainRestClient } from '../../../../../electron/core/chain/chain-rest';
import { createPendingTracker } from '../../../../../electron/core/tx/settle/pending-tracker';

const row = (i: number): PendingTxRow => ({
  hash: i.toString(16).toUpperCase().padStart(64, '0'),
  networkId: 'devnet',
  accountId: 'alice',
  address: 'xyz1alice',
  status: 'pending',
  kind: 'send',
  summary: {},
  txBytes: null,
  code: null,
  rawLog: null,
  height: null,
  createdAt: 1,
  updatedAt: 1,
});

/** A wait like the runtime's: a timer, cut short by the signal, its listener removed when it ends. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

const warnings: Error[] = [];
const onWarning = (warning: Error) => void warnings.push(warning);
afterEach(() => {
  process.off('warning', onWarning);
  warnings.length = 0;
});

describe('pending tracker: many sends in flight', () => {
  it('follows twelve at once without a listener-leak warning, and stops them all on close', async () => {
    process.on('warning', onWarning);
    const pending = createRepositories(
      openRecordsDatabase(':memory:'),
      openCacheDatabase(':memory:'),
    ).pending;
    const rows = Array.from({ length: 12 }, (_, i) => row(i + 1));
    rows.forEach((r) => pending.add(r));
    let asked = 0;
    const chain = {
      // Not in a block yet: every job goes on waiting.
      getTx: async () => {
        asked++;
        return null;
      },
    } as unknown as ChainRestClient;
    const tracker = createPendingTracker({
      chainFor: () => chain,
      pending,
      emit: <E extends EventName>(_event: E, _payload: EventPayload<E>) => undefined,
      clock: () => 2,
      sleep,
      intervalMs: 60_000,
      timeoutMs: 600_000,
      slowFirstMs: 60_000,
      slowMaxMs: 60_000,
    });
    const followed = rows.map((r) => tracker.track(r));
    while (asked < rows.length) await new Promise((resolve) => setTimeout(resolve, 5));
    // Node reports the warning on a later tick.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
    tracker.close();
    expect(await Promise.all(followed)).toHaveLength(rows.length);
  });
});
