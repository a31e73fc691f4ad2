import { describe, expect, it } from 'vitest';
import type { EventName, EventPayload } from '../../../../../shared/api/events';
import { pendingRow, pendingTable, trackerOver } from './tracker-fixture';

const HASH = 'AB'.repeat(32);
const WASM_LOG = 'failed to execute message; message index: 0: token graduated: execute wasm contract failed';
const row = () => pendingRow(HASH, { kind: 'buy' });

describe('pending tracker: tx/status carries the codespace the node reported', () => {
  it('passes codespace "wasm" of a contract failure on, so the renderer need not guess from raw_log', async () => {
    const pending = pendingTable();
    pending.add(row());
    const events: Array<EventPayload<'tx/status'>> = [];
    const tracker = trackerOver(
      async () => ({ tx_response: { code: 5, codespace: 'wasm', raw_log: WASM_LOG, height: '12' } }),
      pending,
      {
        emit: <E extends EventName>(event: E, payload: EventPayload<E>) => {
          if (event === 'tx/status') events.push(payload as EventPayload<'tx/status'>);
        },
      },
    );
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
