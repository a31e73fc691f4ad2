// Contract of the offline domain: air-gapped signing (unsigned file -> offline sign -> signed file/QR -> online
// broadcast) and encrypted backups. File formats: docs/offline-files.md.
import type { Dialect } from '../dialect';
import { z } from 'zod';
import { MEMO_MAX_BYTES } from '../memo';
import type { SignedTxEnvelope, TxSummary, UnsignedTxEnvelope } from '../offline/envelopes';
import { MAX_TX_FILE_BYTES } from '../offline/envelopes';
import { baseAmountSchema, channel, idSchema } from './channel';
import type { AccountInfo } from './keys';
import { passwordAttemptSchema, passwordSchema } from './keys';
import type { QrImage } from './qr';
import { MAX_PERMISSION_ITEMS, revokeItemSchema } from './permissions';

/** Text of a transaction file, QR frames (one per line) or pasted base64; the size limit is checked in core too. */
const fileText = z
  .string()
  .min(1)
  .max(MAX_TX_FILE_BYTES * 2);
const uintText = z.string().regex(/^\d{1,20}$/, 'Must be a whole number.');
const hashText = z.string().regex(/^[0-9A-Fa-f]{64}$/, 'Not a hash.');

/**
 * A send or delegation, as typed (amount in XYZ, e.g. "1.5"): 'send' (default) to the address `to`, or 'delegate'
 * to the validator `to` (an operator address, "xyzvaloper1...").
 */
const offlineTransferDraftSchema = z.strictObject({
  kind: z.enum(['send', 'delegate']).optional(),
  to: z.string().max(128),
  amount: z.string().max(64),
  memo: z
    .string()
    .max(MEMO_MAX_BYTES * 4)
    .optional(),
});

/** Revoke grants and fee allowances this account gave: the items of `tx/draft-revoke-permissions`, in one transaction. */
const offlineRevokeDraftSchema = z.strictObject({
  kind: z.literal('revoke-permissions'),
  items: z.array(revokeItemSchema).min(1).max(MAX_PERMISSION_ITEMS),
  memo: z
    .string()
    .max(MEMO_MAX_BYTES * 4)
    .optional(),
});

/** What the person wants to do: a send, a delegation or a revoke of permissions. */
export const offlineDraftSchema = z.union([offlineRevokeDraftSchema, offlineTransferDraftSchema]);
export type OfflineDraftInput = z.output<typeof offlineDraftSchema>;

/** Sign-doc fields the person supplies in offline signer mode. */
export const offlineSignParamsSchema = z.strictObject({
  chainId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Not a chain id.'),
  accountNumber: uintText,
  sequence: uintText,
  /** Fee in uxyz (base units). */
  feeAmount: baseAmountSchema,
  gasLimit: uintText,
});

/**
 * What to sign: an unsigned-tx file from the online machine, or a draft (send, delegate or revoke-permissions) with
 * person-supplied parameters.
 */
export const offlineSignSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('unsigned_file'), text: fileText }),
  z.strictObject({ kind: z.literal('draft'), draft: offlineDraftSchema, params: offlineSignParamsSchema }),
]);

export interface OfflineSignReview {
  summary: TxSummary;
  feeText: string;
  chainId: string;
  accountNumber: string;
  sequence: string;
  signer: string;
  /** Pass back to `offline/sign`: signing refuses when the transaction differs from the reviewed one. */
  signDocHash: string;
  /** The dialect of the messages (the names the file's network uses): written into the signed file. */
  dialect: Dialect;
  /** In amino mode, the exact JSON sign doc the signer (a Ledger) receives: what shared/ledger/device-screens reads. */
  aminoSignDoc?: string;
}

/** A file to save plus its QR frames (text and SVG images). */
export interface OfflineExport<E> {
  envelope: E;
  /** The file's exact text (JSON). */
  fileText: string;
  /** Suggested file name. */
  fileName: string;
  /** QR frame texts "XYZTX:i/n:checksum:chunk" and one QR image per frame (the core draws them, see ./qr). */
  frames: string[];
  images: QrImage[];
}

export interface OfflineBroadcastReview {
  txHash: string;
  chainId: string;
  signer: string;
  accountNumber: string;
  sequence: string;
  summary: TxSummary;
  feeText: string;
  source: 'file' | 'base64';
  /** The dialect of the messages; a file of the other dialect than the active network's is refused before this. */
  dialect: Dialect;
  /** Set when the chain already included this exact transaction: broadcasting sends nothing. */
  alreadyIncluded: { height: string; code: number } | null;
}

export const offlineChannels = {
  /**
   * Online, watch-only (or any) account: builds an unsigned send, delegation or revoke of permissions with account number and sequence from the
   * chain and the chain id checked against the node. Gas: `gasLimit`, else simulated x the gas adjustment when
   * the signer's public key is known, else 200000. Fee = gas x the settings' tier price unless `feeAmount` is given.
   */
  'offline/export-unsigned': channel(
    z.strictObject({
      accountId: idSchema,
      draft: offlineDraftSchema,
      gasLimit: uintText.optional(),
      feeAmount: baseAmountSchema.optional(),
    }),
  ).returns<OfflineExport<UnsignedTxEnvelope>>(),
  /** Offline: decodes and shows what would be signed. Never touches the network. */
  'offline/review-sign': channel(
    z.strictObject({ accountId: idSchema, source: offlineSignSourceSchema }),
  ).returns<OfflineSignReview>(),
  /** Offline: signs (wallet unlocked) and exports the signed file and QR frames. Never touches the network. */
  'offline/sign': channel(
    z.strictObject({ accountId: idSchema, source: offlineSignSourceSchema, reviewedSignDocHash: hashText }),
  ).returns<OfflineExport<SignedTxEnvelope> & { review: OfflineSignReview }>(),
  /** Online: decodes a signed file / QR frames / base64 and checks chain id, signer, account and sequence. */
  'offline/review-broadcast': channel(z.strictObject({ text: fileText })).returns<OfflineBroadcastReview>(),
  /** Online: re-checks, then broadcasts once via B6 (de-duplicated) and tracks it ('tx/status' events). */
  'offline/broadcast': channel(z.strictObject({ text: fileText, reviewedTxHash: hashText })).returns<{
    txHash: string;
    status: 'pending' | 'included';
  }>(),
  /** Splits any text into QR frames with their QR images (for showing an existing file as QR). */
  'offline/qr': channel(z.strictObject({ text: fileText })).returns<{
    frames: string[];
    images: QrImage[];
  }>(),
  /** Exports every account to an encrypted backup (base64 of the binary file). */
  'offline/backup-export': channel(
    z.strictObject({ password: passwordAttemptSchema.optional(), passphrase: z.string().min(1).max(1024) }),
  ).returns<{
    fileBase64: string;
    fileName: string;
    accounts: number;
    /** Accounts whose secret the key service cannot export (left out of the file). */
    excluded: Array<{ name: string; address: string; reason: string }>;
  }>(),
  /** Restores a backup, all or nothing. `password` only when the wallet has none yet (it becomes the wallet password). */
  'offline/backup-import': channel(
    z.strictObject({
      fileBase64: z
        .string()
        .min(1)
        .max(6 * 1024 * 1024),
      passphrase: z.string().min(1).max(1024),
      password: passwordSchema.optional(),
    }),
  ).returns<{ imported: AccountInfo[]; skipped: Array<{ name: string; address: string }> }>(),
} as const;
