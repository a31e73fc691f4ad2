// A pruning devnet node (issue 33): the block store keeps only the newest `keepRecent` blocks, and forgets the older
// blocks' txs by hash and in the event index, so a long run's memory stays bounded; by default it keeps every block.
import { describe, expect, it } from 'vitest';
import { BlockStore, indexKey } from '../../../../devnet/chain/blocks';
import type { BlockRecord, TxRecord } from '../../../../devnet/chain/types';

const tx = (height: number, sender: string) =>
  ({
    hash: `H${height}`,
    height,
    events: [{ type: 'message', attributes: [{ key: 'sender', value: sender, index: true }] }],
  }) as unknown as TxRecord;
const block = (height: number, sender = 'alice') =>
  ({ height, hash: `B${height}`, txs: [tx(height, sender)] }) as unknown as BlockRecord;
const senders = (store: BlockStore, who: string) =>
  store.withAttribute(indexKey('message', 'sender', who)).map((t) => t.height);

describe('block pruning', () => {
  it('keeps the newest blocks only, their txs by hash and in the index', () => {
    const store = new BlockStore(3);
    for (let h = 1; h <= 6; h++) store.add(block(h, h % 2 ? 'alice' : 'bob'), false);
    expect(store.earliestHeight()).toBe(4);
    expect(store.latestHeight()).toBe(6);
    expect(store.block(3)).toBeUndefined();
    expect(store.block(4)?.hash).toBe('B4');
    expect(store.tx('H2')).toBeUndefined();
    expect(store.tx('H5')?.height).toBe(5);
    expect(senders(store, 'alice')).toEqual([5]);
    expect(senders(store, 'bob')).toEqual([4, 6]);
    expect(store.withAttribute(indexKey('tx', 'height', '1'))).toEqual([]);
    expect(store.inHeightRange(0, 10).map((t) => t.height)).toEqual([4, 5, 6]);
  });

  it('keeps every block by default, as an archive node', () => {
    const store = new BlockStore();
    for (let h = 1; h <= 50; h++) store.add(block(h), false);
    expect(store.earliestHeight()).toBe(1);
    expect(senders(store, 'alice')).toHaveLength(50);
  });

  it('refuses to keep no block at all', () => {
    expect(() => new BlockStore(0)).toThrow(/at least 1/);
  });
});
