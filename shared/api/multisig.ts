// Contract of the shared-account (k-of-n multisig) domain: create or import a shared account, propose a transaction
// from it, co-sign a proposal with a key this wallet holds, collect the members' signatures, combine and broadcast.
// A shared account is an account of `keys/list` (kind 'multisig'); drafting from it uses the `tx/draft-*` channels.
// File formats: docs/offline-files.md ("Shared accounts").
import { z } from 'zod';
import type { TxSummary } from '../offline/envelopes';
import type { MultisigSignatureFile } from '../multisig/files';
import { MAX_MULTISIG_FILE_BYTES } from '../multisig/parse';
import { MAX_MULTISIG_MEMBERS } from '../multisig/pubkey';
import { channel, idSchema, nameText, type EpochMs } from './channel';
import type { AccountInfo, AccountKind, SharedAccountMember } from './keys';
import type { TxSubmitted } from './tx';

/** A shared-account file's text, or its QR frames (one per line); checked again for size and shape in core. */
const fileText = z
  .string()
  .min(1)
  .max(MAX_MULTISIG_FILE_BYTES * 2);
const proposalText = fileText;
const hashText = z.string().regex(/^[0-9A-F]{64}$/, 'Not an uppercase sha256 hash.');
/** A member's label on the card; optional (an own account or a contact brings its name). */
const memberLabel = nameText(64).optional();

/** Where one member's key comes from: one of this wallet's accounts, a contact the chain knows, or a pasted key. */
export const memberSourceSchema = z.discriminatedUnion('source', [
  z.strictObject({ source: z.literal('account'), accountId: idSchema, name: memberLabel }),
  z.strictObject({ source: z.literal('contact'), address: z.string().min(1).max(128), name: memberLabel }),
  z.strictObject({ source: z.literal('pubkey'), pubkey: z.string().min(1).max(200), name: memberLabel }),
]);
export type MemberSourceRequest = z.output<typeof memberSourceSchema>;

/** Where a proposal is: collecting signatures, k in, sent, settled, or overtaken by another tx of the account. */
export type ProposalStatusName = 'collecting' | 'ready' | 'broadcast' | 'included' | 'failed' | 'stale';

/** A proposal as the wallet stores and shows it. */
export interface ProposalView {
  id: string;
  /** The shared account (an account of `keys/list`). */
  accountId: string;
  /** What the transaction does, rebuilt from its bytes by the message descriptors (never the file's own words). */
  summary: TxSummary;
  chainId: string;
  accountNumber: string;
  sequence: string;
  /** Uppercase hex sha256 of the amino JSON sign bytes every member signs. */
  signDocHash: string;
  /** Every member, in the account's order, and whether their signature is in. */
  signers: Array<{ address: string; name: string | null; signed: boolean }>;
  threshold: number;
  status: ProposalStatusName;
  /** Why a 'stale' proposal can never be sent: another transaction used its sequence (it must be re-signed). */
  staleReason?: 'sequence_used';
  /** The broadcast transaction's hash once sent (its 'tx/status' events follow it), else null. */
  txHash: string | null;
  /** The proposal file to hand to the members (JSON; `offline/qr` makes its QR frames). */
  fileText: string;
  createdAt: EpochMs;
}

/** One of this wallet's accounts that is a member of the shared account a proposal spends from. */
export interface OwnMember {
  accountId: string;
  name: string;
  address: string;
  kind: AccountKind;
  /** A software key or a Ledger: it can co-sign on this machine (`multisig/sign`). */
  canSign: boolean;
}

/** The co-sign review: the full transaction, the shared account it spends from, and who here can sign it. */
export interface MultisigCosignReview {
  summary: TxSummary;
  chainId: string;
  accountNumber: string;
  sequence: string;
  account: {
    address: string;
    threshold: number;
    members: SharedAccountMember[];
    /** The shared account in this wallet's list (imported card), else null. */
    accountId: string | null;
    name: string | null;
  };
  ownMembers: OwnMember[];
  /** Pass back as `reviewedSignDocHash` to `multisig/sign`. */
  signDocHash: string;
  /** The exact amino JSON every member signs (what a Ledger shows; shared/ledger/device-screens reads it). */
  aminoSignDoc: string;
  /** This wallet's stored proposal with the same sign doc, if any. */
  proposalId: string | null;
  /** The proposal file's JSON (also when QR frames were given): what `multisig/sign` takes as `proposalText`. */
  fileText: string;
}

