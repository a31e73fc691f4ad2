// One review, at most one payment (issue #27): a hostile node that keeps a broadcast tx, answers code 32 and reports
// the next sequence must not get a second signed payment out of one reviewed send. The wallet follows the first hash
// to inclusion; it never re-signs by itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { importDevnetKey, PASSWORD, startHarness, waitFor, type Harness } from '../core/flows/harness';
import { startHostileNode, type HostileNode } from './hostile-node';
import { restUrl } from '../support/dialect';

const BOB = DEVNET_KEYS.bob.address;
const THREE_XYZ = 3_000_000n;

let h: Harness;
let hostile: HostileNode;
let alice: { id: string; address: string };

beforeAll(async () => {
  h = await startHarness();
  alice = await importDevnetKey(h, 'alice');
  await h.faucet(alice.address, '50000000');
  hostile = await startHostileNode({
    restUrl: h.devnet.chainRestUrl,
    backendUrl: h.devnet.backendUrl,
    victim: alice.address,
  });
  await h.reopenCore({ restUrl: hostile.restUrl, rpcUrl: h.devnet.rpcUrl, backendUrl: hostile.backendUrl });
  await h.call('keys/unlock', { password: PASSWORD });
}, 60_000);

afterAll(async () => {
  await h?.stop();
  await hostile?.close();
});

/** Txs signed by `address` in blocks after `height`, straight from the devnet (not through the proxy). */
async function txsFrom(address: string, height: number): Promise<string[]> {
  const query = new URLSearchParams([
    ['events', `message.sender='${address}'`],
    ['events', `tx.height>${height}`],
  ]);
  const reply = await fetch(restUrl(`${h.devnet.chainRestUrl}/ledger/tx/v1beta1/txs?${query}`));
  const body = (await reply.json()) as { tx_responses: Array<{ txhash: string }> | null };
  return (body.tx_responses ?? []).map((r) => r.txhash.toUpperCase());
}

/** Waits for `blocks` more blocks of the devnet. */
async function blocksPass(blocks: number) {
  const target = h.devnet.chain.blocks.latestHeight() + blocks;
  await waitFor(async () => h.devnet.chain.blocks.latestHeight() >= target, `${blocks} blocks`);
}

describe('a hostile node answering code 32 to a kept broadcast', () => {
  it.each(['backend', 'chain'] as const)(
    'gets exactly one payment from one reviewed send of 3 XYZ (broadcast via %s)',
    async (via) => {
      await h.call('settings/update', { broadcastVia: via });
      const start = h.devnet.chain.blocks.latestHeight();
      const keptBefore = hostile.kept.length;
      const senderBefore = h.devnet.chain.balance(alice.address, 'uxyz');
      const bobBefore = h.devnet.chain.balance(BOB, 'uxyz');
      const review = await h.call('tx/draft-send', { accountId: alice.id, to: BOB, amount: '3' });

      const confirmed = await h.invoke('tx/confirm', { reviewId: review.reviewId });
      const kept = () => hostile.kept.slice(keptBefore);
      const firstHash = kept()[0]!;
      // Everything the node kept reaches a block; a second payment would have landed a few blocks later.
      await waitFor(async () => {
        const onChain = await txsFrom(alice.address, start);
        return kept().every((hash) => onChain.includes(hash)) ? true : null;
      }, 'the kept txs in blocks');
      await blocksPass(5);

      // The money: one payment of the reviewed amount, one fee, one tx of the sender.
      expect(h.devnet.chain.balance(BOB, 'uxyz') - bobBefore).toBe(THREE_XYZ);
      expect(senderBefore - h.devnet.chain.balance(alice.address, 'uxyz')).toBe(
        THREE_XYZ + BigInt(review.fee.amount),
      );
      expect(await txsFrom(alice.address, start)).toEqual([firstHash]);

      // The wallet: the refusal is no failure of the reviewed tx; it followed the hash it signed to inclusion.
      expect(confirmed.ok, JSON.stringify(confirmed)).toBe(true);
      const first = (confirmed as { ok: true; value: { txHash: string; status: string } }).value;
      expect(first).toMatchObject({ txHash: firstHash, status: 'pending' });
      const final = await waitFor(async () => {
        const status = await h.call('tx/status', { txHash: firstHash, refresh: true });
        return status.status === 'pending' || status.status === 'unknown' ? null : status;
      }, 'the first hash settled');
      expect(final).toMatchObject({ txHash: firstHash, status: 'included', code: 0 });
    },
    60_000,
  );
});
