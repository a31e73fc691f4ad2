// The pure shape of the lived-in genesis: how many tokens, which graduate, when each is created, and the
// curve progress each launchpad token ends at. Deterministic for a given rng.
import { seedCatalogue, type SeedToken } from './catalogue';
import type { Rng } from './prng';

/** Blocks are committed every ROUND_MS from now - SPAN_MS up to now. */
export const SPAN_MS = 26 * 60 * 60 * 1000;
export const ROUND_MS = 30 * 60 * 1000;
export const ROUNDS = SPAN_MS / ROUND_MS + 1;
/** Round in which every open curve is topped up to its target (one trade within the last 24h for all). */
export const TOP_UP_ROUND = ROUNDS - 3;
/** Round in which every AMM pool gets at least one swap. */
export const LAST_SWAP_ROUND = ROUNDS - 2;

export const LAUNCHPAD_TOKENS = 42;
export const GRADUATING_TOKENS = 6;
export const AMM_ONLY_TOKENS = 6;

export interface LaunchpadPlan extends SeedToken {
  /** Round of the create_token message. */
  createRound: number;
  /** True for tokens bought past their graduation threshold. */
  graduates: boolean;
  /** Round by which the curve reaches its target (graduating tokens graduate then). */
  completeRound: number;
  /** Final curve progress as reserves / threshold, in basis points (100 = 1%, 9900 = 99%); graduating: > 10000. */
  targetBps: number;
}

export interface AmmOnlyPlan extends SeedToken {
  /** Token supply minted to the creator, in whole tokens. */
  supplyTokens: bigint;
  /** XYZ and tokens the creator puts in the pool, in whole units. */
  poolXyz: bigint;
  poolTokens: bigint;
}

export interface SeedPlan {
  launchpad: LaunchpadPlan[];
  ammOnly: AmmOnlyPlan[];
}

/** Builds the plan: graduating tokens are created first (so they trade on their AMM pair afterwards). */
export function buildSeedPlan(rng: Rng): SeedPlan {
  const catalogue = seedCatalogue(rng, LAUNCHPAD_TOKENS + AMM_ONLY_TOKENS);
  const open = LAUNCHPAD_TOKENS - GRADUATING_TOKENS;
  const progress = rng.shuffle(
    Array.from({ length: open }, (_, j) => 100 + Math.round((9800 * j) / (open - 1))),
  );
  const lastCreateRound = TOP_UP_ROUND - 6;
  const launchpad = catalogue.slice(0, LAUNCHPAD_TOKENS).map((token, i): LaunchpadPlan => {
    if (i < GRADUATING_TOKENS) {
      return {
        ...token,
        createRound: 1 + (i % 2),
        graduates: true,
        completeRound: 8 + i * 4,
        targetBps: 10_100,
      };
    }
    const j = i - GRADUATING_TOKENS;
    const createRound = 2 + Math.floor((j * (lastCreateRound - 2)) / (open - 1));
    return { ...token, createRound, graduates: false, completeRound: TOP_UP_ROUND, targetBps: progress[j]! };
  });
  const ammOnly = catalogue.slice(LAUNCHPAD_TOKENS).map((token): AmmOnlyPlan => ({
    ...token,
    supplyTokens: BigInt(rng.int(1, 20)) * 100_000_000n,
    poolXyz: BigInt(rng.int(5, 40)) * 1_000n,
    poolTokens: 0n,
  }));
  for (const t of ammOnly) t.poolTokens = (t.supplyTokens * BigInt(rng.int(40, 80))) / 100n;
  return { launchpad, ammOnly };
}
