// Checks one member's signature file against a proposal: same chain and account, a member's key, the proposal's
// exact amino sign bytes (not a stale or other proposal), and a valid low-S secp256k1 signature. Pure.
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, toHex } from '@cosmjs/encoding';
import type { MultisigProposal, MultisigSignatureFile } from './files';

const HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n;

/** Why a signature file does not count towards a proposal. */
export type SignatureProblem =
  'other_chain' | 'other_account' | 'foreign_key' | 'stale' | 'other_proposal' | 'bad_signature';

export type SignatureCheck =
  | { ok: true; memberIndex: number; memberName: string }
  | {
      ok: false;
      problem: SignatureProblem;
      memberIndex: number | null;
      memberName: string | null;
      message: string;
    };

/** Uppercase hex sha256 of the amino sign bytes: the proposal's `sign_doc_hash`. */
export function signDocHash(signBytes: Uint8Array): string {
  return toHex(sha256(signBytes)).toUpperCase();
}

/** True when `signature` (64-byte r||s, low S) by `pubkey` covers sha256(`signBytes`), as the chain checks it. */
export function verifyAminoSignature(
  signBytes: Uint8Array,
  pubkey: Uint8Array,
  signature: Uint8Array,
): boolean {
  if (signature.length !== 64) return false;
  const s = BigInt(`0x${toHex(signature.subarray(32))}`);
  if (s === 0n || s > HALF_ORDER) return false;
  try {
    return Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(signature),
      sha256(signBytes),
      pubkey,
    );
  } catch {
    return false;
  }
}

function memberLabel(index: number, name: string): string {
  return name === '' ? `member ${index + 1}` : name;
}

/**
 * Checks `sig` against `proposal`, whose amino sign bytes are `signBytes` (the caller rebuilt them from the
 * proposal's body and fields; they must hash to its `sign_doc_hash`). The failure names the member and says why.
 */
export function checkMemberSignature(
  proposal: MultisigProposal,
  signBytes: Uint8Array,
  sig: MultisigSignatureFile,
): SignatureCheck {
  if (signDocHash(signBytes) !== proposal.sign_doc_hash) {
    throw new Error('the sign bytes given are not the proposal’s');
  }
  const index = proposal.account.members.findIndex((m) => m.pubkey === sig.member_pubkey);
  const name = index >= 0 ? memberLabel(index, proposal.account.members[index]!.name) : null;
  const fail = (problem: SignatureProblem, message: string): SignatureCheck => ({
    ok: false,
    problem,
    memberIndex: index >= 0 ? index : null,
    memberName: name,
    message,
  });
  if (sig.chain_id !== proposal.chain_id) {
    return fail(
      'other_chain',
      `The signature is for chain ${sig.chain_id}, the proposal for ${proposal.chain_id}.`,
    );
  }
  if (sig.account !== proposal.account.address) {
    return fail('other_account', `The signature is for another account (${sig.account}).`);
  }
  if (index < 0) {
    return fail(
      'foreign_key',
      `The signature was made by a key that is not a member of this shared account.`,
    );
  }
  if (sig.sign_doc_hash !== proposal.sign_doc_hash) {
    if (sig.sequence !== proposal.sequence || sig.account_number !== proposal.account_number) {
      return fail(
        'stale',
        `${name} signed the transaction at sequence ${sig.sequence}; this proposal is at sequence ${proposal.sequence}. ${name} must sign this proposal again.`,
      );
    }
    return fail('other_proposal', `${name} signed a different transaction, not this proposal.`);
  }
  if (!verifyAminoSignature(signBytes, fromBase64(sig.member_pubkey), fromBase64(sig.signature))) {
    return fail('bad_signature', `${name}'s signature does not match this proposal and their key.`);
  }
  return { ok: true, memberIndex: index, memberName: name! };
}
