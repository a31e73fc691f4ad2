// Collecting member signatures for an opened proposal, in any order and by any route: each is checked on import
// (a wrong, stale or foreign one is refused with the member's name and why), then k of them combine into the tx.
import { fromBase64 } from '@cosmjs/encoding';
import { combineMultisigTx } from '../../../shared/multisig/combine';
import type { MultisigSignatureFile } from '../../../shared/multisig/files';
import { checkMemberSignature } from '../../../shared/multisig/signature-check';
import { multisigError } from './errors';
import type { OpenedProposal } from './proposal';

/** A signature that passed every check, with the member who made it. */
export interface CollectedSignature {
  memberIndex: number;
  memberName: string;
  signature: Uint8Array;
  file: MultisigSignatureFile;
}

/** Who has signed and whether the threshold is reached (what the proposal view shows). */
export interface ProposalStatus {
  threshold: number;
  members: Array<{ index: number; name: string; pubkey: string; signed: boolean }>;
  signed: number;
  ready: boolean;
}

/**
 * Adds `file` to `collected` after checking it against the proposal. Throws a WalletError naming the member and the
 * reason (details.reason: foreign_key, stale, other_proposal, bad_signature, ...). A member already collected with
 * the very same signature is a no-op; a second, different one from the same member replaces nothing and is refused.
 */
export function addSignature(
  opened: OpenedProposal,
  collected: readonly CollectedSignature[],
  file: MultisigSignatureFile,
): CollectedSignature[] {
  const check = checkMemberSignature(opened.proposal, opened.signBytes, file);
  if (!check.ok) {
    throw multisigError(check.problem, check.message, {
      memberIndex: check.memberIndex,
      memberName: check.memberName,
    });
  }
  const existing = collected.find((c) => c.memberIndex === check.memberIndex);
  if (existing) {
    if (existing.file.signature === file.signature) return [...collected];
    throw multisigError('duplicate_signature', `${check.memberName} has already signed this proposal.`, {
      memberIndex: check.memberIndex,
      memberName: check.memberName,
    });
  }
  const entry = {
    memberIndex: check.memberIndex,
    memberName: check.memberName,
    signature: fromBase64(file.signature),
    file,
  };
  return [...collected, entry].sort((a, b) => a.memberIndex - b.memberIndex);
}

export function proposalStatus(
  opened: OpenedProposal,
  collected: readonly CollectedSignature[],
): ProposalStatus {
  const { account } = opened.proposal;
  const signedIndexes = new Set(collected.map((c) => c.memberIndex));
  return {
    threshold: account.threshold,
    members: account.members.map((m, index) => ({
      index,
      name: m.name === '' ? `member ${index + 1}` : m.name,
      pubkey: m.pubkey,
      signed: signedIndexes.has(index),
    })),
    signed: signedIndexes.size,
    ready: signedIndexes.size >= account.threshold,
  };
}

/** The broadcastable bytes once at least k signatures are in; refuses below the threshold. */
export function combineCollected(
  opened: OpenedProposal,
  collected: readonly CollectedSignature[],
): Uint8Array {
  const status = proposalStatus(opened, collected);
  if (!status.ready) {
    const missing = status.members.filter((m) => !m.signed).map((m) => m.name);
    throw multisigError(
      'below_threshold',
      `This proposal has ${status.signed} of the ${status.threshold} signatures it needs (not yet signed: ${missing.join(', ')}).`,
      { signed: status.signed, threshold: status.threshold },
    );
  }
  return combineMultisigTx(opened.proposal, collected, opened.dialect);
}
