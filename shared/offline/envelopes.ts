// JSON envelopes of the offline files (signed and unsigned transactions): strict zod schemas and their types.
// Documented for people in docs/offline-files.md. Pure and browser-safe.
import { z } from 'zod';
import { DIALECTS, type Dialect } from '../dialect';

/** Largest offline transaction file the wallet reads, in bytes (checked before any parsing). */
export const MAX_TX_FILE_BYTES = 256 * 1024;

export const SIGNED_TX_FORMAT = 'xyz-wallet/signed-tx';
export const UNSIGNED_TX_FORMAT = 'xyz-wallet/unsigned-tx';
/** The envelope version this wallet writes: 2 names the dialect of the messages (`dialect`). */
export const TX_ENVELOPE_VERSION = 2;
/** The versions this wallet reads: a version 1 file has no `dialect` and is read as the spec dialect. */
export const READABLE_TX_ENVELOPE_VERSIONS: readonly number[] = [1, 2];

/** Standard base64 with padding (what the chain REST and cosmjs use), bounded by the file size limit. */
export const base64Schema = z
  .string()
  .max(MAX_TX_FILE_BYTES)
  .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'Not standard base64.');

/** A tx hash: uppercase hex sha256 of the raw tx bytes. */
export const txHashSchema = z.string().regex(/^[0-9A-F]{64}$/, 'Not an uppercase hex sha256 hash.');

/** An unsigned 64-bit integer as a decimal string (account number, sequence, gas). */
export const uint64StringSchema = z
  .string()
  .regex(/^(0|[1-9]\d{0,19})$/, 'Not an integer.')
  .refine((s) => BigInt(s) < 1n << 64n, 'Out of the 64-bit range.');

/** Bech32 account address shape (checksum is verified when the file is decoded). */
export const addressSchema = z
  .string()
  .regex(/^[a-z]{1,16}1[02-9ac-hj-np-z]{38,90}$/, 'Not a bech32 address.');

export const chainIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Not a chain id.');

export const coinSchema = z.strictObject({
  denom: z
    .string()
    .min(2)
    .max(128)
    .regex(/^[a-zA-Z][a-zA-Z0-9/:._-]*$/, 'Not a denom.'),
  amount: z.string().regex(/^\d{1,40}$/, 'Not an integer amount.'),
});
export type EnvelopeCoin = z.infer<typeof coinSchema>;

/**
 * What a person reads before signing or broadcasting. Never trusted: readers regenerate it from the
 * decoded bytes and refuse the file when it differs.
 */
export const txSummarySchema = z.strictObject({
  /** One human line per message, in order. */
  messages: z.array(z.string().min(1).max(2000)).min(1).max(64),
  /** Fee coins in base units. */
  fee: z.array(coinSchema).max(8),
  /** Gas limit, integer string. */
  gas: uint64StringSchema,
  memo: z.string().max(512),
});
export type TxSummary = z.infer<typeof txSummarySchema>;

const createdAtSchema = z.iso.datetime({ offset: true });

/** Version 1 (no dialect: the spec's names) or 2 (the messages' dialect named). */
const versionSchema = z.union([z.literal(1), z.literal(2)]);
const dialectSchema = z.enum(DIALECTS as [Dialect, ...Dialect[]]);

/** A version 2 file must name its dialect; a version 1 file predates the field and must not carry it. */
function dialectFitsVersion(envelope: { version: 1 | 2; dialect?: Dialect }, ctx: z.RefinementCtx): void {
  if (envelope.version === 2 && envelope.dialect === undefined)
    ctx.addIssue({ code: 'custom', path: ['dialect'], message: 'A version 2 file names its dialect.' });
  if (envelope.version === 1 && envelope.dialect !== undefined)
    ctx.addIssue({ code: 'custom', path: ['dialect'], message: 'A version 1 file has no dialect field.' });
}

/** The dialect a file's messages are written in: its `dialect`, or the spec's for a version 1 file. */
export function envelopeDialect(envelope: { dialect?: Dialect }): Dialect {
  return envelope.dialect ?? 'spec';
}

/** A signed transaction ready to broadcast (the file carried from the offline machine). */
export const signedTxEnvelopeSchema = z
  .strictObject({
    format: z.literal(SIGNED_TX_FORMAT),
    version: versionSchema,
    /** Version 2: the dialect of the messages' type URLs ('spec' ledger/..., 'cosmos' stock names). */
    dialect: dialectSchema.optional(),
    chain_id: chainIdSchema,
    /** Bech32 address of the one signer. */
    signer: addressSchema,
    account_number: uint64StringSchema,
    sequence: uint64StringSchema,
    /** Base64 TxRaw bytes, exactly what is broadcast. */
    tx_bytes: base64Schema.min(4),
    tx_hash: txHashSchema,
    summary: txSummarySchema,
    created_at: createdAtSchema,
  })
  .superRefine(dialectFitsVersion);
export type SignedTxEnvelope = z.infer<typeof signedTxEnvelopeSchema>;

/** The sign-doc fields the offline machine needs besides the body: fee, gas limit (sequence is top level). */
export const unsignedFeeSchema = z.strictObject({
  amount: z.array(coinSchema).max(8),
  gas_limit: uint64StringSchema,
});

/** A transaction prepared on the online machine (typically by a watch-only account) for the offline signer. */
export const unsignedTxEnvelopeSchema = z
  .strictObject({
    format: z.literal(UNSIGNED_TX_FORMAT),
    version: versionSchema,
    /** Version 2: the dialect of the messages' type URLs ('spec' ledger/..., 'cosmos' stock names). */
    dialect: dialectSchema.optional(),
    chain_id: chainIdSchema,
    signer: addressSchema,
    account_number: uint64StringSchema,
    sequence: uint64StringSchema,
    /** Base64 TxBody bytes (messages and memo). */
    body_bytes: base64Schema.min(4),
    fee: unsignedFeeSchema,
    /** Base64 33-byte compressed secp256k1 key when the chain already knows it; null otherwise. */
    pubkey: base64Schema.min(4).nullable(),
    summary: txSummarySchema,
    created_at: createdAtSchema,
  })
  .superRefine(dialectFitsVersion);
export type UnsignedTxEnvelope = z.infer<typeof unsignedTxEnvelopeSchema>;
