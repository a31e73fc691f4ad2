// Inline input checks as the person types: amounts against a balance, memos, fee reserve for "max".
import { DECIMALS, GAS_PRICES, type FeeTier } from '../../../shared/chain';
import { checkMemo, memoBytes, MEMO_MAX_BYTES } from '../../../shared/memo';
import { mulDecimalCeil } from '../../../shared/format';
import { t } from './i18n';
import './i18n/parts/send';
import { formatXyz, localAmount } from './money';
import { numberStyle } from './locale/locale-state';
import { parseLocaleAmount, type LocaleAmountResult } from './locale/parse-amount';
import { findDeceptiveChars } from '../../../shared/text';

export type Checked = { ok: true; base: bigint } | { ok: false; message: string | null };

/** The sentence for an amount the parser refused, in the current language and number format. */
export function amountErrorText(
  failure: Exclude<LocaleAmountResult, { ok: true }>,
  decimals: number,
): string {
  switch (failure.error) {
    case 'wrong_decimal':
      return t('amount.wrongDecimal', { decimal: numberStyle().decimal, suggestion: failure.suggestion });
    case 'ambiguous':
      return t('amount.ambiguous', { asDecimal: failure.asDecimal, asWhole: failure.asWhole });
    case 'not_a_number':
      return t('amount.notANumber', { example: localAmount(15n, 1) });
    case 'too_many_decimals':
      return t('amount.tooManyDecimals', { decimals });
    case 'empty':
      return t('amount.empty');
    case 'negative':
      return t('amount.negative');
    case 'zero':
      return t('amount.zero');
    case 'too_large':
      return t('amount.tooLarge');
  }
}

/**
 * Parses an amount typed in the current locale (locale/parse-amount.ts); "" is not an error yet (message null) so
 * an untouched field stays calm.
 */
export function checkAmount(text: string, available: bigint | null, decimals = DECIMALS): Checked {
  if (text.trim() === '') return { ok: false, message: null };
  const parsed = parseLocaleAmount(text, decimals, numberStyle());
  if (!parsed.ok) return { ok: false, message: amountErrorText(parsed, decimals) };
  if (available !== null && parsed.base > available) {
    return { ok: false, message: t('send.aboveBalance', { balance: formatXyz(available) }) };
  }
  return { ok: true, base: parsed.base };
}

/** Why a name (account, contact) cannot be saved, or null: empty, or hiding characters (shared/text.ts). */
export function nameError(name: string): string | null {
  if (name.trim() === '') return t('name.empty');
  return findDeceptiveChars(name).length > 0 ? t('name.deceptive') : null;
}

/** What a memo field shows: the error over the limit, and bytes used once a character takes more than one byte. */
export interface MemoFeedback {
  error: string | null;
  counter: string | null;
}

/** The network's memo rule (shared/memo.ts: UTF-8 bytes, not characters) as the form shows it. */
export function memoFeedback(memo: string): MemoFeedback {
  const problem = checkMemo(memo);
  // eslint-disable-next-line no-control-regex
  const multiByte = /[^\x00-\x7f]/.test(memo);
  return {
    error: problem ? t('send.memoLong', { bytes: problem.bytes, max: problem.max }) : null,
    counter: multiByte ? t('memo.bytes', { bytes: memoBytes(memo), max: MEMO_MAX_BYTES }) : null,
  };
}

/** The error sentence of a memo over the network's limit, or null. */
export function memoError(memo: string): string | null {
  return memoFeedback(memo).error;
}

/** Gas assumed for a plain send before simulation, used only to keep "max" below balance minus fee. */
export const MAX_SEND_GAS_ESTIMATE = 200_000n;

/** Fee reserved by "max" for `tier`: ceil(estimate x price). */
export function feeReserve(tier: FeeTier, knownFee: string | null = null): bigint {
  if (knownFee !== null && /^\d+$/.test(knownFee)) return BigInt(knownFee);
  return mulDecimalCeil(MAX_SEND_GAS_ESTIMATE, GAS_PRICES[tier]);
}

/**
 * The amount "Max" fills in: spendable minus the fee of `tier`, so the review's total is the whole spendable balance.
 * Before any review the fee is estimated (feeReserve); once a review priced every tier, its exact fees are used.
 */
export function maxSendAmount(
  spendable: bigint,
  tier: FeeTier,
  knownFees: Partial<Record<FeeTier, string>> | null = null,
): bigint {
  const left = spendable - feeReserve(tier, knownFees?.[tier] ?? null);
  return left > 0n ? left : 0n;
}
