// The encrypted backup file: "XYZBKP" magic, a version byte, a length-prefixed JSON header (scrypt parameters
// and salt, AES-256-GCM nonce, ciphertext length) and the ciphertext, with every header byte bound as AAD.
// Reuses the key service's scrypt derivation (keys/envelope.ts); AES-GCM here because the AAD is binary.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { WalletError } from '../../../shared/errors';
import { DEFAULT_SCRYPT, deriveKey, newKdfParams, weakerThan, type KdfParams } from '../keys/envelope';

export const BACKUP_MAGIC = 'XYZBKP';
export const BACKUP_VERSION = 1;
/** Largest backup file read, in bytes (checked before anything else). */
export const MAX_BACKUP_BYTES = 4 * 1024 * 1024;
/** Largest header, in bytes. */
const MAX_HEADER_BYTES = 4096;
const PREFIX_BYTES = BACKUP_MAGIC.length + 1 + 4;
const TAG_BYTES = 16;

/** Why a backup file was refused (WalletError.details.reason). */
export type BackupProblem =
  | 'file_too_large'
  | 'not_a_backup'
  | 'unsupported_version'
  | 'truncated'
  | 'wrong_passphrase'
  | 'weak_kdf'
  | 'unsafe_name';

const MESSAGES: Record<BackupProblem, string> = {
  file_too_large: `The file is too large to be an XYZ Wallet backup (limit ${MAX_BACKUP_BYTES / 1024 / 1024} MiB).`,
  not_a_backup: 'This is not an XYZ Wallet backup.',
  unsupported_version: 'Unsupported backup version.',
  truncated: 'The backup file is truncated (it is shorter than it says): copy it again.',
  wrong_passphrase: 'Wrong passphrase or damaged file.',
  weak_kdf:
    'This backup is protected more weakly than this wallet makes backups: it was not made by XYZ Wallet.',
  unsafe_name:
    'The backup holds an account name the wallet refuses (empty, too long, or with hidden, direction-changing or control characters).',
};

export function backupError(
  reason: BackupProblem,
  message = MESSAGES[reason],
  extra: Record<string, unknown> = {},
): WalletError {
  return new WalletError(reason === 'wrong_passphrase' ? 'wrong_password' : 'invalid_request', message, {
    reason,
    ...extra,
  });
}

const powerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

/** The header as stored. scrypt bounds keep a hostile file from demanding unbounded memory or time. */
/** Most scrypt memory a backup may ask for: 128 x N x r bytes <= 256 MiB. */
const MAX_SCRYPT_N_TIMES_R = 2 ** 21;

const headerSchema = z.strictObject({
  kdf: z
    .strictObject({
      alg: z.literal('scrypt'),
      N: z
        .number()
        .int()
        .min(2 ** 10)
        .max(2 ** 20)
        .refine(powerOfTwo, 'N must be a power of two.'),
      r: z.number().int().min(1).max(16),
      p: z.number().int().min(1).max(4),
      salt: z.string().regex(/^[A-Za-z0-9+/]{22}==$/, '16-byte base64 salt.'),
    })
    .refine((kdf) => kdf.N * kdf.r <= MAX_SCRYPT_N_TIMES_R, 'scrypt memory above 256 MiB.'),
  cipher: z.strictObject({
    alg: z.literal('aes-256-gcm'),
    nonce: z.string().regex(/^[A-Za-z0-9+/]{16}$/, '12-byte base64 nonce.'),
  }),
  /** Ciphertext length in bytes, GCM tag included. */
  ciphertext_bytes: z.number().int().min(TAG_BYTES).max(MAX_BACKUP_BYTES),
  created_at: z.iso.datetime({ offset: true }),
});
export type BackupHeader = z.infer<typeof headerSchema>;

function prefixAndHeader(header: BackupHeader): Buffer {
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const prefix = Buffer.alloc(PREFIX_BYTES);
  prefix.write(BACKUP_MAGIC, 0, 'ascii');
  prefix.writeUInt8(BACKUP_VERSION, BACKUP_MAGIC.length);
  prefix.writeUInt32BE(headerBytes.length, BACKUP_MAGIC.length + 1);
  return Buffer.concat([prefix, headerBytes]);
}

