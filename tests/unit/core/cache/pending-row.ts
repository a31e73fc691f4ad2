// Test helper: one pending-transaction row (a just-submitted send of alice's on the devnet), each spec overriding
// what it is about. Shared by the cache's pending specs and the tracker's fixture.
import type { PendingTxRow } from '../../../../electron/core/cache/repos/pending-types';

export function pendingRow(hash: string, overrides: Partial<PendingTxRow> = {}): PendingTxRow {
  return {
    hash,
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
    ...overrides,
  };
}
