// Turns a contract error (code + message + details) into the sentence a person reads, keeping the raw log for a disclosure.
import type { ErrorInfo } from '../../../shared/errors';
import { t, type MessageKey } from './i18n';

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
  wrong_password: 'error.wrong_password',
  throttled: 'error.throttled',
  locked: 'error.locked',
  watch_only: 'error.watch_only',
  chain_id_mismatch: 'error.chain_id_mismatch',
  node_syncing: 'error.node_syncing',
  keychain_unavailable: 'error.keychain_unavailable',
  native_module_mismatch: 'error.native_module_mismatch',
};

/** Result codes of tx_response (DOMAIN.md section 4) to the error code they mean. */
const BY_TX_CODE: Record<number, MessageKey> = {
  4: 'error.unauthorized',
  5: 'error.insufficient_funds',
  11: 'error.out_of_gas',
  13: 'error.insufficient_fee',
  32: 'error.sequence_mismatch',
};

function detailOf(error: ErrorInfo): string | null {
  const d = error.details ?? {};
  const parts: string[] = [];
  if (typeof d.code === 'number')
    parts.push(`code ${d.code}${typeof d.codespace === 'string' ? ` (${d.codespace})` : ''}`);
  const raw = d.rawLog ?? d.raw_log;
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
]);

/** Human text for any error; wasm contract failures and raw result codes are recognised from details. */
export function humanError(error: ErrorInfo): HumanError {
  const d = error.details ?? {};
  if (d.codespace === 'wasm') return { text: t('error.wasm'), detail: detailOf(error) };
  const key = BY_CODE[error.code] ?? (typeof d.code === 'number' ? BY_TX_CODE[d.code] : undefined);
  if (key) return { text: t(key), detail: SELF_EXPLANATORY.has(error.code) ? null : detailOf(error) };
  // Input errors (invalid_address, invalid_amount, ...) carry a message written for people already.
  return { text: error.message || t('error.generic'), detail: null };
}

/** Human text for a tx result code seen in history or a tx/status event. */
export function humanTxCode(code: number, rawLog: string): HumanError {
  if (code === 0) return { text: '', detail: null };
  // Contract failures come back as codespace "wasm" code 5 (the sdk's insufficient-funds number); without the
  // codespace, the raw log tells them apart. Gas, fee, signature and sequence codes always win.
  if (code !== 4 && code !== 11 && code !== 13 && code !== 32 && /\bwasm\b|contract/i.test(rawLog)) {
    return { text: t('error.wasm'), detail: `code ${code}\n${rawLog}` };
  }
  return { text: t(BY_TX_CODE[code] ?? 'error.tx_failed'), detail: `code ${code}\n${rawLog}` };
}
