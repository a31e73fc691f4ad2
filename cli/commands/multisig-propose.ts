// Any signing command run from a shared account (--from <shared account>) writes a proposal instead of signing:
// send, delegate, undelegate, vote, token send, swap, contract and authz commands alike, the same proposal file
// `multisig sign | combine | broadcast` read. The review the person saw is the one proposed (its sign-doc hash).
import type { ProposalView } from '../../shared/api/multisig';
import type { TxReview } from '../../shared/api/tx';
import { stringOption, type CommandContext } from '../context';
import { writeOutputFile } from '../io/files';
import { usageFailure } from '../io/output';
import { reviewText, showsReview, type ReviewExtras } from '../review';
import { confirmOrRefuse } from './keys';

/** Shows the review ("needs k of n signatures"), asks, and writes the proposal to --out. */
export async function proposeReviewed(ctx: CommandContext, review: TxReview, extras: ReviewExtras) {
  const shared = review.multisig!;
  const out = stringOption(ctx.options, 'out');
  if (!out) {
    await ctx.call('tx/cancel', { reviewId: review.reviewId }).catch(() => undefined);
    throw usageFailure(
      'This account is a shared account: add --out <proposal.json> to write a proposal its members sign.',
    );
  }
  if (showsReview(ctx.options)) {
    const needs = `Needs ${shared.threshold} of ${shared.members.length} signatures (shared account).`;
    process.stderr.write(`${reviewText(review, extras)}\n${needs}\n\n`);
  }
  try {
    await confirmOrRefuse(ctx, 'Write this proposal for the members to sign?');
  } catch (error) {
    await ctx.call('tx/cancel', { reviewId: review.reviewId }).catch(() => undefined);
    throw error;
  }
  const { proposal, fileText } = await ctx.call<{ proposal: ProposalView; fileText: string }>(
    'multisig/propose',
    { reviewId: review.reviewId, reviewedSignDocHash: review.signDocHash },
  );
  writeOutputFile(out, fileText);
  ctx.out.result({ file: out, proposal }, () =>
    [
      `Wrote ${out}`,
      `Proposal:   ${proposal.id} (sequence ${proposal.sequence}, needs ${proposal.threshold} of ${proposal.signers.length})`,
      ...proposal.summary.messages.map((line) => `  ${line}`),
    ].join('\n'),
  );
}
