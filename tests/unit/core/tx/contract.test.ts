// The tx and data parts of the IPC contract: names, strict schemas, and compile-time request types.
import { describe, expect, it } from 'vitest';
import type { RequestOf, ResponseOf } from '../../../../shared/api';
import { dataChannels } from '../../../../shared/api/data';
import { txChannels } from '../../../../shared/api/tx';

describe('tx and data channels', () => {
  it('are all named domain/verb', () => {
    for (const name of [...Object.keys(txChannels), ...Object.keys(dataChannels)])
      expect(name).toMatch(/^[a-z]+\/[a-z0-9-]+$/);
  });

  it('reject unknown keys, missing fields and oversized text', () => {
    const send = txChannels['tx/draft-send'].request;
    expect(send.safeParse({ accountId: 'a1', to: 'xyz1x', amount: '1' }).success).toBe(true);
    expect(send.safeParse({ accountId: 'a1', to: 'xyz1x', amount: '1', extra: 1 }).success).toBe(false);
    expect(send.safeParse({ accountId: 'a1', to: 'xyz1x' }).success).toBe(false);
    expect(send.safeParse({ accountId: 'a1', to: 'x'.repeat(500), amount: '1' }).success).toBe(false);
    expect(send.safeParse({ accountId: 'a1', to: 'xyz1x', amount: '1', gasAdjustment: 2 }).success).toBe(
      false,
    );
    expect(txChannels['tx/status'].request.safeParse({ txHash: 'not-a-hash' }).success).toBe(false);
    expect(dataChannels['history/page'].request.parse({ accountId: 'a1' })).toEqual({
      accountId: 'a1',
      limit: 20,
    });
    expect(dataChannels['history/page'].request.safeParse({ accountId: 'a1', limit: 101 }).success).toBe(
      false,
    );
  });

  it('types requests and responses at compile time', () => {
    const request: RequestOf<'tx/draft-send'> = { accountId: 'a1', to: 'xyz1x', amount: '1.5' };
    // @ts-expect-error amounts are text typed by a person, never numbers
    const wrong: RequestOf<'tx/draft-send'> = { accountId: 'a1', to: 'xyz1x', amount: 1.5 };
    const fee: ResponseOf<'tx/draft-send'>['fee']['amount'] = '3500';
    expect([request, wrong, fee]).toHaveLength(3);
  });
});
