// What the core logs from its events (network switch, sync with counts and durations, tx status) and from calls
// (failures with their code, broadcasts with their hash) — and that payloads stay out.
import { describe, expect, it } from 'vitest';
import type { Router } from '../../../../electron/core/api';
import { withCallLogging } from '../../../../electron/core/log/call-log';
import { createEventLogger } from '../../../../electron/core/log/event-log';
import { memoryLogger } from '../../../../electron/core/log/logger';
import type { Result } from '../../../../shared/errors';

const HASH = 'AB'.repeat(32);

describe('event logging', () => {
  it('logs a sync job once when it starts and once when it finishes, with counts and duration', () => {
    const log = memoryLogger();
    const clock = { now: 1000 };
    const onEvent = createEventLogger(log, () => clock.now);
    const progress = (done: number, finished: boolean) =>
      onEvent('sync/progress', { kind: 'history', accountId: 'a1', done, total: 40, finished });
    progress(0, false);
    progress(10, false);
    clock.now = 1250;
    progress(40, true);
    expect(log.records.map((r) => [r.level, r.message, r.fields])).toEqual([
      ['debug', 'sync started', { kind: 'history', accountId: 'a1' }],
      ['info', 'sync finished', { kind: 'history', accountId: 'a1', done: 40, total: 40, ms: 250 }],
    ]);
  });

  it('logs a failed sync as a warning with its code', () => {
    const log = memoryLogger();
    const onEvent = createEventLogger(log, () => 0);
    onEvent('sync/progress', {
      kind: 'tokens',
      accountId: null,
      done: 0,
      total: null,
      finished: true,
      error: { code: 'network', message: 'backend unreachable' },
    });
    expect(log.records[0]).toMatchObject({
      level: 'warn',
      message: 'sync failed',
      fields: { code: 'network' },
    });
  });

  it('logs network switches, lock changes and tx status with public fields only', () => {
    const log = memoryLogger();
    const onEvent = createEventLogger(log, () => 0);
    onEvent('network/changed', { id: 'devnet', chainId: 'xyz-devnet-1', dialect: 'xyz' } as never);
    onEvent('lock/changed', { locked: false, reason: 'unlock' });
    onEvent('tx/status', {
      accountId: 'a1',
      txHash: HASH,
      status: 'included',
      code: 0,
      rawLog: 'long',
      height: '7',
    });
    expect(log.records.map((r) => [r.message, r.fields])).toEqual([
      ['network switched', { id: 'devnet', chainId: 'xyz-devnet-1', dialect: 'xyz' }],
      ['wallet unlocked', { reason: 'unlock' }],
      ['tx status', { txHash: HASH, status: 'included', code: 0, height: '7' }],
    ]);
  });
});

describe('node health', () => {
  it('is logged when it changes, not on every refresh', () => {
    const log = memoryLogger();
    const onEvent = createEventLogger(log, () => 0);
    const status = (health: 'ok' | 'unreachable') =>
      onEvent('node/status', { health, chainId: 'xyz-devnet-1', latestHeight: '5', checkedAt: 0 });
    status('ok');
    status('ok');
    status('unreachable');
    status('ok');
    expect(log.records.map((r) => r.fields.health)).toEqual(['ok', 'unreachable', 'ok']);
  });
});

describe('call logging', () => {
  const routerAnswering = (result: Result<unknown>): Router => ({ invoke: async () => result });

  it('logs a failed call at debug with channel and code, never the payload or message', async () => {
    const log = memoryLogger();
    const router = withCallLogging(
      routerAnswering({
        ok: false,
        error: { code: 'invalid_request', message: 'Invalid request. password: x' },
      }),
      log,
      () => 0,
    );
    await router.invoke('keys/unlock', { password: 'hunter22' });
    expect(log.records).toEqual([
      {
        time: expect.any(Number),
        level: 'debug',
        message: 'call failed',
        fields: { channel: 'keys/unlock', code: 'invalid_request', ms: 0 },
      },
    ]);
  });

  it('logs a broadcast with its hash, status and code', async () => {
    const log = memoryLogger();
    const router = withCallLogging(
      routerAnswering({ ok: true, value: { txHash: HASH, status: 'pending', code: 0, rawLog: null } }),
      log,
      () => 0,
    );
    await router.invoke('tx/confirm', { reviewId: 'r1' });
    expect(log.records[0]).toMatchObject({
      level: 'info',
      message: 'tx broadcast',
      fields: { channel: 'tx/confirm', txHash: HASH, status: 'pending', code: 0 },
    });
  });

  it('logs nothing for other successful calls', async () => {
    const log = memoryLogger();
    await withCallLogging(routerAnswering({ ok: true, value: { mnemonic: 'x' } }), log, () => 0).invoke(
      'keys/generate-mnemonic',
      {},
    );
    expect(log.records).toEqual([]);
  });
});
