// What the account switcher and the dashboard say about a shared (k-of-n) account: its shape, or null for one key.
import type { AccountInfo } from '../../../../shared/api';

export interface SharedShape {
  /** Signatures needed. */
  k: number;
  /** Members. */
  n: number;
}

/** The "k of n" of a shared account; null for any other account (or none). */
export function sharedShape(account: AccountInfo | null | undefined): SharedShape | null {
  if (!account || account.kind !== 'multisig' || !account.multisig) return null;
  return { k: account.multisig.threshold, n: account.multisig.members.length };
}
