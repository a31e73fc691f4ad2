import { describe, expect, it } from 'vitest';
import type { EventName, EventPayload } from '../../../../../shared/api/events';
import { openCacheDatabase, openRecordsDatabase } from '../../../../../electron/core/cache/db';
import { createRepositories } from '../../../../../electron/core/cache/repositories';
import type { PendingTxRow } from '../../../../../electron/core/cache/repos/pending-types';
import type { ChainRestClient } from '../../../../../electron/core/chain/chain-rest';
import { createPendingTracker } from '../../../../../electron/core/tx/settle/pending-tracker';

const HASH = 'AB'.repeat(32);
const WASM_LOG = 'failed to execute message; message index: 0: token graduated: execute wasm contract failed';

function row(): PendingTxRow {
  return {
    hash: HASH,
    networkId: 'devnet',
    accountId: 'alice',
    address: 'xyz1alice',
    status: 'pending',
    kind: 'buy',
    summary: {},
    txBytes: null,
    code: null,
    rawLog: null,
    height: null,
    createdAt: 1,
    updatedAt: 1,
  };
}

describe('pending tracker: tx/status carries the codespace the node reported', () => {
  it('passes codespace "wasm" of a contract failure on, so the renderer need not guess from raw_log', async () => {
    const pending = createRepositories(
      openRecordsDatabase(':memory:'),
      openCacheDatabase(':memory:'),
    ).pending;
    pending.add(row());
    const events: Array<EventPayload<'tx/status'>> = [];
    const chain = {
      getTx: async () => ({ tx_response: { code: 5, codespace: 'wasm', raw_log: WASM_LOG, height: '12' } }),
    } as unknown as ChainRestClient;
    const tracker = createPendingTracker({
      chainFor: () => chain,
      pending,
      emit: <E extends EventName>(event: E, payload: EventPayload<E>) => {
        if (event === 'tx/status') events.push(payload as EventPayload<'tx/status'>);
      },
      clock: () => 2,
      sleep: async () => undefined,
      intervalMs: 1,
      timeoutMs: 10,
      slowFirstMs: 10,
      slowMaxMs: 10,
    });
    await tracker.refresh(row());
    expect(events).toEqual([
      {
        accountId: 'alice',
        txHash: HASH,
        status: 'failed',
        code: 5,
        codespace: 'wasm',
        rawLog: WASM_LOG,
        height: '12',
      },
    ]);
  });
});
