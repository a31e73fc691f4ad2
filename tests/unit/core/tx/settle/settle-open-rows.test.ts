// Open rows settle (decision 0209): at start the runtime finds, resends (identical bytes) or drops each open tx,
// and after the fast tracking phase it keeps checking at a slower pace instead of leaving the row open forever.
import { toBase64 } from '@cosmjs/encoding';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../../../../../electron/core/cache/repositories';
import { txHash } from '../../../../../electron/core/tx/tx-bytes';
import { signerSequenceOf, timeoutHeightOf } from '../../../../../electron/core/tx/settle/tx-sequence';
import type { PendingTxRow } from '../../../../../electron/core/cache/repos/pending-types';
import type { RuntimeOptions } from '../../../../../electron/core/runtime/options';
import { createFakeChain, until, type FakeChain } from '../../runtime/fake-chain';
import { openRow, openRuntime } from '../../runtime/runtime-harness';

const SIGNER = 'xyz1signer';

/** Signed-looking TxRaw bytes whose only signer uses `sequence` (with a timeout height when given). */
function txWithSequence(sequence: bigint, memo = 'm', timeoutHeight = 0n) {
  const bytes = TxRaw.encode({
    bodyBytes: TxBody.encode(TxBody.fromPartial({ memo, timeoutHeight })).finish(),
    authInfoBytes: AuthInfo.encode(AuthInfo.fromPartial({ signerInfos: [{ sequence }] })).finish(),
    signatures: [new Uint8Array(64).fill(1)],
  }).finish();
  return { base64: toBase64(bytes), hash: txHash(bytes) };
}

const opened: Array<ReturnType<typeof openRuntime>> = [];
/** A runtime over a cache holding `rows` (as a previous run left them) and a fake chain prepared by `setup`. */
function open(
  rows: Array<Partial<PendingTxRow> & { hash: string }>,
  setup: (chain: FakeChain) => void = () => undefined,
  options: Partial<RuntimeOptions> = {},
) {
  const db = createMemoryRepositories();
  for (const row of rows) db.pending.add(openRow(row.hash, { address: SIGNER, ...row }));
  const chain = createFakeChain();
  setup(chain);
  const r = openRuntime({ db, chain, options: { trackTimeoutMs: 30, settleFirstDelayMs: 10, ...options } });
  opened.push(r);
  return r;
}
afterEach(async () => {
  for (const r of opened.splice(0)) await r.runtime.close();
});

describe('signerSequenceOf', () => {
  it('reads AuthInfo.signer_infos[0].sequence from stored TxRaw bytes; null without readable bytes', () => {
    expect(signerSequenceOf(txWithSequence(42n).base64)).toBe(42n);
    expect(signerSequenceOf(null)).toBeNull();
    expect(signerSequenceOf('bm90IGEgdHg=')).toBeNull();
  });
});

describe('timeoutHeightOf', () => {
  it('reads the body timeout height from stored TxRaw bytes; null when it is 0 or the bytes are unreadable', () => {
    expect(timeoutHeightOf(txWithSequence(1n, 'm', 130n).base64)).toBe(130n);
    expect(timeoutHeightOf(txWithSequence(1n).base64)).toBeNull();
    expect(timeoutHeightOf(null)).toBeNull();
    expect(timeoutHeightOf('bm90IGEgdHg=')).toBeNull();
  });
});

