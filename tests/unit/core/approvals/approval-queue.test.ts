// The approval queue: requests wait until decided; refused, withdrawn or flooded asks end with a clear error.
import { describe, expect, it } from 'vitest';
import {
  createApprovalQueue,
  MAX_PENDING_APPROVALS,
} from '../../../../electron/core/approvals/approval-queue';

function queue() {
  let n = 0;
  const sizes: number[] = [];
  const q = createApprovalQueue({
    newId: () => `id${++n}`,
    clock: () => 1000,
    onChanged: (size) => sizes.push(size),
  });
  return { q, sizes };
}

describe('approval queue', () => {
  it('resolves an approved request with the decision, oldest first in the list', async () => {
    const { q, sizes } = queue();
    const first = q.ask({ kind: 'auto_lock_off' }, false);
    void q.ask({ kind: 'keys_reset', keyedAccounts: 2 }, false).catch(() => undefined);
    expect(q.pending().map((r) => r.subject.kind)).toEqual(['auto_lock_off', 'keys_reset']);
    expect(q.decide('id1', { acceptHighFee: false })).toBe(true);
    await expect(first).resolves.toEqual({ acceptHighFee: false });
    expect(sizes).toEqual([1, 2, 1]);
  });

  it('refuses with approval_refused, and an unknown id decides nothing', async () => {
    const { q } = queue();
    const asked = q.ask({ kind: 'auto_lock_off' }, false);
    expect(q.decide('nope', 'refused')).toBe(false);
    q.decide('id1', 'refused');
    await expect(asked).rejects.toMatchObject({ code: 'approval_refused', details: { reason: 'refused' } });
  });

  it('the surface gets copies: changing them changes nothing waiting', () => {
    const { q } = queue();
    void q.ask({ kind: 'keys_reset', keyedAccounts: 2 }, false);
    const copy = q.pending()[0]!;
    (copy.subject as { keyedAccounts: number }).keyedAccounts = 0;
    expect(q.get('id1')?.subject).toEqual({ kind: 'keys_reset', keyedAccounts: 2 });
  });

  it('withdraws what matches, with the reason', async () => {
    const { q } = queue();
    const a = q.ask({ kind: 'auto_lock_off' }, false);
    const b = q.ask({ kind: 'keys_reset', keyedAccounts: 1 }, false);
    expect(q.withdraw((s) => s.kind === 'keys_reset', 'locked')).toBe(1);
    await expect(b).rejects.toMatchObject({ details: { reason: 'locked' } });
    q.decide('id1', { acceptHighFee: false });
    await a;
  });

  it(`a flood is refused beyond ${MAX_PENDING_APPROVALS} waiting requests`, async () => {
    const { q } = queue();
    for (let i = 0; i < MAX_PENDING_APPROVALS; i++)
      void q.ask({ kind: 'auto_lock_off' }, false).catch(() => 0);
    await expect(q.ask({ kind: 'auto_lock_off' }, false)).rejects.toMatchObject({ code: 'busy' });
    expect(q.pending()).toHaveLength(MAX_PENDING_APPROVALS);
  });
});
