// Simulates a draft for gas, and turns a failed simulation into a typed error (data) before anything is signed.
import type { Registry } from '@cosmjs/proto-signing';
import { WASM_CODESPACE } from '../../../shared/chain';
import type { Dialect } from '../../../shared/dialect';
import { contractReason } from '../../../shared/tx-result';
import { registeredErrorInLog } from '../../../shared/staking-results';
import type { ChainRestClient } from '../chain/chain-rest';
import type { ChainEventJson } from '../chain/chain-schemas';
import { HttpStatusError } from '../chain/errors';
import type { Draft, SigningAccount } from './review';
import { makeBodyBytes, makeSimulateTxBytes } from './tx-bytes';
import { TxInputError } from './tx-input-error';

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
  const txBytes = makeSimulateTxBytes({
    bodyBytes,
    pubkey: account.pubkey,
    sequence: account.sequence,
    dialect,
  });
  try {
    const { gasUsed, events } = await chain.simulate(txBytes);
    return { gasUsed, events };
  } catch (error) {
    if (
      error instanceof HttpStatusError &&
      error.status >= 400 &&
      error.status !== 404 &&
      error.status < 502
    ) {
      throw simulationFailure(error.serverMessage);
    }
    throw error;
  }
}

/** Maps a simulate failure message ("<error> with gas used: 'n'") to a typed error. Pure. */
export function simulationFailure(serverMessage: string): TxInputError {
  const reason = serverMessage.replace(/ with gas used: '\d+'$/, '').trim();
  // Data only (the renderer words it): `simulated` tells a refusal foreseen by simulation from a broadcast result.
  const details = { rawLog: serverMessage.slice(0, 1000), simulated: true };
  if (/insufficient funds/i.test(reason)) {
    return new TxInputError('insufficient_funds', 'simulate: insufficient funds', undefined, details);
  }
  if (/account sequence mismatch|incorrect account sequence/i.test(reason)) {
    return new TxInputError('sequence_mismatch', 'simulate: account sequence mismatch', undefined, details);
  }
  const registered = registeredErrorInLog(reason);
  if (registered) {
    // A staking/gov refusal: its SDK codespace and code, read from the registered description (simulate sends no code).
    return new TxInputError('tx_failed', `simulate: ${reason.slice(0, 300)}`, undefined, {
      ...details,
      ...registered,
    });
  }
  if (/wasm|contract/i.test(reason)) {
    const contract = { codespace: WASM_CODESPACE, contractReason: contractReason(reason) ?? '' };
    return new TxInputError('tx_failed', 'simulate: contract refused', undefined, {
      ...details,
      ...contract,
    });
  }
  return new TxInputError('tx_failed', `simulate: ${reason.slice(0, 300)}`, undefined, details);
}
