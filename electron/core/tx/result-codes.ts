// Describes a non-zero transaction result as data (shared/tx-result.ts decides the meaning; the renderer words it).
import type { ErrorCode } from '../../../shared/errors';
import { classifyTxResult, contractReason, type NextStep } from '../../../shared/tx-result';

export type { NextStep } from '../../../shared/tx-result';

export interface TxOutcome {
  code: number;
  /** Empty or missing when the source reports none (then inferred from raw_log by the shared classifier). */
  codespace?: string | null;
  rawLog: string;
}

/** A failed result as data: the typed error, the way forward, and the chain's own fields (never our sentences). */
export interface DescribedFailure {
  errorCode: ErrorCode;
  next: NextStep;
  code: number;
  codespace: string;
  rawLog: string;
  /** The contract's own message from a wasm raw_log, when the contract refused the transaction. */
  contractReason?: string;
}

/** Data description of a non-zero result; raw_log is kept whole. Pure. */
export function describeTxFailure(outcome: TxOutcome): DescribedFailure {
  const classified = classifyTxResult(outcome);
  const described: DescribedFailure = {
    errorCode: classified.errorCode,
    next: classified.next,
    code: outcome.code,
    codespace: classified.codespace,
    rawLog: outcome.rawLog,
  };
  const reason = classified.meaning === 'contract_refused' ? contractReason(outcome.rawLog) : null;
  return reason === null ? described : { ...described, contractReason: reason };
}

/** Developer-facing summary for WalletError.message (logs, tests); never the sentence a person reads. */
export function failureSummary(failure: DescribedFailure): string {
  return `tx result code ${failure.code} (${failure.codespace || 'no codespace'})`;
}