// Decision 0216: the fake chain's latest height is 100.
describe('settling a row with a timeout height', () => {
  it('a row not found once the chain passed its timeout height is dropped as expired (code 30); nothing is resent', async () => {
    const tx = txWithSequence(4n, 'm', 90n);
    const { db, chain, statuses, events } = open(
      [{ hash: tx.hash, status: 'pending', txBytes: tx.base64 }],
      (c) => c.sequences.set(SIGNER, 4n),
    );
    await until(() => db.pending.get('devnet', tx.hash)?.status === 'dropped', 'dropped');
    expect(db.pending.get('devnet', tx.hash)).toMatchObject({ status: 'dropped', code: 30 });
    expect(statuses(tx.hash)).toEqual(['dropped']);
    expect(
      events.find((e) => e.event === 'tx/status' && e.payload.txHash === tx.hash)?.payload,
    ).toMatchObject({
      status: 'dropped',
      code: 30,
      dropReason: 'expired',
    });
    expect(chain.chainBroadcasts).toEqual([]);
  });

  it('a row whose timeout height is still ahead is sent again with the identical bytes, never dropped', async () => {
    const tx = txWithSequence(4n, 'm', 150n);
    const { db, chain } = open([{ hash: tx.hash, status: 'unknown', txBytes: tx.base64 }], (c) =>
      c.sequences.set(SIGNER, 4n),
    );
    await until(() => chain.chainBroadcasts.length === 1, 'the rebroadcast');
    expect(chain.chainBroadcasts).toEqual([tx.base64]);
    await until(() => db.pending.get('devnet', tx.hash)?.status === 'pending', 'pending');
  });

  it('a resend the node refuses with code 30 (tx timeout height) is dropped as expired', async () => {
    const tx = txWithSequence(4n, 'm', 150n);
    const { db } = open([{ hash: tx.hash, status: 'broadcasting', txBytes: tx.base64 }], (c) => {
      c.sequences.set(SIGNER, 4n);
      c.chainBroadcastReply = {
        code: 30,
        codespace: 'sdk',
        raw_log: 'block height: 151, timeout height: 150: tx timeout height',
      };
    });
    await until(() => db.pending.get('devnet', tx.hash)?.status === 'dropped', 'dropped');
    expect(db.pending.get('devnet', tx.hash)).toMatchObject({ code: 30 });
  });

  it('a row whose sequence another tx used is dropped with code 32 (its reason), timeout height or not', async () => {
    const tx = txWithSequence(4n, 'm', 150n);
    const { db } = open([{ hash: tx.hash, status: 'pending', txBytes: tx.base64 }], (c) =>
      c.sequences.set(SIGNER, 5n),
    );
    await until(() => db.pending.get('devnet', tx.hash)?.status === 'dropped', 'dropped');
    expect(db.pending.get('devnet', tx.hash)).toMatchObject({ code: 32 });
  });
});

describe('settling the open rows a previous run left', () => {
  it('a "broadcasting" row (killed before its broadcast) is sent again with the identical bytes, then included', async () => {
    const tx = txWithSequence(7n);
    const { db, chain, statuses } = open(
      [{ hash: tx.hash, status: 'broadcasting', txBytes: tx.base64 }],
      (c) => c.sequences.set(SIGNER, 7n),
    );
    await until(() => chain.chainBroadcasts.length === 1, 'the rebroadcast');
    expect(chain.chainBroadcasts).toEqual([tx.base64]);
    await until(
      () => db.pending.get('devnet', tx.hash)?.status === 'pending',
      'pending after the rebroadcast',
    );
    chain.included.set(tx.hash, { height: '20', code: 0 });
    await until(() => db.pending.get('devnet', tx.hash)?.status === 'included', 'inclusion');
    expect(statuses(tx.hash)).toEqual(['pending', 'included']);
  });

  it('an "unknown" row answered "already in mempool" (code 19) counts as accepted: it becomes pending', async () => {
    const tx = txWithSequence(3n);
    const { db, chain } = open([{ hash: tx.hash, status: 'unknown', txBytes: tx.base64 }], (c) => {
      c.sequences.set(SIGNER, 3n);
      c.chainBroadcastReply = { code: 19, codespace: 'sdk', raw_log: 'tx already exists in cache' };
    });
    await until(() => db.pending.get('devnet', tx.hash)?.status === 'pending', 'pending');
    expect(chain.chainBroadcasts).toEqual([tx.base64]);
  });

  it('a row whose sequence another tx used is dropped, with a final tx/status event; nothing is resent', async () => {
    const tx = txWithSequence(4n);
    const { db, chain, statuses } = open([{ hash: tx.hash, status: 'pending', txBytes: tx.base64 }], (c) =>
      c.sequences.set(SIGNER, 5n),
    );
    await until(() => db.pending.get('devnet', tx.hash)?.status === 'dropped', 'dropped');
    expect(statuses(tx.hash)).toEqual(['dropped']);
    expect(chain.chainBroadcasts).toEqual([]);
    expect(db.pending.listOpen('devnet')).toEqual([]);
  });

  it('a resend the node rejects at CheckTx (e.g. insufficient funds) fails with its code: nothing was spent', async () => {
    const tx = txWithSequence(1n);
    const { db } = open([{ hash: tx.hash, status: 'broadcasting', txBytes: tx.base64 }], (c) => {
      c.sequences.set(SIGNER, 1n);
      c.chainBroadcastReply = { code: 5, codespace: 'sdk', raw_log: 'insufficient funds' };
    });
    await until(() => db.pending.get('devnet', tx.hash)?.status === 'failed', 'failed');
    expect(db.pending.get('devnet', tx.hash)).toMatchObject({ code: 5, rawLog: 'insufficient funds' });
  });

  it('changes nothing while the node is down, and settles once it answers again', async () => {
    const tx = txWithSequence(9n);
    const { db, chain } = open([{ hash: tx.hash, status: 'unknown', txBytes: tx.base64 }], (c) => {
      c.down = true;
      c.sequences.set(SIGNER, 10n);
    });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(db.pending.get('devnet', tx.hash)?.status).toBe('unknown');
    chain.down = false;
    await until(
      () => db.pending.get('devnet', tx.hash)?.status === 'dropped',
      'dropped after the node is back',
    );
  });
});

