// Simulates a draft for gas; a failed simulation becomes a typed error (data) before anything is signed.
import type { Registry } from '@cosmjs/proto-signing';
import type { Dialect } from '../../../shared/dialect';
import { simulateMultisigTxBytes } from '../../../shared/multisig/combine';
import type { ChainRestClient } from '../chain/chain-rest';
import type { ChainEventJson } from '../chain/chain-schemas';
import type { Draft, SigningAccount } from './review';
import { simulateFailureOf } from './simulate-failure';
import { makeBodyBytes, makeSimulateTxBytes } from './tx-bytes';

/** What a simulation tells: the gas it used and the events the messages would emit (for the balance preview). */
export interface Simulation {
  gasUsed: bigint;
  events: ChainEventJson[];
}

export async function simulateDraft(
  chain: ChainRestClient,
  registry: Registry,
  draft: Draft,
  account: SigningAccount,
  dialect: Dialect,
): Promise<Simulation> {
  const bodyBytes = makeBodyBytes(registry, draft.messages, draft.memo, dialect);
  const txBytes = account.shared
    ? simulateMultisigTxBytes({ account: account.shared.def, bodyBytes, sequence: account.sequence, dialect })
    : makeSimulateTxBytes({ bodyBytes, pubkey: account.pubkey, sequence: account.sequence, dialect });
  try {
    const { gasUsed, events } = await chain.simulate(txBytes);
    return { gasUsed, events };
  } catch (error) {
    throw simulateFailureOf(error);
  }
}
