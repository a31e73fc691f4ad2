// The members a person picks for a new shared account, as the `multisig/create` request lists them: own accounts,
// contacts and pasted public keys, each once; and the thresholds that make sense for that many members. Pure.
import type { AccountInfo } from '../../../../shared/api';

/**
 * Fewest and most members of a shared account: the card format's bounds (shared/multisig/pubkey's
 * MAX_MULTISIG_MEMBERS, the SDK's default TxSigLimit; kept equal by a unit test, not imported, so the page does not
 * bundle that module's hashing code).
 */
export const MIN_MEMBERS = 2;
export const MAX_MEMBERS = 7;

export type MemberSource =
  | { source: 'account'; accountId: string }
  | { source: 'contact'; address: string }
  | { source: 'pubkey'; pubkey: string; name?: string };

/** A pasted or scanned key and the name the person gave it (empty: none; the card then shows its address). */
export interface PickedKey {
  pubkey: string;
  name: string;
}

export interface MemberPicks {
  accountIds: readonly string[];
  contactAddresses: readonly string[];
  pubkeys: readonly PickedKey[];
}

/** A base64 33-byte compressed secp256k1 key: 44 characters, no padding, starting with 0x02 or 0x03. */
const PUBKEY_PATTERN = /^A[g-z0-9+/][A-Za-z0-9+/]{42}$/;

export type PubkeyProblem = 'invalid' | 'twice';

/** The pasted or scanned text as a member key (spaces and a trailing newline dropped), or why not. */
export function readPubkey(
  text: string,
  already: readonly string[],
): { ok: true; pubkey: string } | { ok: false; problem: PubkeyProblem } {
  const pubkey = text.replace(/\s+/g, '');
  if (!PUBKEY_PATTERN.test(pubkey)) return { ok: false, problem: 'invalid' };
  if (already.includes(pubkey)) return { ok: false, problem: 'twice' };
  return { ok: true, pubkey };
}

/** Accounts of this wallet that can be members: those with a key of their own (not watch-only, not shared). */
export function memberCandidates(accounts: readonly AccountInfo[]): AccountInfo[] {
  return accounts.filter((a) => a.pubkey !== null && a.kind !== 'watch_only' && a.kind !== 'multisig');
}

/** The request's member list, in the order picked (own accounts, contacts, keys); the address does not depend on it. */
export function membersOf(picks: MemberPicks): MemberSource[] {
  return [
    ...picks.accountIds.map((accountId) => ({ source: 'account' as const, accountId })),
    ...picks.contactAddresses.map((address) => ({ source: 'contact' as const, address })),
    ...picks.pubkeys.map(({ pubkey, name }) => {
      const label = name.trim();
      return { source: 'pubkey' as const, pubkey, ...(label ? { name: label } : {}) };
    }),
  ];
}

/** 1..n for n members (none outside the member bounds). */
export function thresholdChoices(memberCount: number): number[] {
  if (memberCount < MIN_MEMBERS || memberCount > MAX_MEMBERS) return [];
  return Array.from({ length: memberCount }, (_, i) => i + 1);
}

/** The threshold kept when the member count changes: the one chosen while still possible, else a majority. */
export function fitThreshold(chosen: number | null, memberCount: number): number {
  if (memberCount < MIN_MEMBERS) return 1;
  if (chosen !== null && chosen >= 1 && chosen <= memberCount) return chosen;
  return Math.floor(memberCount / 2) + 1;
}
