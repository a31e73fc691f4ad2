// Detached update signatures: ed25519 over the SHA-512 digest of the artifact, checked against embedded keys.
import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { TrustedUpdateKey } from './trusted-keys';

/** Algorithm tag written into every `.sig` file. */
export const SIGNATURE_ALGORITHM = 'ed25519-sha512';

/** Contents of a `<artifact>.sig` file (JSON). `signature` is base64 of the 64-byte ed25519 signature. */
export interface DetachedSignature {
  algorithm: typeof SIGNATURE_ALGORITHM;
  keyId: string;
  signature: string;
}

export type SignatureCheck =
  | { ok: true; keyId: string }
  | { ok: false; reason: 'malformed' | 'unknown_key' | 'mismatch'; message: string };

/** SHA-512 digest (64 bytes) of a file, streamed so large installers never sit in memory. */
export async function sha512OfFile(filePath: string): Promise<Buffer> {
  const hash = createHash('sha512');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest();
}

/** Signs a file digest with an ed25519 private key (PEM, PKCS#8) and returns the `.sig` JSON text. */
export function signDigest(digest: Buffer, privateKeyPem: string, keyId: string): string {
  const key = createPrivateKey(privateKeyPem);
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error('Update signing key must be an ed25519 private key');
  const signature = sign(null, digest, key).toString('base64');
  const body: DetachedSignature = { algorithm: SIGNATURE_ALGORITHM, keyId, signature };
  return `${JSON.stringify(body)}\n`;
}

/** Parses `.sig` text; throws a clear error when it is not one. */
export function parseDetachedSignature(text: string): DetachedSignature {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('Signature file is not JSON');
  }
  const v = value as Partial<DetachedSignature> | null;
  if (!v || v.algorithm !== SIGNATURE_ALGORITHM)
    throw new Error(`Signature algorithm must be ${SIGNATURE_ALGORITHM}`);
  if (typeof v.keyId !== 'string' || v.keyId === '') throw new Error('Signature has no key id');
  if (typeof v.signature !== 'string' || !/^[A-Za-z0-9+/]{86}==$/.test(v.signature)) {
    throw new Error('Signature is not 64 bytes of base64');
  }
  return { algorithm: SIGNATURE_ALGORITHM, keyId: v.keyId, signature: v.signature };
}

function publicKeyOf(key: TrustedUpdateKey): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.x }, format: 'jwk' });
}

/** Checks a `.sig` text against a file digest and the trusted keys; never throws. */
export function verifyDigestSignature(
  digest: Buffer,
  signatureText: string,
  trustedKeys: readonly TrustedUpdateKey[],
): SignatureCheck {
  let parsed: DetachedSignature;
  try {
    parsed = parseDetachedSignature(signatureText);
  } catch (error) {
    return { ok: false, reason: 'malformed', message: (error as Error).message };
  }
  const trusted = trustedKeys.find((k) => k.keyId === parsed.keyId);
  if (!trusted) {
    return {
      ok: false,
      reason: 'unknown_key',
      message: `Signed by key "${parsed.keyId}", which this app does not trust`,
    };
  }
  let valid = false;
  try {
    valid = verify(null, digest, publicKeyOf(trusted), Buffer.from(parsed.signature, 'base64'));
  } catch {
    valid = false;
  }
  return valid
    ? { ok: true, keyId: trusted.keyId }
    : { ok: false, reason: 'mismatch', message: 'The signature does not match the downloaded file' };
}

/** Hashes the file and checks its detached signature; never throws for a bad signature. */
export async function verifyFileSignature(
  filePath: string,
  signatureText: string,
  trustedKeys: readonly TrustedUpdateKey[],
): Promise<SignatureCheck> {
  return verifyDigestSignature(await sha512OfFile(filePath), signatureText, trustedKeys);
}
