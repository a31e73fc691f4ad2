// The crash cases: where the wallet is killed, what the test does before reopening it, and what must hold after.
import { expect } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import {
  integrityOf,
  openCore,
  OPEN_STATUSES,
  randomAddress,
  waitUntil,
  type ChildRun,
  type CrashWorld,
} from './crash-harness';
import { PASSWORD } from './protocol';

const ALICE = DEVNET_KEYS.alice.address;
/** What each case sends: 1.25 XYZ. */
const AMOUNT_XYZ = '1.25';
const AMOUNT = 1_250_000n;

export interface SendCase {
  name: string;
  /** XYZ_CRASH_AT of the sending child: `<point>` or `<point>#<n>` (the n-th time it is reached). */
  crashAt: string;
  /** Every fault point this case kills at (for the coverage count). */
  points: string[];
  /** Blocks are paused while the child sends (the tx waits in the mempool). */
  pauseBlocks?: boolean;
  /** Resume paused blocks this long after the wallet is reopened (so it first meets a tx stuck in the mempool). */
  resumeAfterMs?: number;
  /** Done after the kill, before the reopen; returns uxyz alice spent on other transactions meanwhile. */
  afterKill?: (world: CrashWorld, dataDir: string) => Promise<bigint>;
  /** How the send ends once settled. */
  outcome: 'included' | 'dropped' | 'never_sent';
}

/** Another copy of alice's wallet sends 0.5 XYZ now, using the sequence the killed send had signed with. */
async function competitorSend(world: CrashWorld): Promise<bigint> {
  const core = await openCore(world.freshWallet(), world.network());
  try {
    const ok = async <T>(channel: string, payload: unknown) => {
      const r = await core.invoke(channel, payload);
      if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
      return r.value as T;
    };
    await ok('keys/unlock', { password: PASSWORD });
    const review = await ok<{ reviewId: string; fee: { amount: string } }>('tx/draft-send', {
      accountId: world.accountId,
      to: randomAddress(),
      amount: '0.5',
    });
    const sent = await ok<{ txHash: string }>('tx/confirm', { reviewId: review.reviewId });
    await waitUntil(async () => {
      const s = await ok<{ status: string }>('tx/status', { txHash: sent.txHash, refresh: true });
      return s.status === 'included';
    }, 'the competing send');
    return 500_000n + BigInt(review.fee.amount);
  } finally {
    await core.close();
  }
}

/** A second child reopens the wallet to settle it and is killed at `point` too. */
const killedAgainAt = (point: string) => async (world: CrashWorld, dataDir: string) => {
  const run = await world.runChild({ action: 'settle', dataDir }, point);
  expectKilledAt(run, point);
  return 0n;
};

export const SEND_CASES: SendCase[] = [
  {
    name: 'before signing',
    crashAt: 'confirm:before-sign',
    points: ['confirm:before-sign'],
    outcome: 'never_sent',
  },
  {
    name: 'after signing, before the pending row',
    crashAt: 'submit:before-row',
    points: ['submit:before-row'],
    outcome: 'never_sent',
  },
  {
    name: 'after the pending row, before the broadcast (resent on reopen)',
    crashAt: 'submit:before-broadcast',
    points: ['submit:before-broadcast'],
    outcome: 'included',
  },
  {
    name: 'right after the broadcast (found by hash on reopen)',
    crashAt: 'submit:after-broadcast',
    points: ['submit:after-broadcast'],
    outcome: 'included',
  },
  {
    name: 'right after the broadcast, tx still in the mempool (resend answered "already in mempool")',
    crashAt: 'submit:after-broadcast',
    points: ['submit:after-broadcast'],
    pauseBlocks: true,
    resumeAfterMs: 1500,
    outcome: 'included',
  },
  {
    name: 'after the outcome is recorded, before tracking',
    crashAt: 'submit:after-outcome',
    points: ['submit:after-outcome'],
    outcome: 'included',
  },
  {
    name: 'during tracking (second poll, blocks paused)',
    crashAt: 'track:poll#2',
    points: ['track:poll'],
    pauseBlocks: true,
    resumeAfterMs: 1000,
    outcome: 'included',
  },
  {
    name: 'found in a block, before its result is recorded',
    crashAt: 'track:before-final',
    points: ['track:before-final'],
    outcome: 'included',
  },
  {
    name: 'before the broadcast, then another tx takes its sequence (dropped, nothing spent)',
    crashAt: 'submit:before-broadcast',
    points: ['submit:before-broadcast'],
    afterKill: (world) => competitorSend(world),
    outcome: 'dropped',
  },
  {
    name: 'killed again while the reopened wallet is about to resend',
    crashAt: 'submit:before-broadcast',
    points: ['submit:before-broadcast', 'settle:before-rebroadcast'],
    afterKill: killedAgainAt('settle:before-rebroadcast'),
    outcome: 'included',
  },
  {
    name: 'killed again right after the reopened wallet resent (blocks paused)',
    crashAt: 'submit:before-broadcast',
    points: ['submit:before-broadcast', 'settle:after-rebroadcast'],
    pauseBlocks: true,
    resumeAfterMs: 1000,
    afterKill: killedAgainAt('settle:after-rebroadcast'),
    outcome: 'included',
  },
  {
    name: 'accepted into a mempool the node then lost (node restarted): resent through the chain',
    crashAt: 'submit:after-outcome',
    points: ['submit:after-outcome'],
    pauseBlocks: true,
    afterKill: async (world) => {
      await world.restartDevnet();
      return 0n;
    },
    outcome: 'included',
  },
];