/** Encrypts `plaintext` under `passphrase` into a complete backup file. `cost` is for tests (defaults to N=2^17). */
export async function sealBackup(input: {
  plaintext: string;
  passphrase: string;
  now: Date;
  cost?: { N: number; r: number; p: number };
}): Promise<Uint8Array> {
  const kdf = newKdfParams(input.cost ?? DEFAULT_SCRYPT);
  const nonce = randomBytes(12);
  const plaintext = Buffer.from(input.plaintext, 'utf8');
  const header: BackupHeader = {
    kdf: { alg: 'scrypt', N: kdf.N, r: kdf.r, p: kdf.p, salt: kdf.salt },
    cipher: { alg: 'aes-256-gcm', nonce: nonce.toString('base64') },
    ciphertext_bytes: plaintext.length + TAG_BYTES,
    created_at: input.now.toISOString(),
  };
  const aad = prefixAndHeader(header);
  const key = await deriveKey(input.passphrase, kdf);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  key.fill(0);
  if (aad.length + body.length > MAX_BACKUP_BYTES)
    throw backupError('file_too_large', 'The wallet has too much data for one backup file.');
  return new Uint8Array(Buffer.concat([aad, body]));
}

/** Parses the framing and header without decrypting; throws the distinct errors for each bad-file case. */
export function readBackupHeader(file: Uint8Array): {
  header: BackupHeader;
  aad: Buffer;
  ciphertext: Buffer;
} {
  if (file.length > MAX_BACKUP_BYTES) throw backupError('file_too_large');
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.length);
  const magicLength = Math.min(bytes.length, BACKUP_MAGIC.length);
  if (
    bytes.length === 0 ||
    bytes.subarray(0, magicLength).toString('latin1') !== BACKUP_MAGIC.slice(0, magicLength)
  ) {
    throw backupError('not_a_backup');
  }
  if (bytes.length < PREFIX_BYTES) throw backupError('truncated');
  const version = bytes.readUInt8(BACKUP_MAGIC.length);
  if (version !== BACKUP_VERSION) {
    throw backupError(
      'unsupported_version',
      `Unsupported backup version ${version}: this wallet reads version ${BACKUP_VERSION}.`,
      {
        version,
      },
    );
  }
  const headerLength = bytes.readUInt32BE(BACKUP_MAGIC.length + 1);
  if (headerLength === 0 || headerLength > MAX_HEADER_BYTES)
    throw backupError('not_a_backup', 'The backup header is damaged.');
  if (bytes.length < PREFIX_BYTES + headerLength) throw backupError('truncated');
  let json: unknown;
  try {
    json = JSON.parse(bytes.subarray(PREFIX_BYTES, PREFIX_BYTES + headerLength).toString('utf8'));
  } catch {
    throw backupError('not_a_backup', 'The backup header is damaged.');
  }
  const parsed = headerSchema.safeParse(json);
  if (!parsed.success)
    throw backupError('not_a_backup', 'The backup header is damaged or uses unsupported parameters.');
  const header = parsed.data;
  const ciphertext = bytes.subarray(PREFIX_BYTES + headerLength);
  if (ciphertext.length < header.ciphertext_bytes) throw backupError('truncated');
  if (ciphertext.length > header.ciphertext_bytes) throw backupError('wrong_passphrase');
  return { header, aad: bytes.subarray(0, PREFIX_BYTES + headerLength), ciphertext };
}

/**
 * Decrypts a backup file; a wrong passphrase and any altered byte both give 'wrong_passphrase'. A file whose scrypt
 * cost is below `minCost` (the wallet's own, N=2^17, r=8, p=1; lower only in tests) is refused as 'weak_kdf' before
 * any derivation: the wallet never makes such files, so one is forged or from a tool that weakens its protection.
 */
export async function openBackup(
  file: Uint8Array,
  passphrase: string,
  minCost: { N: number; r: number; p: number } = DEFAULT_SCRYPT,
): Promise<string> {
  const { header, aad, ciphertext } = readBackupHeader(file);
  if (weakerThan(header.kdf, minCost))
    throw backupError('weak_kdf', undefined, { N: header.kdf.N, r: header.kdf.r, p: header.kdf.p });
  const kdf: KdfParams = {
    alg: 'scrypt',
    N: header.kdf.N,
    r: header.kdf.r,
    p: header.kdf.p,
    salt: header.kdf.salt,
  };
  const key = await deriveKey(passphrase, kdf);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(header.cipher.nonce, 'base64'));
    decipher.setAAD(aad);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - TAG_BYTES));
    const plaintext = Buffer.concat([
      decipher.update(ciphertext.subarray(0, ciphertext.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return plaintext.toString('utf8');
  } catch {
    throw backupError('wrong_passphrase');
  } finally {
    key.fill(0);
  }
}
