// The ordinary accounts' staking in the lived-in genesis: delegations early in the day, a reward
// withdrawal, and in the last block an undelegation and a redelegation that are still in progress when
// the devnet starts (for the unbonding time, 60 s), so a fresh devnet shows stakes, rewards and entries.
import type { EncodeObject } from '@cosmjs/proto-signing';
import { BASE_DENOM } from '../../shared/chain';
import { validatorOperator } from '../chain/genesis';
import type { Intent } from './rounds';
import { SEED_MSG_URL, type SeedSigner } from './signer';

const UXYZ = 1_000_000n;
const GAS = 300_000n;
const coin = (xyz: bigint) => ({ denom: BASE_DENOM, amount: (xyz * UXYZ).toString() });

const delegate = (from: string, validator: string, xyz: bigint): EncodeObject => ({
  typeUrl: SEED_MSG_URL.delegate,
  value: { delegatorAddress: from, validatorAddress: validatorOperator(validator), amount: coin(xyz) },
});
const undelegate = (from: string, validator: string, xyz: bigint): EncodeObject => ({
  typeUrl: SEED_MSG_URL.undelegate,
  value: { delegatorAddress: from, validatorAddress: validatorOperator(validator), amount: coin(xyz) },
});
const redelegate = (from: string, src: string, dst: string, xyz: bigint): EncodeObject => ({
  typeUrl: SEED_MSG_URL.redelegate,
  value: {
    delegatorAddress: from,
    validatorSrcAddress: validatorOperator(src),
    validatorDstAddress: validatorOperator(dst),
    amount: coin(xyz),
  },
});
const withdraw = (from: string, validator: string): EncodeObject => ({
  typeUrl: SEED_MSG_URL.withdrawReward,
  value: { delegatorAddress: from, validatorAddress: validatorOperator(validator) },
});

/** The staking intents of `round` (of `rounds`) for alice and bob (`people[0]`, `people[1]`). */
export function stakingStory(round: number, rounds: number, people: readonly SeedSigner[]): Intent[] {
  const [alice, bob] = people;
  if (!alice || !bob) return [];
  const intent = (signer: SeedSigner, message: EncodeObject): Intent => ({ signer, message, gas: GAS });
  if (round === 1) {
    return [
      intent(alice, delegate(alice.address, 'validator-1', 1_000n)),
      intent(alice, delegate(alice.address, 'validator-5', 250n)),
      intent(bob, delegate(bob.address, 'validator-4', 500n)),
    ];
  }
  if (round === rounds - 8) return [intent(alice, withdraw(alice.address, 'validator-1'))];
  if (round === rounds - 1) {
    return [
      intent(alice, undelegate(alice.address, 'validator-5', 50n)),
      intent(bob, redelegate(bob.address, 'validator-4', 'validator-3', 100n)),
    ];
  }
  return [];
}
