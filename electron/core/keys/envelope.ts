// Password-based encryption of secrets: scrypt (N=2^17, r=8, p=1) -> AES-256-GCM, in a versioned JSON envelope.
import { createCipheriv, createDecipheriv, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters; stored with the vault so they can be raised later without breaking old vaults. */
export interface KdfParams {
  alg: 'scrypt';
  /** CPU/memory cost (power of two). */
  N: number;
  r: number;
  p: number;
  /** Base64 random salt, 16 bytes. */
  salt: string;
}

/** An AES-256-GCM ciphertext; `v` is the envelope format version. All byte fields are base64. */
export interface Envelope {
  v: 1;
  alg: 'aes-256-gcm';
  iv: string;
  tag: string;
  ct: string;
}

/**
 * scrypt cost of new vaults and backups: N=2^17, r=8, p=1 (128 MiB, ~0.3 s here), OWASP's scrypt minimum. Vaults made
 * with N=2^15 (round 1) are re-sealed at this cost on their next successful unlock (vault.ts `needsUpgrade`).
 */
export const DEFAULT_SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;

/** True when `kdf` is cheaper to attack than `target` on any of N, r or p. Pure. */
export function weakerThan(kdf: KdfParams, target: { N: number; r: number; p: number }): boolean {
  return kdf.N < target.N || kdf.r < target.r || kdf.p < target.p;
}
const KEY_BYTES = 32;

export function newKdfParams(cost: { N: number; r: number; p: number } = DEFAULT_SCRYPT): KdfParams {
  return { alg: 'scrypt', ...cost, salt: randomBytes(16).toString('base64') };
}

/** Derives the 32-byte wallet key from the password (NFKC-normalised, as BIP39 does). */
export function deriveKey(password: string, params: KdfParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      Buffer.from(password.normalize('NFKC'), 'utf8'),
      Buffer.from(params.salt, 'base64'),
      KEY_BYTES,
      { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Encrypts `plaintext` under `key`; `aad` binds the ciphertext to its slot (e.g. the keychain entry name). */
export function seal(key: Buffer, plaintext: string, aad: string): Envelope {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    v: 1,
    alg: 'aes-256-gcm',
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ct: ct.toString('base64'),
  };
}

/** Decrypts an envelope; returns null when the key is wrong or the data was tampered with (never throws). */
export function open(key: Buffer, envelope: unknown, aad: string): string | null {
  if (!isEnvelope(envelope)) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(envelope.iv, 'base64'));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(Buffer.from(envelope.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(envelope.ct, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return e.v === 1 && e.alg === 'aes-256-gcm' && [e.iv, e.tag, e.ct].every((f) => typeof f === 'string');
}

/** Constant-time string comparison for check values. */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
