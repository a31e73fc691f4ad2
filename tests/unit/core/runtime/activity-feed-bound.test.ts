// The activity feed remembers the hashes it told for at most 1,000 transactions: a window open for days of live
// updates does not grow with them, while a transaction seen again soon after is still told only once.
import { describe, expect, it } from 'vitest';
import { createActivityFeed } from '../../../../electron/core/runtime/activity-feed';
import type { TxMeaning } from '../../../../electron/core/sync/transfer-activity';

const incoming = (n: number): TxMeaning => ({
  txHash: `HASH${n}`,
  height: String(n),
  code: 0,
  sentBy: [],
  received: [{ accountId: 'acc', amounts: [{ denom: 'uxyz', amount: '1' }], from: 'xyz1sender' }],
  spentByGrantee: [],
});

function feedTelling(): { feed: ReturnType<typeof createActivityFeed>; told: string[] } {
  const told: string[] = [];
  const feed = createActivityFeed({
    emit: (_event, payload) => void told.push((payload as { txHash: string }).txHash),
    clock: () => 0,
  });
  return { feed, told };
}

describe('activity feed memory over a long session', () => {
  it('tells a transaction found again among the last 1,000 only once', () => {
    const { feed, told } = feedTelling();
    for (let n = 1; n <= 1000; n++) feed.onFound(incoming(n));
    feed.onFound(incoming(1));
    feed.onFound(incoming(1000));
    expect(told).toHaveLength(1000);
  });

  it('forgets the oldest hash once 1,000 newer ones were told (the set stays at 1,000 whatever the session length)', () => {
    const { feed, told } = feedTelling();
    for (let n = 1; n <= 10_000; n++) feed.onFound(incoming(n));
    feed.onFound(incoming(9_001)); // still remembered: one of the last 1,000
    feed.onFound(incoming(9_000)); // forgotten: told again
    expect(told).toHaveLength(10_001);
    expect(told.at(-1)).toBe('HASH9000');
  });
});