describe('when the node becomes reachable again', () => {
  it('the runtime settles the open rows at once (not only at the next slow check)', async () => {
    const tx = txWithSequence(9n);
    const { db, chain, runtime, events } = open(
      [{ hash: tx.hash, status: 'unknown', txBytes: tx.base64 }],
      (c) => {
        c.down = true;
        c.sequences.set(SIGNER, 10n);
      },
      { settleFirstDelayMs: 60_000, settleMaxDelayMs: 60_000 },
    );
    await runtime.publishNodeStatus();
    await new Promise((resolve) => setTimeout(resolve, 80)); // past the fast phase: the next slow check is a minute away
    expect(db.pending.get('devnet', tx.hash)?.status).toBe('unknown');
    chain.down = false;
    await runtime.publishNodeStatus();
    await until(
      () => db.pending.get('devnet', tx.hash)?.status === 'dropped',
      'dropped right after the probe',
    );
    const health = events.filter((e) => e.event === 'node/status').map((e) => e.payload.health);
    expect(health.slice(0, 2)).toEqual(['unreachable', 'ok']);
  });
});

describe('a row the submit path is broadcasting right now', () => {
  it('is left to it by a settle (no second send racing the first outcome) until it is released', async () => {
    const tx = txWithSequence(4n);
    const { db, chain, runtime } = open([], (c) => c.sequences.set(SIGNER, 4n));
    const release = runtime.tracker.hold(tx.hash);
    db.pending.add(openRow(tx.hash, { address: SIGNER, status: 'broadcasting', txBytes: tx.base64 }));
    runtime.tracker.settleOpen('devnet');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chain.chainBroadcasts).toEqual([]);
    release();
    runtime.tracker.settleOpen('devnet');
    await until(() => chain.chainBroadcasts.length === 1, 'the resend once released');
  });
});

describe('after the fast tracking phase', () => {
  it('keeps checking at a slower pace and records the inclusion it finds later (the row never stays open)', async () => {
    const tx = txWithSequence(2n);
    const { db, chain, runtime } = open([], (c) => c.sequences.set(SIGNER, 2n));
    const row = openRow(tx.hash, { address: SIGNER, status: 'pending', txBytes: tx.base64 });
    db.pending.add(row);
    const followed = runtime.tracker.track(row);
    await new Promise((resolve) => setTimeout(resolve, 120)); // well past trackTimeoutMs (30 ms)
    expect(db.pending.get('devnet', tx.hash)?.status).toBe('pending');
    chain.included.set(tx.hash, { height: '8', code: 0 });
    await expect(followed).resolves.toMatchObject({ status: 'included', height: 8 });
  });

  it('applies the sequence rule there too: another tx took the sequence -> dropped', async () => {
    const tx = txWithSequence(2n);
    const { db, chain, runtime } = open([], (c) => c.sequences.set(SIGNER, 2n));
    const row = openRow(tx.hash, { address: SIGNER, status: 'pending', txBytes: tx.base64 });
    db.pending.add(row);
    const followed = runtime.tracker.track(row);
    await new Promise((resolve) => setTimeout(resolve, 60));
    chain.sequences.set(SIGNER, 3n);
    await expect(followed).resolves.toMatchObject({ status: 'dropped' });
  });
});
