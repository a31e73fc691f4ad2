// The review a person confirms, as text: the same fields the app's review shows (pure).
import type { TxReview, TxSubmitted } from '../shared/api/tx';
import { reviewRecipient } from '../shared/tx-kinds/review-recipient';
import { formatBaseAmount } from '../shared/format';
import {
  recipientWarnings as recipientWarningRule,
  slippageWarnings as slippageWarningRule,
  type WarningCode,
} from '../shared/send-warnings';

export type { WarningCode };

/** The CLI's words for the shared warning codes (the renderer's are in its i18n). */
export const WARNING_TEXT: Record<WarningCode, string> = {
  self_send: 'This is one of your own accounts: the XYZ stays in your wallet, minus the fee.',
  contract_address:
    'This is a contract address. A plain send gives it XYZ without calling it, and the contract may not be able to return them.',
  look_alike:
    'This address was never used here but looks like one you know (same first and last characters): compare every character. It may be an address-poisoning trick.',
  slippage_high: 'A slippage limit above 5% lets the price move a lot against you before the trade fails.',
  slippage_very_high:
    'A slippage limit above 20% lets you lose a fifth of the trade or more to price moves or front-running.',
};

/** The app's recipient warnings (shared/send-warnings): own account, contract address, look-alike of a known one. */
export const recipientWarnings = (
  address: string,
  ownAddresses: readonly string[],
  knownAddresses: readonly string[] = [],
): WarningCode[] => recipientWarningRule(address, ownAddresses, knownAddresses).map((w) => w.code);

/** The app's slippage warnings for a limit in basis points. */
export const slippageWarnings = (bps: number): WarningCode[] => slippageWarningRule(bps).map((w) => w.code);

const gas = (text: string) => (/^\d+$/.test(text) ? formatBaseAmount(BigInt(text), 0) : text);
const xyz = (uxyz: string) => `${formatBaseAmount(uxyz)} XYZ`;

/**
 * The "To:" line names the address the review's message pays (what core will sign), never the typed text; the contact
 * name is shown only when it belongs to that address.
 */
function recipientLines(review: TxReview, extras: ReviewExtras): string[] {
  if (!extras.recipient) return [];
  const paid = reviewRecipient(review) ?? extras.recipient.address;
  const contact = paid === extras.recipient.address ? extras.recipient.contact : null;
  return [`To:         ${paid}${contact ? ` (${contact})` : ''}`];
}

export interface ReviewExtras {
  recipient?: { address: string; contact: string | null };
  warnings: WarningCode[];
}

/** The simulation's balance changes, as the app's review shows them ("Change: -10.005 XYZ", tokens by contract). */
export function balanceChangeLines(review: TxReview): string[] {
  const changes = (review.balanceChanges ?? []).map((c) => {
    const delta = BigInt(c.delta);
    const sign = delta < 0n ? '-' : '+';
    const magnitude = delta < 0n ? -delta : delta;
    return 'denom' in c && c.denom === 'uxyz'
      ? `Change:     ${sign}${xyz(magnitude.toString())}`
      : `Change:     ${sign}${magnitude.toString()} of ${'token' in c ? c.token : c.denom} (base units)`;
  });
  const mismatches = (review.previewMismatches ?? []).map(
    () => 'Warning:    The simulation does not match what was asked: check the changes above.',
  );
  return [...changes, ...mismatches];
}

export function reviewText(review: TxReview, extras: ReviewExtras): string {
  const lines = [
    review.summary,
    '',
    `From:       ${review.from}`,
    ...recipientLines(review, extras),
    `Amount:     ${xyz(review.spend)}`,
    `Fee:        ${xyz(review.fee.amount)} (${review.feeTier})`,
    ...(review.feeAlert
      ? [
          `WARNING:    this fee is ${review.feeAlert.reason === 'above_amount' ? 'a large part of the amount' : 'far above a typical fee'} (typical: ${xyz(review.feeAlert.typicalFee)}); a node can inflate it`,
        ]
      : []),
    `Total:      ${xyz(review.total)}`,
    `Spendable:  ${xyz(review.spendable)}`,
    `Gas:        ${gas(review.gasLimit)} limit (estimated ${gas(review.gasUsed)} x ${review.gasAdjustment})`,
    `Memo:       ${review.memo === '' ? '(none)' : review.memo}`,
    `Network:    ${review.chainId}, sequence ${review.sequence}, ${review.signMode} signing`,
    `Sign hash:  ${review.signDocHash}`,
    ...balanceChangeLines(review),
    ...extras.warnings.map((w) => `Warning:    ${WARNING_TEXT[w]}`),
  ];
  return lines.join('\n');
}

/** The review as --json prints it (stable field names; amounts in uxyz strings). */
export function reviewJson(review: TxReview, extras: ReviewExtras) {
  return {
    kind: review.kind,
    summary: review.summary,
    from: review.from,
    to: extras.recipient?.address ?? null,
    contact: extras.recipient?.contact ?? null,
    chainId: review.chainId,
    amount: review.spend,
    fee: review.fee,
    feeTier: review.feeTier,
    total: review.total,
    spendable: review.spendable,
    gasLimit: review.gasLimit,
    gasUsed: review.gasUsed,
    gasAdjustment: review.gasAdjustment,
    memo: review.memo,
    sequence: review.sequence,
    signMode: review.signMode,
    signDocHash: review.signDocHash,
    balanceChanges: review.balanceChanges ?? [],
    previewMismatches: review.previewMismatches ?? [],
    warnings: extras.warnings,
  };
}

export const FINAL_STATUSES = new Set(['included', 'failed', 'dropped']);

export const resultJson = (submitted: TxSubmitted) => ({
  txHash: submitted.txHash,
  status: submitted.status,
  code: submitted.code,
  codespace: submitted.codespace,
  height: submitted.height,
  rawLog: submitted.rawLog,
  ...(submitted.dropReason ? { dropReason: submitted.dropReason } : {}),
});

/**
 * Whether the review is printed (on stderr): always when the person is asked; with --yes unless the output is
 * for a machine (--json) or silenced (--quiet).
 */
export const showsReview = (options: Record<string, string | boolean>) =>
  !options.yes || (!options.json && !options.quiet);
