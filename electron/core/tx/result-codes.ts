// Maps a transaction result (code, codespace, raw_log) to a typed error code, a human sentence and the way forward.
import { TX_CODE, WASM_CODESPACE, WASM_EXECUTE_FAILED_CODE } from '../../../shared/chain';
import type { ErrorCode } from '../../../shared/errors';

/** What the wallet offers after a failure: a retry with more gas (11), an automatic resync (32), or nothing. */
export type NextStep = 'retry_more_gas' | 'resync_sequence' | null;

export interface TxOutcome {
  code: number;
  codespace: string;
  rawLog: string;
}

export interface DescribedFailure {
  errorCode: ErrorCode;
  message: string;
  next: NextStep;
}

/**
 * The codespace of a result that arrived without one (the backend's broadcast reply, a cached pending row): a
 * contract failure is code 5 with a wasm raw_log; anything else is the SDK's.
 */
export function codespaceFromRawLog(code: number, rawLog: string): string {
  return code === WASM_EXECUTE_FAILED_CODE && /wasm/i.test(rawLog) ? WASM_CODESPACE : 'sdk';
}

/** Human description of a non-zero result. raw_log stays available separately (details), never replaced. */
export function describeTxFailure(outcome: TxOutcome): DescribedFailure {
  const { code, codespace } = outcome;
  if (codespace === WASM_CODESPACE) {
    return {
      errorCode: 'tx_failed',
      message: `The contract refused this transaction: ${contractReason(outcome.rawLog)}`,
      next: null,
    };
  }
  switch (code) {
    case TX_CODE.UNAUTHORIZED:
      return {
        errorCode: 'unauthorized',
        message:
          'The network did not accept the signature (wrong account, account number or chain id). Nothing was spent.',
        next: null,
      };
    case TX_CODE.INSUFFICIENT_FUNDS:
      return {
        errorCode: 'insufficient_funds',
        message: 'Not enough spendable XYZ for this amount plus the fee.',
        next: null,
      };
    case TX_CODE.OUT_OF_GAS:
      return {
        errorCode: 'out_of_gas',
        message:
          'The transaction ran out of gas; the fee was charged but nothing else changed. You can retry with more gas.',
        next: 'retry_more_gas',
      };
    case TX_CODE.INSUFFICIENT_FEE:
      return {
        errorCode: 'insufficient_fee',
        message: 'The fee is below the network minimum; choose a higher fee tier.',
        next: null,
      };
    case TX_CODE.WRONG_SEQUENCE:
      return {
        errorCode: 'sequence_mismatch',
        message: 'Another transaction from this account was processed first (sequence mismatch).',
        next: 'resync_sequence',
      };
    case TX_CODE.MEMO_TOO_LARGE:
      return {
        errorCode: 'invalid_memo',
        message: 'The memo is too long for the network (256 characters at most).',
        next: null,
      };
    case TX_CODE.INVALID_ADDRESS:
      return {
        errorCode: 'invalid_address',
        message: 'The network rejected an address in this transaction.',
        next: null,
      };
    case TX_CODE.TX_IN_MEMPOOL_CACHE:
      return {
        errorCode: 'tx_failed',
        message: 'This exact transaction was already submitted and is waiting to be included.',
        next: null,
      };
    default:
      return {
        errorCode: 'tx_failed',
        message: `The network rejected the transaction (code ${code}${codespace ? `, ${codespace}` : ''}).`,
        next: null,
      };
  }
}

/** The contract's own message from a wasm raw_log ("failed to execute message; message index: 0: <reason>: ..."). */
function contractReason(rawLog: string): string {
  const match = /message index: \d+: (.*)$/s.exec(rawLog);
  const text = (match?.[1] ?? rawLog).replace(/: execute wasm contract failed$/, '').trim();
  return text.length > 0 ? text.slice(0, 300) : 'no reason given';
}
