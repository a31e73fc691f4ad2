// Simulates a draft for gas, and turns a failed simulation into a typed, human error before anything is signed.
import type { Registry } from '@cosmjs/proto-signing';
import type { Dialect } from '../../../shared/dialect';
import type { ChainRestClient } from '../chain/chain-rest';
import { HttpStatusError } from '../chain/errors';
import type { Draft, SigningAccount } from './review';
import { makeBodyBytes, makeSimulateTxBytes } from './tx-bytes';
import { TxInputError } from './tx-input-error';

export async function simulateDraft(
  chain: ChainRestClient,
  registry: Registry,
  draft: Draft,
  account: SigningAccount,
  dialect: Dialect,
): Promise<{ gasUsed: bigint }> {
  const bodyBytes = makeBodyBytes(registry, draft.messages, draft.memo, dialect);
  const txBytes = makeSimulateTxBytes({
    bodyBytes,
    pubkey: account.pubkey,
    sequence: account.sequence,
    dialect,
  });
  try {
    const { gasUsed } = await chain.simulate(txBytes);
    return { gasUsed };
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
  const details = { rawLog: serverMessage.slice(0, 1000) };
  if (/insufficient funds/i.test(reason)) {
    return new TxInputError(
      'insufficient_funds',
      'Not enough funds for this transaction.',
      undefined,
      details,
    );
  }
  if (/account sequence mismatch|incorrect account sequence/i.test(reason)) {
    return new TxInputError(
      'sequence_mismatch',
      'Another transaction from this account is still being processed; try again in a moment.',
      undefined,
      details,
    );
  }
  if (/wasm|contract/i.test(reason)) {
    const inner = /message index: \d+: (.*)$/s.exec(reason)?.[1] ?? reason;
    return new TxInputError(
      'tx_failed',
      `The contract would refuse this transaction: ${inner.replace(/: execute wasm contract failed$/, '')}`,
      undefined,
      details,
    );
  }
  return new TxInputError(
    'tx_failed',
    `The network would refuse this transaction: ${reason.slice(0, 300)}`,
    undefined,
    details,
  );
}