export const HISTORY_POINTS = ['history:in-page-commit', 'history:after-page-commit'];

export function expectKilledAt(run: ChildRun, point: string) {
  const crash = run.lines.find((l) => l.event === 'crash');
  expect(crash, `child output: ${JSON.stringify(run.lines)} ${run.stderr}`).toMatchObject({
    point: point.split('#')[0],
  });
  expect(run.signal).toBe('SIGKILL');
}

export async function runSendCase(world: CrashWorld, c: SendCase): Promise<void> {
  const dataDir = world.freshWallet();
  const to = randomAddress();
  const aliceBefore = await world.balance(ALICE);
  if (c.pauseBlocks) await world.blocks('pause');
  let other = 0n;
  try {
    const run = await world.runChild({ action: 'send', dataDir, to, amount: AMOUNT_XYZ }, c.crashAt);
    expectKilledAt(run, c.crashAt);
    const fee = BigInt(String(run.lines.find((l) => l.event === 'review')?.fee ?? '0'));
    other = (await c.afterKill?.(world, dataDir)) ?? 0n;
    if (c.pauseBlocks && c.resumeAfterMs === undefined) await world.blocks('resume');
    const resume =
      c.pauseBlocks && c.resumeAfterMs !== undefined
        ? new Promise((resolve) => setTimeout(resolve, c.resumeAfterMs)).then(() => world.blocks('resume'))
        : Promise.resolve();
    const rows = await world.settle(dataDir);
    await resume;

    // Every pending row reached a final status.
    expect(rows.filter((r) => OPEN_STATUSES.includes(r.status))).toEqual([]);
    // Both SQLite files are sound.
    expect(integrityOf(dataDir)).toEqual(['wallet.sqlite: ok', 'wallet-cache.sqlite: ok']);
    // No double spend: the recipient was paid at most once, alice paid at most one amount + fee.
    const payments = await world.paymentsTo(to);
    const received = await world.balance(to);
    const spent = aliceBefore - (await world.balance(ALICE)) - other;
    expect(payments.length).toBeLessThanOrEqual(1);
    expect([0n, AMOUNT]).toContain(received);
    expect(spent).toBe(received === AMOUNT ? AMOUNT + fee : 0n);
    // The outcome this case must reach.
    if (c.outcome === 'never_sent') {
      expect(rows).toEqual([]);
      expect(received).toBe(0n);
    } else if (c.outcome === 'dropped') {
      expect(rows).toMatchObject([{ status: 'dropped' }]);
      expect(received).toBe(0n);
    } else {
      expect(rows).toMatchObject([{ status: 'included', code: 0, hash: payments[0] }]);
      expect(received).toBe(AMOUNT);
    }
  } finally {
    if (c.pauseBlocks) await world.blocks('resume');
  }
}

/**
 * Soak: the parent kills a sending (or history-syncing) child after `killAfterMs`, wherever it is; the same
 * invariants must hold whatever the send had reached (never sent, or included exactly once).
 */
export async function runRandomKill(world: CrashWorld, action: 'send' | 'history', killAfterMs: number) {
  const dataDir = world.freshWallet();
  const to = randomAddress();
  const aliceBefore = await world.balance(ALICE);
  const run = await world.runChild({ action, dataDir, to, amount: AMOUNT_XYZ }, undefined, { killAfterMs });
  const fee = BigInt(String(run.lines.find((l) => l.event === 'review')?.fee ?? '0'));
  const rows = await world.settle(dataDir);
  expect(rows.filter((r) => OPEN_STATUSES.includes(r.status))).toEqual([]);
  expect(integrityOf(dataDir)).toEqual(['wallet.sqlite: ok', 'wallet-cache.sqlite: ok']);
  const received = await world.balance(to);
  const spent = aliceBefore - (await world.balance(ALICE));
  expect((await world.paymentsTo(to)).length).toBeLessThanOrEqual(1);
  expect([0n, AMOUNT]).toContain(received);
  expect(spent).toBe(received === AMOUNT ? AMOUNT + fee : 0n);
  expect(rows.every((r) => r.status === (received === AMOUNT ? 'included' : 'dropped'))).toBe(true);
}

export async function runHistoryCase(world: CrashWorld, point: string): Promise<void> {
  const dataDir = world.freshWallet();
  const run = await world.runChild({ action: 'history', dataDir }, point);
  expectKilledAt(run, point);
  expect(integrityOf(dataDir)).toEqual(['wallet.sqlite: ok', 'wallet-cache.sqlite: ok']);
  const core = await openCore(dataDir, world.network());
  try {
    const ok = async <T>(channel: string, payload: unknown) => {
      const r = await core.invoke(channel, payload);
      if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
      return r.value as T;
    };
    const synced = await ok<{ complete: boolean; stored: number }>('history/sync', {
      accountId: world.accountId,
    });
    expect(synced.complete).toBe(true);
    const page = await ok<{ rows: Array<{ hash: string }> }>('history/page', {
      accountId: world.accountId,
      limit: 100,
    });
    const hashes = page.rows.map((r) => r.hash);
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes.length).toBe(Math.min(synced.stored, 100));
  } finally {
    await core.close();
  }
  expect(integrityOf(dataDir)).toEqual(['wallet.sqlite: ok', 'wallet-cache.sqlite: ok']);
}
