// The wallet's error for a failed simulate call: a node's refusal becomes a typed error (data, read from the node's
// message) before anything is signed; anything else (unreachable, 404, a gateway's 5xx) passes on unchanged. Pure.
import { WASM_CODESPACE } from '../../../shared/chain';
import { registeredErrorInLog } from '../../../shared/staking-results';
import { contractReason } from '../../../shared/tx-result';
import { HttpStatusError } from '../chain/errors';
import { TxInputError } from './tx-input-error';

/**
 * What a failed simulate call throws: the node's refusal of the tx (HTTP 400-501 except 404) as the typed error of
 * its message, any other error as it was.
 */
export function simulateFailureOf(error: unknown): unknown {
  const refused =
    error instanceof HttpStatusError && error.status >= 400 && error.status !== 404 && error.status < 502;
  return refused ? simulationFailure(error.serverMessage) : error;
}

/** Maps a simulate failure message ("<error> with gas used: 'n'") to a typed error. */
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
