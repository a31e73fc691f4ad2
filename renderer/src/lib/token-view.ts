// A token's graduation progress as the list and token detail show it, pure.
import type { TokenProgress, TokenView } from '../../../shared/api/data';

/** Progress in basis points: graduated = 100%, curve tokens from the progress query, AMM-only or unknown = null. */
export function tokenProgressBps(token: TokenView, progress: TokenProgress | undefined): number | null {
  if (token.graduated || progress?.graduated) return 10000;
  if (token.source !== 'launchpad' || !progress) return null;
  return Math.min(10000, Math.round(Number(progress.percent) * 100));
}
