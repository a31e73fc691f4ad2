// Token hygiene rules, pure: which of an account's holdings are hidden (by the person's mark or below their value
// threshold), which arrived unasked, and what the list shows with "show hidden" off or on.
import type { HoldingView } from '../../../shared/api/data';
import type { TokenHygieneView } from '../../../shared/api/tokens';
import { imitatesNativeSymbol } from '../../../shared/token-text';
import { tokenValueUxyz } from './money';

/** Why a holding is hidden: the person hid it, or it is worth less than their threshold. */
export type HiddenReason = 'hidden' | 'below';

export interface SortedHolding {
  holding: HoldingView;
  hidden: HiddenReason | null;
  /** Arrived without the account ever sending a transaction about it (and not marked kept). */
  unsolicited: boolean;
  kept: boolean;
  /** Its symbol reads as the chain's own coin (XYZ): marked so it is never taken for XYZ. */
  impostor: boolean;
}

/**
 * Why `holding` is hidden, or null. A token marked kept is never hidden by the threshold; a holding whose value is
 * unknown (no price) is not hidden by the threshold either — the rule cannot say it is worth less.
 */
export function hiddenReason(holding: HoldingView, hygiene: TokenHygieneView | null): HiddenReason | null {
  const mark = hygiene?.marks[holding.token];
  if (mark === 'hidden') return 'hidden';
  if (mark === 'kept' || !hygiene?.hideBelowUxyz) return null;
  const value = tokenValueUxyz(holding.balance, holding.priceUxyz);
  return value !== null && value < BigInt(hygiene.hideBelowUxyz) ? 'below' : null;
}

/** The holdings to show (all of them with `showHidden`, each with its reason) and how many are hidden. */
export function sortOutHoldings(
  holdings: readonly HoldingView[],
  hygiene: TokenHygieneView | null,
): { shown: SortedHolding[]; hiddenCount: number } {
  const unsolicited = new Set(hygiene?.unsolicited ?? []);
  const all = holdings.map((holding) => {
    const kept = hygiene?.marks[holding.token] === 'kept';
    return {
      holding,
      hidden: hiddenReason(holding, hygiene),
      unsolicited: !kept && unsolicited.has(holding.token),
      kept,
      impostor: imitatesNativeSymbol(holding.symbol),
    };
  });
  const hiddenCount = all.filter((h) => h.hidden !== null).length;
  return { shown: hygiene?.showHidden ? all : all.filter((h) => h.hidden === null), hiddenCount };
}
