// The accounts the lived-in genesis signs with: the faucet, derived traders and AMM-token creators, and
// the well-known ordinary accounts (alice..erin). Keys come from devnet/chain/genesis-keys.ts.
import { DEVNET_KEYS } from '../chain/genesis-keys';
import type { SeedPlan } from './plan';
import { loadSigners, type SeedSigner } from './signer';

/** Traders derived from the `seeder` mnemonic at HD indexes 0..TRADERS-1; AMM creators follow them. */
export const TRADERS = 12;
export const PEOPLE = ['alice', 'bob', 'carol', 'dave', 'erin'] as const;

export interface Accounts {
  faucet: SeedSigner;
  traders: SeedSigner[];
  ammCreators: SeedSigner[];
  people: SeedSigner[];
}

/** Loads every seeding key and checks the well-known ones derive to their published addresses. */
export async function loadAccounts(plan: SeedPlan): Promise<Accounts> {
  const derived = await loadSigners('trader', DEVNET_KEYS.seeder.mnemonic, [
    ...Array.from({ length: TRADERS + plan.ammOnly.length }, (_, i) => i),
  ]);
  const [faucet] = await loadSigners('faucet', DEVNET_KEYS.faucet.mnemonic, [0]);
  const people = await Promise.all(
    PEOPLE.map(async (name) => (await loadSigners(name, DEVNET_KEYS[name].mnemonic, [0]))[0]!),
  );
  for (const [signer, key] of [
    [faucet!, DEVNET_KEYS.faucet],
    ...people.map((p, i) => [p, DEVNET_KEYS[PEOPLE[i]!]] as const),
  ] as const) {
    if (signer.address !== key.address)
      throw new Error(`genesis seeder: derived ${signer.address} for ${key.name}, expected ${key.address}`);
  }
  return { faucet: faucet!, traders: derived.slice(0, TRADERS), ammCreators: derived.slice(TRADERS), people };
}
