// Turns a contract error (code + details) or a tx result into the sentence a person reads, raw data behind a disclosure.
import type { TxStatus } from '../../../shared/api/events';
import type { ErrorInfo } from '../../../shared/errors';
import {
  classifyTxResult,
  contractReason,
  type NextStep,
  type TxResultMeaning,
} from '../../../shared/tx-result';
import { MEMO_MAX_BYTES } from '../../../shared/memo';
import { dropReasonOf } from '../../../shared/tx-drop';
import { t, type MessageKey } from './i18n';
import { ledgerErrorDetail, ledgerErrorText } from './ledger-text';
import { formatXyz } from './money';

export interface HumanError {
  /** The sentence shown to the person. */
  text: string;
  /** Technical detail (core's message, raw_log, result code) shown behind a disclosure. */
  detail: string | null;
}

const BY_CODE: Partial<Record<ErrorInfo['code'], MessageKey>> = {
  insufficient_funds: 'error.insufficient_funds',
  out_of_gas: 'error.out_of_gas',
  insufficient_fee: 'error.insufficient_fee',
  sequence_mismatch: 'error.sequence_mismatch',
  unauthorized: 'error.unauthorized',
  tx_failed: 'error.tx_failed',
  timeout: 'error.timeout',
  network: 'error.network',
  bad_response: 'error.bad_response',
  response_too_large: 'error.response_too_large',
  wrong_password: 'error.wrong_password',
  throttled: 'error.throttled',
  locked: 'error.locked',
  watch_only: 'error.watch_only',
  chain_id_mismatch: 'error.chain_id_mismatch',
  dialect_mismatch: 'error.dialect_mismatch',
  node_syncing: 'error.node_syncing',
  keychain_unavailable: 'error.keychain_unavailable',
  expired: 'error.expired',
  native_module_mismatch: 'error.native_module_mismatch',
  // A bug or a broken transport: its text (possibly raw Node errors) is a technical detail, never the sentence.
  internal: 'error.generic',
};

/** One sentence per result meaning (shared/tx-result.ts); contract and generic ones take parameters. */
const BY_MEANING: Record<Exclude<TxResultMeaning, 'contract_refused' | 'rejected'>, MessageKey> = {
  unauthorized: 'error.unauthorized',
  insufficient_funds: 'error.insufficient_funds',
  out_of_gas: 'error.out_of_gas',
  insufficient_fee: 'error.insufficient_fee',
  sequence_mismatch: 'error.sequence_mismatch',
  memo_too_large: 'txresult.memo_too_large',
  invalid_address: 'txresult.invalid_address',
  already_in_mempool: 'txresult.already_in_mempool',
  validator_not_found: 'txresult.validator_not_found',
  no_delegation: 'txresult.no_delegation',
  undelegate_too_much: 'txresult.undelegate_too_much',
  too_many_entries: 'txresult.too_many_entries',
  self_redelegation: 'txresult.self_redelegation',
  transitive_redelegation: 'txresult.transitive_redelegation',
  proposal_not_voting: 'txresult.proposal_not_voting',
  invalid_vote_option: 'txresult.invalid_vote_option',
};

const NEXT_STEP: Record<Exclude<NextStep, null>, MessageKey> = {
  retry_more_gas: 'txresult.next.retry_more_gas',
  resync_sequence: 'txresult.next.resync_sequence',
};

/** A transaction result as the chain reported it; `codespace` may be missing (history rows, old events). */
export interface TxResultFacts {
  code: number;
  codespace?: string | null;
  rawLog?: string | null;
  /** The contract's message when core already parsed it (else it is read from rawLog). */
  contractReason?: string | null;
  /** The step core offers (only then is it mentioned). */
  next?: NextStep;
}

/** The sentence for a non-zero result, with the offered next step appended. Pure apart from the locale. */
export function txResultText(facts: TxResultFacts): string {
  const result = classifyTxResult(facts);
  const sentence =
    result.meaning === 'contract_refused'
      ? contractSentence(
          'txresult.contract_refused',
          facts.contractReason ?? contractReason(facts.rawLog ?? ''),
        )
      : result.meaning === 'rejected'
        ? t('txresult.rejected', { code: facts.code, codespace: result.codespace })
        : t(BY_MEANING[result.meaning], { max: MEMO_MAX_BYTES });
  return facts.next ? `${sentence} ${t(NEXT_STEP[facts.next])}` : sentence;
}

/** The words for a dialect's module names, or null for anything else. */
function dialectWords(value: unknown): string | null {
  if (value === 'spec') return t('dialect.spec');
  if (value === 'cosmos') return t('dialect.cosmos');
  return null;
}

/** The contract's own reason interpolated, or the plain sentence when the raw log carried none. */
function contractSentence(key: MessageKey, reason: string | null, plain: MessageKey = 'error.wasm'): string {
  return reason ? t(key, { reason }) : t(plain);
}

function rawDetail(code: number, codespace: string | null, rawLog: string): string {
  return `code ${code}${codespace ? ` (${codespace})` : ''}\n${rawLog}`;
}

function detailOf(error: ErrorInfo): string | null {
  const d = error.details ?? {};
  const parts: string[] = [];
  if (typeof d.code === 'number')
    parts.push(`code ${d.code}${typeof d.codespace === 'string' ? ` (${d.codespace})` : ''}`);
  const raw = d.rawLog ?? d.raw_log ?? d.reason;
  if (typeof raw === 'string' && raw) parts.push(raw);
  if (error.message) parts.push(error.message);
  return parts.length ? parts.join('\n') : null;
}

