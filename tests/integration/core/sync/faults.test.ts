// Reliability under injected faults: with a third of chain REST and backend requests failing, reads recover through
// retries, the cached balance is never replaced by 0, and every failure reaches the caller as a typed error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../../shared/errors';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { importDevnetKey, startHarness, waitFor, type Harness } from '../flows/harness';

let h: Harness;
let alice: { id: string; address: string };

beforeAll(async () => {
  h = await startHarness();
  alice = await importDevnetKey(h, 'alice');
  await h.faucet(alice.address, '10000000');
  await waitFor(async () => {
    await h.call('dashboard/get', { accountId: alice.id });
    return (await h.call('dashboard/get', { accountId: alice.id, refresh: false })).balances;
  }, 'first balances');
  await h.control('/devnet/faults', { error_rate: 0.35 });
});

afterAll(async () => {
  await h?.control('/devnet/faults', { error_rate: 0, latency_ms: 0 }).catch(() => undefined);
  await h?.stop();
});

describe('under injected faults', () => {
  it('keeps a non-zero cached balance through repeated refreshes', async () => {
    for (let i = 0; i < 8; i += 1) {
      await h.call('dashboard/get', { accountId: alice.id });
      const d = await h.call('dashboard/get', { accountId: alice.id, refresh: false });
      expect(BigInt(d.balances!.total)).toBeGreaterThan(0n);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('answers every call with a value or a typed error, never a crash', async () => {
    const calls: Array<[string, unknown]> = [
      ['tokens/list', { refresh: true }],
      ['history/sync', { accountId: alice.id }],
      ['staking/validators', {}],
      ['supply/get', {}],
      ['node/status', {}],
      ['tx/draft-send', { accountId: alice.id, to: DEVNET_KEYS.bob.address, amount: '0.1' }],
    ];
    for (let round = 0; round < 3; round += 1) {
      for (const [channel, payload] of calls) {
        const result = await h.invoke(channel, payload);
        if (!result.ok) {
          expect(ERROR_CODES).toContain(result.error.code);
          expect(result.error.code).not.toBe('internal');
        }
      }
    }
  });
});
