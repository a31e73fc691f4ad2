// The shared steps of every signing command: required options, fee tier, recipient lookup, and
// review -> "yes" (or --yes) -> tx/confirm -> tracked until final.
import { looksLikeAddress } from '../../shared/address';
import type { AddressBookEntry } from '../../shared/api/addressbook';
import type { AccountInfo } from '../../shared/api/keys';
import type { TxReview, TxSubmitted } from '../../shared/api/tx';
import { dropReasonOf } from '../../shared/tx-drop';
import { stringOption, type CommandContext } from '../context';
import { EXIT } from '../exit-codes';
import { CliFailure, refusedFailure, usageFailure } from '../io/output';
import { DECIMALS } from '../../shared/chain';
import { parseDisplayAmount } from '../../shared/format';
import { MSG } from '../messages';
import {
  FINAL_STATUSES,
  recipientWarnings,
  resultJson,
  reviewJson,
  reviewText,
  showsReview,
  type ReviewExtras,
  type WarningCode,
} from '../review';
import { confirmOrRefuse } from './keys';
import { proposeReviewed } from './multisig-propose';

const TRACK_TIMEOUT_MS = 60_000;

export const required = (ctx: CommandContext, name: string) => {
  const value = stringOption(ctx.options, name);
  if (value === undefined || value === '') throw usageFailure(MSG.missing(`--${name}`));
  return value;
};

export function feeOptions(ctx: CommandContext) {
  const tier = stringOption(ctx.options, 'fee');
  if (tier === undefined) return {};
  if (tier !== 'low' && tier !== 'average' && tier !== 'high')
    throw usageFailure('--fee is low, average or high.');
  return { feeTier: tier };
}

/**
 * Text written like an address is always that address (a contact named like one never shadows it); else a contact
 * name from the address book, else the text as an address (the send then says why it is not one).
 */
export async function resolveRecipient(ctx: CommandContext, to: string) {
  const { entries } = await ctx.call<{ entries: AddressBookEntry[] }>('addressbook/list', {});
  const byName = looksLikeAddress(to)
    ? undefined
    : entries.find((e) => e.name.toLowerCase() === to.toLowerCase());
  if (byName) return { address: byName.address, contact: byName.name, memo: byName.memo };
  const byAddress = entries.find((e) => e.address.toLowerCase() === to.toLowerCase());
  return { address: to, contact: byAddress?.name ?? null, memo: byAddress?.memo ?? '' };
}

export async function ownAddresses(ctx: CommandContext) {
  const { accounts } = await ctx.call<{ accounts: AccountInfo[] }>('keys/list', {});
  return accounts.map((a) => a.address);
}

/** The app's warnings for a recipient: own account, contract, or a look-alike of an account or contact. */
export async function warningsFor(ctx: CommandContext, address: string): Promise<WarningCode[]> {
  const { entries } = await ctx.call<{ entries: AddressBookEntry[] }>('addressbook/list', {});
  return recipientWarnings(
    address,
    await ownAddresses(ctx),
    entries.map((e) => e.address),
  );
}

async function waitUntilFinal(ctx: CommandContext, submitted: TxSubmitted): Promise<TxSubmitted> {
  const deadline = Date.now() + TRACK_TIMEOUT_MS;
  let current = submitted;
  while (!FINAL_STATUSES.has(current.status) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    current = await ctx.call<TxSubmitted>('tx/status', { txHash: submitted.txHash, refresh: true });
  }
  return current;
}

/** --max-fee <XYZ>, in uxyz; null when not given. */
function maxFeeOption(ctx: CommandContext): bigint | null {
  const text = stringOption(ctx.options, 'max-fee');
  if (text === undefined) return null;
  const parsed = parseDisplayAmount(text, DECIMALS);
  if (!parsed.ok) throw usageFailure(`--max-fee: ${parsed.message}`);
  return parsed.base;
}

/**
 * A fee above --max-fee is refused; a fee the review flags is refused under --yes unless --max-fee allows it (the
 * terminal's "yes" is the person's own acknowledgement, with the warning on screen).
 */
function checkMaxFee(ctx: CommandContext, review: TxReview): void {
  const max = maxFeeOption(ctx);
  const fee = BigInt(review.fee.amount);
  if (max !== null && fee > max) throw refusedFailure(MSG.feeAboveMax(review.fee.amount, max.toString()));
  if (review.feeAlert && ctx.options.yes && max === null)
    throw refusedFailure(MSG.feeNeedsMaxFee(review.fee.amount, review.feeAlert.typicalFee));
}

/** Shows the review, asks, signs and broadcasts once, then reports the final status. */
export async function reviewConfirmTrack(ctx: CommandContext, review: TxReview, extras: ReviewExtras) {
  // A shared account's review becomes a proposal its members sign (--out), never a tx/confirm.
  if (review.multisig) return proposeReviewed(ctx, review, extras);
  if (showsReview(ctx.options)) process.stderr.write(`${reviewText(review, extras)}\n\n`);
  try {
    checkMaxFee(ctx, review);
    await confirmOrRefuse(ctx, MSG.confirmPrompt);
  } catch (error) {
    await ctx.call('tx/cancel', { reviewId: review.reviewId }).catch(() => undefined);
    throw error;
  }
  await ctx.unlock();
  // The person saw this review (its sign-doc hash) and, for a flagged fee, said yes to it (typed, or --max-fee).
  const submitted = await ctx.call<TxSubmitted>('tx/confirm', {
    reviewId: review.reviewId,
    signDocHash: review.signDocHash,
    ...(review.feeAlert ? { acceptHighFee: true } : {}),
  });
  ctx.out.note(MSG.sentPending(submitted.txHash));
  const final = await waitUntilFinal(ctx, submitted);
  const data = { review: reviewJson(review, extras), result: resultJson(final) };
  if (final.status === 'failed' || final.status === 'dropped') {
    ctx.out.result(data, () => '');
    throw final.status === 'failed'
      ? new CliFailure('tx_failed', MSG.txFailed(final.txHash, final.rawLog), EXIT.failed)
      : new CliFailure('tx_dropped', MSG.txDropped(final.txHash, dropReasonOf(final.code)), EXIT.failed);
  }
  ctx.out.result(data, () =>
    final.status === 'included' ? MSG.included(final.txHash, final.height) : MSG.sentPending(final.txHash),
  );
}
