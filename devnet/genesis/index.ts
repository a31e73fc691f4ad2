// The lived-in genesis: real signed txs from well-known keys, committed in back-dated blocks over the last
// 26 hours: launchpad tokens at 1%..99% curve progress, graduations, AMM-only tokens, trades, transfers and
// the ordinary accounts' staking.
import type { DevnetChainHandle } from '../chain/types';
import { loadAccounts } from './accounts';
import { buildSeedPlan, ROUND_MS, ROUNDS, SPAN_MS } from './plan';
import { createRng } from './prng';
import { commitRound } from './rounds';
import { Seeder } from './seeder';
import { seedRegistry } from './signer';
import { stakingStory } from './staking-story';

export { buildSeedPlan } from './plan';

/** Seed of the PRNG: change it and the whole lived-in history changes. */
export const GENESIS_SEED = 20261122;

/**
 * Latest base-genesis time that leaves room for the seeded history: the chain never commits a block at or
 * before its genesis time (earlier requested times are clamped), so write the base genesis at or before this.
 */
export function baseGenesisTimeFor(now: Date): Date {
  return new Date(now.getTime() - SPAN_MS - 60 * 60 * 1000);
}

/**
 * Seeds a fresh chain (after the base genesis) with a day of activity, deterministically. Every change is a
 * signed tx through `chain.broadcast`, committed with `chain.produceBlock(time)` from now-26h up to `now`.
 */
export async function seedLivedInGenesis(chain: DevnetChainHandle, opts: { now: Date }): Promise<void> {
  const rng = createRng(GENESIS_SEED);
  const plan = buildSeedPlan(rng);
  const registry = seedRegistry(chain.names);
  const accounts = await loadAccounts(plan);
  const seeder = new Seeder(chain, rng, plan, accounts);
  const start = opts.now.getTime() - SPAN_MS;
  const failures: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const intents = [...seeder.intents(round), ...stakingStory(round, ROUNDS, accounts.people)];
    const time = new Date(start + round * ROUND_MS);
    const result = await commitRound(chain, registry, time, intents);
    if (round === 0 && Date.parse(result.block.time) !== time.getTime()) {
      console.warn(
        `[genesis] block time ${result.block.time} differs from the requested ${time.toISOString()}: ` +
          'write the base genesis at or before baseGenesisTimeFor(now) so the seeded day keeps its times',
      );
    }
    seeder.absorb(round, result.block);
    for (const f of result.failures)
      failures.push(`round ${round}, ${f.signer}: code ${f.code}: ${f.rawLog}`);
  }
  if (failures.length > 0) {
    console.warn(`[genesis] ${failures.length} seeded tx(s) failed in delivery; first: ${failures[0]}`);
  }
}
