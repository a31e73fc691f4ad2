// The shared-account files (member card, proposal, signature): strict zod schemas and their types, versioned like
// the offline transaction files. Documented for people in docs/offline-files.md. Pure and browser-safe.
import { z } from 'zod';
import {
  addressSchema,
  base64Schema,
  chainIdSchema,
  txSummarySchema,
  uint64StringSchema,
  unsignedFeeSchema,
} from '../offline/envelopes';
import { findDeceptiveChars, isWellFormedText } from '../text';
import { MAX_MULTISIG_MEMBERS } from './pubkey';

export const MULTISIG_ACCOUNT_FORMAT = 'xyz-wallet/multisig-account';
export const MULTISIG_PROPOSAL_FORMAT = 'xyz-wallet/multisig-proposal';
export const MULTISIG_SIGNATURE_FORMAT = 'xyz-wallet/multisig-signature';
/** The only version of the three formats this wallet writes and reads. */
export const MULTISIG_FILE_VERSION = 1;

/** Base64 of a 33-byte compressed secp256k1 key (44 characters). */
export const memberKeySchema = z.string().regex(/^[A-Za-z0-9+/]{44}$/, 'Not a base64 33-byte public key.');

/** Base64 of a 64-byte r||s signature (88 characters). */
export const memberSignatureSchema = z
  .string()
  .regex(/^[A-Za-z0-9+/]{86}==$/, 'Not a base64 64-byte signature.');

/** Uppercase hex sha256 of the amino JSON sign bytes every member signs. */
export const signDocHashSchema = z.string().regex(/^[0-9A-F]{64}$/, 'Not an uppercase hex sha256 hash.');

/** A label the member chose, shown to the others; never trusted as identity (the key is). */
const memberNameSchema = z
  .string()
  .max(64)
  .refine((s) => isWellFormedText(s) && findDeceptiveChars(s).length === 0, 'Hidden or control characters.');

export const memberSchema = z.strictObject({ pubkey: memberKeySchema, name: memberNameSchema });
export type MultisigMember = z.infer<typeof memberSchema>;

/** The account's definition: threshold and member keys in the order that defines the address. */
export const multisigAccountSchema = z.strictObject({
  address: addressSchema,
  threshold: z.number().int().min(1).max(MAX_MULTISIG_MEMBERS),
  members: z.array(memberSchema).min(2).max(MAX_MULTISIG_MEMBERS),
});
export type MultisigAccountDef = z.infer<typeof multisigAccountSchema>;

const createdAtSchema = z.iso.datetime({ offset: true });

/** The member card: what every member imports to watch the same shared account. */
export const multisigCardSchema = z.strictObject({
  format: z.literal(MULTISIG_ACCOUNT_FORMAT),
  version: z.literal(MULTISIG_FILE_VERSION),
  chain_id: chainIdSchema,
  account: multisigAccountSchema,
  created_at: createdAtSchema,
});
export type MultisigCard = z.infer<typeof multisigCardSchema>;

/** An unsigned transaction from the shared account, waiting for k member signatures (LEGACY_AMINO_JSON). */
export const multisigProposalSchema = z.strictObject({
  format: z.literal(MULTISIG_PROPOSAL_FORMAT),
  version: z.literal(MULTISIG_FILE_VERSION),
  chain_id: chainIdSchema,
  account: multisigAccountSchema,
  account_number: uint64StringSchema,
  sequence: uint64StringSchema,
  /** Base64 TxBody bytes (messages and memo). */
  body_bytes: base64Schema.min(4),
  fee: unsignedFeeSchema,
  /** sha256 of the amino sign bytes; readers recompute it from the fields above and refuse a mismatch. */
  sign_doc_hash: signDocHashSchema,
  summary: txSummarySchema,
  created_at: createdAtSchema,
});
export type MultisigProposal = z.infer<typeof multisigProposalSchema>;

/** One member's signature over a proposal's sign bytes. */
export const multisigSignatureSchema = z.strictObject({
  format: z.literal(MULTISIG_SIGNATURE_FORMAT),
  version: z.literal(MULTISIG_FILE_VERSION),
  chain_id: chainIdSchema,
  /** The shared account's address. */
  account: addressSchema,
  account_number: uint64StringSchema,
  sequence: uint64StringSchema,
  sign_doc_hash: signDocHashSchema,
  /** The signing member's key (must be one of the account's). */
  member_pubkey: memberKeySchema,
  /** 64-byte low-S secp256k1 signature of sha256(amino sign bytes). */
  signature: memberSignatureSchema,
  created_at: createdAtSchema,
});
export type MultisigSignatureFile = z.infer<typeof multisigSignatureSchema>;

export type MultisigFile =
  | { kind: 'card'; file: MultisigCard }
  | { kind: 'proposal'; file: MultisigProposal }
  | { kind: 'signature'; file: MultisigSignatureFile };
