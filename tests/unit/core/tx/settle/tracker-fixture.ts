// Test helper for the pending tracker: a pending row as tx/confirm writes it, an in-memory pending table, and a
// tracker over a canned chain client with instant waits and short phases (each test overrides what it is about).
import type { EventName, EventPayload } from '../../../../../shared/api/events';
import { openCacheDatabase, openRecordsDatabase } from '../../../../../electron/core/cache/db';
import { createRepositories } from '../../../../../electron/core/cache/repositories';
import type { ChainRestClient } from '../../../../../electron/core/chain/chain-rest';
import {
  createPendingTracker,
  type PendingTrackerDeps,
} from '../../../../../electron/core/tx/settle/pending-tracker';

export { pendingRow } from '../../cache/pending-row';

export function pendingTable(): PendingTrackerDeps['pending'] {
  return createRepositories(openRecordsDatabase(':memory:'), openCacheDatabase(':memory:')).pending;
}

/** A tracker whose chain answers `getTx` (a canned tx_response, or null: not in a block yet); waits return at once
 * unless `deps.sleep` says otherwise. */
export function trackerOver(
  getTx: (hash: string) => Promise<unknown>,
  pending: PendingTrackerDeps['pending'],
  deps: Partial<PendingTrackerDeps> = {},
) {
  const chain = { getTx } as unknown as ChainRestClient;
  return createPendingTracker({
    chainFor: () => chain,
    pending,
    emit: <E extends EventName>(_event: E, _payload: EventPayload<E>) => undefined,
    clock: () => 2,
    sleep: async () => undefined,
    intervalMs: 1,
    timeoutMs: 10,
    slowFirstMs: 10,
    slowMaxMs: 10,
    ...deps,
  });
}
