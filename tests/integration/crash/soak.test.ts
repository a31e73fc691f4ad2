// Crash soak (the long variant of send-crash.test.ts): every crash case several times, then kills at random moments
// of a send or a history sync. Skipped unless XYZ_CRASH_SOAK is set: run it with `npm run soak`
// (XYZ_CRASH_SOAK=<rounds>, default 3; XYZ_CRASH_SOAK_RANDOM=<random kills>, default 30).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { HISTORY_POINTS, runHistoryCase, runRandomKill, runSendCase, SEND_CASES } from './support/cases';
import { startCrashWorld, type CrashWorld } from './support/crash-harness';

const soak = process.env.XYZ_CRASH_SOAK;
const rounds = Math.max(1, Number(soak) || 3);
const randomKills = Math.max(1, Number(process.env.XYZ_CRASH_SOAK_RANDOM) || 30);

let world: CrashWorld;

describe.skipIf(!soak)('crash soak', () => {
  beforeAll(async () => {
    world = await startCrashWorld();
  });
  afterAll(async () => {
    await world?.stop();
  });

  for (let round = 1; round <= rounds; round += 1) {
    it.each(SEND_CASES.map((c) => [c.name, c] as const))(`round ${round}: %s`, async (_name, c) => {
      await runSendCase(world, c);
    });
    it.each(HISTORY_POINTS)(`round ${round}: history killed at %s`, async (point) => {
      await runHistoryCase(world, point);
    });
  }

  it.each(Array.from({ length: randomKills }, (_, i) => i))(
    'random kill %i: settles and never pays twice',
    async (i) => {
      // Spread the kill moment over the child's whole life (start-up, draft, sign, broadcast, tracking).
      const killAfterMs = 300 + ((i * 397) % 2500);
      await runRandomKill(world, i % 5 === 4 ? 'history' : 'send', killAfterMs);
    },
  );
});
