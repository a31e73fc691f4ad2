// The node goes away at the moment of Send, through the real core: every call of the send path (account fetch,
// simulate, broadcast of a review made while it answered, status, the other drafts) answers the network code — never
// 'internal' — and the sentence the renderer makes of each answer carries no raw Node text (ECONNREFUSED, the
// address); that text stays in the technical details.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { humanError } from '../../../../renderer/src/lib/errors';
import type { ErrorInfo } from '../../../../shared/errors';
import { importDevnetKey, startHarness, type Harness } from './harness';

let h: Harness;
let carol: { id: string; address: string };
const BOB = 'xyz17ggef6kfx9ja2rtcrl4nukyqynn4q6qqyqt64h';
const RAW = /ECONNREFUSED|127\.0\.0\.1|fetch failed|at .*\.(ts|js):\d+/;

beforeAll(async () => {
  h = await startHarness({ runtime: { httpRetries: 0, httpTimeoutMs: 2000 } });
  carol = await importDevnetKey(h, 'carol');
  await h.faucet(carol.address, '500000000');
});

afterAll(async () => {
  await h?.stop();
});

/** What the person reads of an error, and the technical details kept behind a toggle. */
const words = (error: ErrorInfo) => humanError(error);

it('answers the network code on every call of the send path once the node is gone, with no raw text to read', async () => {
  const { validators } = await h.call('staking/validator-set', {});
  const validator = validators.find((v) => v.active)!.operatorAddress;
  const review = await h.call('tx/draft-send', { accountId: carol.id, to: BOB, amount: '1' });
  await h.devnet.stop(); // connections to the node and the backend are refused from now on

  const calls: Array<[string, unknown]> = [
    ['tx/draft-send', { accountId: carol.id, to: BOB, amount: '2' }],
    ['tx/draft-delegate', { accountId: carol.id, validator, amount: '1' }],
    ['tx/confirm', { reviewId: review.reviewId }],
  ];
  for (const [channel, payload] of calls) {
    const result = await h.invoke(channel, payload);
    expect(result.ok, channel).toBe(false);
    if (result.ok) continue;
    expect(['network', 'timeout'], `${channel}: ${result.error.code}`).toContain(result.error.code);
    const human = words(result.error);
    expect(human.text, channel).not.toMatch(RAW);
    expect(human.text, channel).toBe('The node or backend could not be reached.');
    expect(human.detail ?? '', channel).toMatch(/Could not reach http:\/\/127\.0\.0\.1:\d+/);
  }
  // Reads answer from the cache or with the network code, never 'internal'.
  for (const [channel, payload] of [
    ['dashboard/get', { accountId: carol.id }],
    ['staking/positions', { accountId: carol.id }],
    ['history/page', { accountId: carol.id, limit: 10 }],
    ['history/sync', { accountId: carol.id }],
    ['tx/status', { txHash: 'AB'.repeat(32), refresh: true }],
  ] as Array<[string, unknown]>) {
    const result = await h.invoke(channel, payload);
    if (!result.ok)
      expect(['network', 'timeout'], `${channel}: ${result.error.code}`).toContain(result.error.code);
  }
  // What the core pushed meanwhile: a status never carries the raw text as a tx log.
  const statuses = h.events
    .filter((e) => e.event === 'tx/status')
    .map((e) => e.payload as { rawLog?: string });
  expect(statuses.filter((s) => RAW.test(s.rawLog ?? ''))).toEqual([]);
});
