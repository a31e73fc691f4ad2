// Crash suite (decision 0209): a real wallet core in a child process sends XYZ on the devnet (or syncs history) and
// is killed with SIGKILL at a named fault point; a core reopened on the same data dir must settle every pending row
// (included, failed or dropped), keep both SQLite files sound, and never pay twice.
// This file runs each point once (part of `npm test`). The long variant — every point several times plus kills at
// random moments — is tests/integration/crash/soak.test.ts with XYZ_CRASH_SOAK set: run it with `npm run soak`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { runSendCase, runHistoryCase, SEND_CASES, HISTORY_POINTS } from './support/cases';
import { startCrashWorld, type CrashWorld } from './support/crash-harness';

let world: CrashWorld;

beforeAll(async () => {
  world = await startCrashWorld();
});

afterAll(async () => {
  await world?.stop();
});

describe('a send killed at any point settles once, without a double spend', () => {
  it.each(SEND_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await runSendCase(world, c);
  });
});

describe('a history sync killed mid-commit leaves sound files and completes on the next run', () => {
  it.each(HISTORY_POINTS)('killed at %s', async (point) => {
    await runHistoryCase(world, point);
  });
});

it('covers at least ten distinct kill points', () => {
  const points = new Set([...SEND_CASES.flatMap((c) => c.points), ...HISTORY_POINTS]);
  expect(points.size).toBeGreaterThanOrEqual(10);
  expect(DEVNET_KEYS.alice.address).toMatch(/^xyz1/);
});
