// What a transaction result (code + codespace) means to the wallet: an ErrorCode, the step offered next. No wording.
import { TX_CODE, WASM_CODESPACE } from './chain';
import type { ErrorCode } from './errors';
import { stakingResultMeaning } from './staking-results';

/** What the wallet offers after a failure: a retry with more gas (11), an automatic resync (32), or nothing. */
export type NextStep = 'retry_more_gas' | 'resync_sequence' | null;

/** The closed list of result meanings; the renderer has one sentence per meaning. */
export type TxResultMeaning =
  | 'contract_refused'
  | 'unauthorized'
  | 'insufficient_funds'
  | 'out_of_gas'
  | 'insufficient_fee'
  | 'sequence_mismatch'
  | 'memo_too_large'
  | 'invalid_address'
  | 'already_in_mempool'
  | 'validator_not_found'
  | 'no_delegation'
  | 'undelegate_too_much'
  | 'too_many_entries'
  | 'self_redelegation'
  | 'transitive_redelegation'
  | 'proposal_not_voting'
  | 'invalid_vote_option'
  | 'rejected';

export interface TxResultClass {
  meaning: TxResultMeaning;
  errorCode: ErrorCode;
  next: NextStep;
  /** The codespace the result was read in: as reported, else inferred from raw_log (see `resultCodespace`). */
  codespace: string;
}

/** Non-zero result codes of codespace "sdk" the wallet tells apart (DOMAIN.md section 4); the rest are 'rejected'. */
const SDK_MEANINGS: Readonly<Record<number, Omit<TxResultClass, 'codespace'>>> = {
  [TX_CODE.UNAUTHORIZED]: { meaning: 'unauthorized', errorCode: 'unauthorized', next: null },
  [TX_CODE.INSUFFICIENT_FUNDS]: {
    meaning: 'insufficient_funds',
    errorCode: 'insufficient_funds',
    next: null,
  },
  [TX_CODE.OUT_OF_GAS]: { meaning: 'out_of_gas', errorCode: 'out_of_gas', next: 'retry_more_gas' },
  [TX_CODE.INSUFFICIENT_FEE]: { meaning: 'insufficient_fee', errorCode: 'insufficient_fee', next: null },
  [TX_CODE.WRONG_SEQUENCE]: {
    meaning: 'sequence_mismatch',
    errorCode: 'sequence_mismatch',
    next: 'resync_sequence',
  },
  [TX_CODE.MEMO_TOO_LARGE]: { meaning: 'memo_too_large', errorCode: 'invalid_memo', next: null },
  [TX_CODE.INVALID_ADDRESS]: { meaning: 'invalid_address', errorCode: 'invalid_address', next: null },
  [TX_CODE.TX_IN_MEMPOOL_CACHE]: { meaning: 'already_in_mempool', errorCode: 'tx_failed', next: null },
};

/** Ante-handler codes that are never a contract's failure, whatever the raw_log says. */
const NEVER_CONTRACT: ReadonlySet<number> = new Set([
  TX_CODE.UNAUTHORIZED,
  TX_CODE.OUT_OF_GAS,
  TX_CODE.INSUFFICIENT_FEE,
  TX_CODE.WRONG_SEQUENCE,
]);

/**
 * The codespace of a result. Sources without one (backend broadcast replies, indexed history rows) are read from
 * raw_log: a contract failure names wasm or the contract; signature, gas, fee and sequence codes always stay "sdk".
 */
export function resultCodespace(code: number, codespace: string | null | undefined, rawLog: string): string {
  if (codespace) return codespace;
  if (!NEVER_CONTRACT.has(code) && /\bwasm\b|contract/i.test(rawLog)) return WASM_CODESPACE;
  return 'sdk';
}

/** Classifies a non-zero result. `codespace` may be missing (then inferred from raw_log). Pure. */
export function classifyTxResult(result: {
  code: number;
  codespace?: string | null;
  rawLog?: string | null;
}): TxResultClass {
  const codespace = resultCodespace(result.code, result.codespace, result.rawLog ?? '');
  if (codespace === WASM_CODESPACE) {
    return { meaning: 'contract_refused', errorCode: 'tx_failed', next: null, codespace };
  }
  const staking = stakingResultMeaning(codespace, result.code, result.rawLog ?? '');
  if (staking) return { meaning: staking, errorCode: 'tx_failed', next: null, codespace };
  const known = codespace === 'sdk' ? SDK_MEANINGS[result.code] : undefined;
  return { ...(known ?? { meaning: 'rejected', errorCode: 'tx_failed', next: null }), codespace };
}

/**
 * The contract's own message in a wasm raw_log ("failed to execute message; message index: 0: <reason>: execute
 * wasm contract failed"), at most 300 characters; null when there is none. Data from the chain, not our wording.
 */
export function contractReason(rawLog: string): string | null {
  const match = /message index: \d+: (.*)$/s.exec(rawLog);
  const text = (match?.[1] ?? rawLog).replace(/:? ?execute wasm contract failed$/, '').trim();
  return text.length > 0 ? text.slice(0, 300) : null;
}