/** Errors whose sentence says everything: no technical disclosure. */
const SELF_EXPLANATORY: ReadonlySet<ErrorInfo['code']> = new Set([
  'wrong_password',
  'throttled',
  'locked',
  'watch_only',
  'keychain_unavailable',
  'expired',
]);

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const next = (value: unknown): NextStep =>
  value === 'retry_more_gas' || value === 'resync_sequence' ? value : null;

/** The review's refusals of a fee granter whose allowance would not pay the fee (core's tx/fee-allowance.ts). */
const FEE_ALLOWANCE_KEYS = {
  fee_allowance_missing: 'error.fee_allowance_missing',
  fee_allowance_expired: 'error.fee_allowance_expired',
  fee_allowance_exceeded: 'error.fee_allowance_exceeded',
  fee_allowance_message_not_allowed: 'error.fee_allowance_message_not_allowed',
} as const satisfies Record<string, MessageKey>;
type FeeAllowanceReason = keyof typeof FEE_ALLOWANCE_KEYS;

/** Human text for any error: tx results are worded from their code and codespace, never from core's message. */
export function humanError(error: ErrorInfo): HumanError {
  const d = error.details ?? {};
  if (typeof d.code === 'number' && d.code !== 0) {
    const facts = {
      code: d.code,
      codespace: text(d.codespace),
      rawLog: text(d.rawLog) ?? text(d.raw_log),
      contractReason: text(d.contractReason),
      next: next(d.next),
    };
    return { text: txResultText(facts), detail: detailOf(error) };
  }
  if (d.simulated === true && error.code === 'tx_failed') {
    const sentence =
      d.codespace === 'wasm'
        ? contractSentence('txresult.contract_would_refuse', text(d.contractReason), 'error.simulationFailed')
        : t('error.simulationFailed');
    return { text: sentence, detail: detailOf(error) };
  }
  if (error.code === 'invalid_memo' && typeof d.bytes === 'number' && typeof d.max === 'number') {
    return { text: t('error.invalid_memo', { bytes: d.bytes, max: d.max }), detail: null };
  }
  if (error.code === 'tx_failed' && text(d.reason) && text(d.txHash)) {
    return { text: t('error.broadcastRefused'), detail: detailOf(error) };
  }
  if (error.code === 'dialect_mismatch' && d.reason === 'wrong_dialect') {
    const fileDialect = dialectWords(d.fileDialect);
    const networkDialect = dialectWords(d.networkDialect);
    if (fileDialect && networkDialect)
      return { text: t('error.fileDialect', { file: fileDialect, network: networkDialect }), detail: null };
  }
  if (error.code === 'invalid_request' && d.reason === 'name_is_address')
    return { text: t('error.name_is_address'), detail: null };
  if (
    error.code === 'invalid_request' &&
    typeof d.reason === 'string' &&
    Object.hasOwn(FEE_ALLOWANCE_KEYS, d.reason)
  )
    return {
      text: t(FEE_ALLOWANCE_KEYS[d.reason as FeeAllowanceReason], {
        granter: text(d.granter) ?? '',
        fee: formatXyz(text(d.fee)),
        left: formatXyz(text(d.left)),
      }),
      detail: null,
    };
  if (error.code === 'ledger') return { text: ledgerErrorText(d), detail: ledgerErrorDetail(error) };
  if (error.code === 'approval_refused') {
    const reason =
      d.reason === 'refused'
        ? 'error.approval_refused'
        : d.reason === 'locked'
          ? 'error.approval_locked'
          : 'error.approval_withdrawn';
    return { text: t(reason), detail: null };
  }
  const key = BY_CODE[error.code];
  if (key) return { text: t(key), detail: SELF_EXPLANATORY.has(error.code) ? null : detailOf(error) };
  // Input errors (invalid_address, invalid_amount, ...) carry a message written for people already.
  return { text: error.message || t('error.generic'), detail: null };
}

/** Human text for a tx result seen in history, a pending row or a tx/status event (no codespace: inferred). */
export function humanTxCode(
  code: number,
  rawLog: string,
  codespace: string | null = null,
  nextStep: NextStep = null,
): HumanError {
  if (code === 0) return { text: '', detail: null };
  return {
    text: txResultText({ code, codespace, rawLog, next: nextStep }),
    detail: rawDetail(code, codespace, rawLog),
  };
}

/**
 * The renderer's sentence when core sent only data (a tx result, a memo over the limit), else null: screens whose
 * other errors are still worded by core (offline files) show `renderedText(error) ?? error.message`.
 */
export function renderedText(error: ErrorInfo): string | null {
  const d = error.details ?? {};
  const dataOnly =
    (typeof d.code === 'number' && d.code !== 0) ||
    (error.code === 'dialect_mismatch' && d.reason === 'wrong_dialect') ||
    (error.code === 'invalid_memo' && typeof d.bytes === 'number');
  return dataOnly ? humanError(error).text : null;
}

/**
 * The sentence explaining a submitted tx's status where a word is not enough: still sending, not answered in time,
 * or dropped (another tx used its sequence, or its timeout height passed, as its `code` says; a dropped tx never
 * entered a block, so it paid no fee). Else null.
 */
export function txStatusSentence(status: TxStatus, code: number | null = null): string | null {
  if (status === 'broadcasting') return t('txstate.broadcasting');
  if (status === 'unknown') return t('txstate.unknown');
  if (status === 'dropped')
    return dropReasonOf(code) === 'expired' ? t('txstate.droppedExpired') : t('txstate.dropped');
  return null;
}
