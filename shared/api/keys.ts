// Contract of the keys domain: wallet password, accounts (mnemonic HD, private key, watch-only), lock state.
import { z } from 'zod';
import { channel, emptyRequest, idSchema, nameText, type EpochMs } from './channel';

/**
 * How an account signs: derived from a stored mnemonic, a stored private key, a Ledger device, not at all, or by k of
 * its n members' signatures ('multisig': a shared account; no key of this wallet signs for it directly).
 */
export type AccountKind = 'mnemonic' | 'private_key' | 'watch_only' | 'ledger' | 'multisig';

/** One member of a shared account, in the order that defines its address. */
export interface SharedAccountMember {
  /** The member's own bech32 address (derived from its key). */
  address: string;
  /** Base64 compressed secp256k1 public key (33 bytes). */
  pubkey: string;
  /** The label on the member card (or this wallet's name for it); null when it has none. */
  name: string | null;
  /** The id of this wallet's account holding this member's key (it can co-sign here), else null. */
  ownAccountId: string | null;
}

/** What makes an account shared: k of its n members must sign. */
export interface SharedAccountInfo {
  threshold: number;
  members: SharedAccountMember[];
}

/** Non-secret account data, as stored in the cache and shown by the UI. */
export interface AccountInfo {
  id: string;
  name: string;
  kind: AccountKind;
  /** Bech32 address with the active profile's prefix. */
  address: string;
  /** Id of the keychain secret this account derives from (null for watch-only). Accounts sharing a mnemonic share it. */
  secretId: string | null;
  /** HD index i of m/44'/{coinType}'/0'/0/i (null unless kind = 'mnemonic' or 'ledger'). */
  hdIndex: number | null;
  /** SLIP-44 coin type of the HD path, fixed at creation (null unless kind = 'mnemonic'). */
  coinType?: number | null;
  /** Base64 compressed secp256k1 public key (null for watch-only and shared accounts). */
  pubkey: string | null;
  createdAt: EpochMs;
  /** Set exactly when kind = 'multisig': the threshold and the members. */
  multisig?: SharedAccountInfo;
}

export interface LockStatus {
  /** A wallet password has been set up (some secret exists). */
  hasPassword: boolean;
  locked: boolean;
  /** Minutes of inactivity before auto-lock; 0 = never. */
  autoLockMinutes: number;
  /** Whether the OS keychain works; when false, no secret can be created or read. */
  keychainAvailable: boolean;
  /** When the next password attempt is allowed (epoch ms), if throttled. */
  retryAt: EpochMs | null;
}

/** Wallet passwords: 8-1024 characters, never trimmed. */
export const passwordSchema = z.string().min(8, 'Use at least 8 characters.').max(1024);
/** Password for an attempt (unlock, reveal): any non-empty string, checked by core. */
export const passwordAttemptSchema = z.string().min(1, 'Enter your password.').max(1024);
export const accountNameSchema = nameText(64);
/** A mnemonic as typed: words separated by whitespace; normalised and checksum-checked in core. */
export const mnemonicTextSchema = z.string().min(1).max(1000);
export const hdIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);

/** The text the user types to confirm `keys/reset`. */
export const RESET_CONFIRMATION = 'DELETE ALL KEYS';

export const keysChannels = {
  /** Lock state, whether a password exists, keychain availability. */
  'keys/status': channel(emptyRequest).returns<LockStatus>(),
  /** Lists every account (watch-only included). Works while locked. */
  'keys/list': channel(emptyRequest).returns<{ accounts: AccountInfo[]; activeAccountId: string | null }>(),
  /**
   * Generates a new 24-word mnemonic, held in core memory only, and returns it ONCE together with the
   * word positions (0-based) the user must type back to `keys/create`.
   */
  'keys/generate-mnemonic': channel(emptyRequest).returns<{
    draftId: string;
    mnemonic: string;
    confirmIndices: number[];
  }>(),
  /**
   * Stores the generated mnemonic after the user typed back the requested words. `password` is required
   * (and becomes the wallet password) only when no wallet password exists; otherwise the wallet must be unlocked.
   */
  'keys/create': channel(
    z.strictObject({
      draftId: idSchema,
      confirmWords: z.array(z.string().max(32)).min(1).max(24),
      name: accountNameSchema,
      password: passwordSchema.optional(),
    }),
  ).returns<AccountInfo>(),
  /** Imports a 12- or 24-word mnemonic (checksum checked) at HD index `hdIndex` (default 0). */
  'keys/import-mnemonic': channel(
    z.strictObject({
      mnemonic: mnemonicTextSchema,
      name: accountNameSchema,
      hdIndex: hdIndexSchema.optional(),
      password: passwordSchema.optional(),
    }),
  ).returns<AccountInfo>(),
  /** Imports a raw secp256k1 private key (64 hex chars, optional 0x). */
  'keys/import-private-key': channel(
    z.strictObject({
      privateKeyHex: z.string().min(1).max(200),
      name: accountNameSchema,
      password: passwordSchema.optional(),
    }),
  ).returns<AccountInfo>(),
  /** Adds an address without keys; it can be viewed but never signs. Works while locked. */
  'keys/add-watch-only': channel(
    z.strictObject({ address: z.string().min(1).max(128), name: accountNameSchema }),
  ).returns<AccountInfo>(),
  /** Derives another account from the mnemonic of `fromAccountId` (next free HD index unless given). */
  'keys/derive-account': channel(
    z.strictObject({ fromAccountId: idSchema, name: accountNameSchema, hdIndex: hdIndexSchema.optional() }),
  ).returns<AccountInfo>(),
  'keys/rename': channel(
    z.strictObject({ accountId: idSchema, name: accountNameSchema }),
  ).returns<AccountInfo>(),
  /**
   * Removes an account; its keychain secret is deleted when no other account uses it. Needs the password for keyed
   * accounts. A shared account (no secret) is removed with its stored proposals.
   */
  'keys/remove': channel(
    z.strictObject({ accountId: idSchema, password: passwordAttemptSchema.optional() }),
  ).returns<{ removed: true }>(),
  /** Makes an account the active one (dashboard, send). */
  'keys/select': channel(z.strictObject({ accountId: idSchema })).returns<{ activeAccountId: string }>(),
  'keys/lock': channel(emptyRequest).returns<LockStatus>(),
  /** Unlock with the wallet password; attempts run one at a time with a growing delay after failures. */
  'keys/unlock': channel(z.strictObject({ password: passwordAttemptSchema })).returns<LockStatus>(),
  /** Re-encrypts every secret with the new password, atomically. */
  'keys/change-password': channel(
    z.strictObject({ currentPassword: passwordAttemptSchema, newPassword: passwordSchema }),
  ).returns<LockStatus>(),
  /**
   * "Forgot password": deletes every key and keyed account (watch-only accounts stay) so a new password can be set.
   * Destructive and password-less by design; the request must carry the exact confirmation text.
   */
  'keys/reset': channel(z.strictObject({ confirm: z.literal(RESET_CONFIRMATION) })).returns<{
    removedAccounts: number;
  }>(),
  /** Returns the recovery phrase of a mnemonic account after re-entering the password. */
  'keys/reveal-phrase': channel(
    z.strictObject({ accountId: idSchema, password: passwordAttemptSchema }),
  ).returns<{ mnemonic: string }>(),
} as const;
