// A just-submitted tx's first lookup waits until the submitter's turn is over: tx/confirm answers the person first
// (its answer carried the lookup's request set-up before, decision 0758); the job itself exists at once.
import { describe, expect, it } from 'vitest';
import type { EventName, EventPayload } from '../../../../../shared/api/events';
import { openCacheDatabase, openRecordsDatabase } from '../../../../../electron/core/cache/db';
import { createRepositories } from '../../../../../electron/core/cache/repositories';
import type { PendingTxRow } from '../../../../../electron/core/cache/repos/pending-types';
import type { ChainRestClient } from '../../../../../electron/core/chain/chain-rest';
import { createPendingTracker } from '../../../../../electron/core/tx/settle/pending-tracker';

const HASH = 'CD'.repeat(32);

function pendingRow(): PendingTxRow {
  return {
    hash: HASH,
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
  };
}

describe('pending tracker: the first lookup of a just-submitted tx', () => {
  it('starts after the turn that submitted it, and the row is followed (one job) from the start', async () => {
    const pending = createRepositories(
      openRecordsDatabase(':memory:'),
      openCacheDatabase(':memory:'),
    ).pending;
    pending.add(pendingRow());
    const lookups: string[] = [];
    const chain = {
      getTx: async (hash: string) => {
        lookups.push(hash);
        return {
          tx_response: { code: 0, codespace: '', raw_log: '', height: '3', gas_used: '1', gas_wanted: '2' },
        };
      },
    } as unknown as ChainRestClient;
    const tracker = createPendingTracker({
      chainFor: () => chain,
      pending,
      emit: <E extends EventName>(_event: E, _payload: EventPayload<E>) => undefined,
      clock: () => 2,
      sleep: async () => undefined,
      intervalMs: 1,
      timeoutMs: 10,
      slowFirstMs: 10,
      slowMaxMs: 10,
    });
    const followed = tracker.track(pendingRow());
    expect(tracker.track(pendingRow())).toBe(followed);
    await Promise.resolve();
    await Promise.resolve();
    expect(lookups).toEqual([]);
    const settled = await followed;
    expect(lookups).toEqual([HASH]);
    expect(settled?.status).toBe('included');
  });
});
