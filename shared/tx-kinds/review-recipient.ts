// The address a review pays, read from the messages core will sign (never from a form): one rule for the renderer's
// review card and the CLI's "To:" line.
import type { TxReview } from '../api/tx';
import { VIEWS } from './views';

/**
 * The address a review pays, read from the messages core will sign (never from the form): a send's `to_address`,
 * a token transfer's `recipient`; null for any other transaction.
 */
export function reviewRecipient(review: Pick<TxReview, 'messages'>): string | null {
  if (review.messages.length !== 1) return null;
  const message = review.messages[0]!;
  const kind = VIEWS.ofJson(message)?.id;
  if (kind === 'send') return typeof message.to_address === 'string' ? message.to_address : null;
  if (kind === 'execute-contract') {
    const msg = message.msg as { transfer?: { recipient?: unknown } } | undefined;
    return typeof msg?.transfer?.recipient === 'string' ? msg.transfer.recipient : null;
  }
  return null;
}