/** Why `multisig/import-signature` refused a signature (details of the 'signature_refused' error). */
export type SignatureRefusalReason =
  'not_member' | 'wrong_sign_doc' | 'bad_signature' | 'stale_sequence' | 'duplicate' | 'malformed';

export interface SignatureRefusalDetails {
  /** The signing member's address when the file names a key (even a foreign one), else null. */
  member: string | null;
  reason: SignatureRefusalReason;
}

export const multisigChannels = {
  /**
   * Creates a shared account of k = `threshold` of the members (2..7: the SDK's TxSigLimit counts every member key),
   * stores it (no secret: nothing goes to the keychain) and returns it with its member card. Keys are ordered by the
   * SDK's and cosmjs's default rule, so every member's wallet derives the same address. Errors name the member.
   */
  'multisig/create': channel(
    z.strictObject({
      name: nameText(64),
      threshold: z.number().int().min(1).max(MAX_MULTISIG_MEMBERS),
      members: z.array(memberSourceSchema).min(2).max(MAX_MULTISIG_MEMBERS),
    }),
  ).returns<{ account: AccountInfo; card: { fileText: string } }>(),
  /** Adds the shared account of a member card; its address is recomputed from its keys and threshold (a mismatch is refused). */
  'multisig/import-card': channel(z.strictObject({ fileText, name: nameText(64).optional() })).returns<{
    account: AccountInfo;
  }>(),
  /** The member card of a stored shared account (`offline/qr` makes its QR frames). */
  'multisig/card': channel(z.strictObject({ accountId: idSchema })).returns<{ fileText: string }>(),
  /**
   * Turns a review drafted from a shared account (`tx/draft-*` with its accountId; the review carries `multisig`) into a
   * stored proposal, only when its sign-doc hash is the one the person reviewed. `tx/confirm` refuses such a review.
   */
  'multisig/propose': channel(z.strictObject({ reviewId: idSchema, reviewedSignDocHash: hashText })).returns<{
    proposal: ProposalView;
    fileText: string;
  }>(),
  /** The stored proposals of a shared account, newest first; statuses (stale, included...) are brought up to date. */
  'multisig/proposals': channel(z.strictObject({ accountId: idSchema })).returns<{
    proposals: ProposalView[];
  }>(),
  /** Opens a proposal file (or QR frames) for co-signing: refuses an altered one. Never touches the network. */
  'multisig/review': channel(z.strictObject({ proposalText })).returns<MultisigCosignReview>(),
  /**
   * Co-signs a proposal (amino JSON) with the account `accountId`, which must be a member: only when the proposal's
   * sign-doc hash is the one the person reviewed. Returns the signature file. Never touches the network. Guarded by
   * the approval surface, which reads the proposal's JSON: pass `MultisigCosignReview.fileText` (not QR frames).
   */
  'multisig/sign': channel(
    z.strictObject({ accountId: idSchema, proposalText, reviewedSignDocHash: hashText }),
  ).returns<{ signature: MultisigSignatureFile; fileText: string }>(),
  /**
   * Adds a member's signature file (or QR frames) to a stored proposal after checking it against the proposal's exact
   * sign bytes and the member's key. Refused with code 'signature_refused', details `SignatureRefusalDetails`.
   */
  'multisig/import-signature': channel(z.strictObject({ proposalId: idSchema, fileText })).returns<{
    proposal: ProposalView;
  }>(),
  /** With k signatures in: combines them and broadcasts through the tracked broadcast ('tx/status' events follow). */
  'multisig/broadcast': channel(z.strictObject({ proposalId: idSchema })).returns<{
    submitted: TxSubmitted;
    proposal: ProposalView;
  }>(),
  /** Forgets a stored proposal (its collected signatures with it). */
  'multisig/remove-proposal': channel(z.strictObject({ proposalId: idSchema })).returns<{ removed: true }>(),
} as const;
