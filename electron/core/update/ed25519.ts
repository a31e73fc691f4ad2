// Ed25519 over canonical JSON with raw 32-byte public keys (base64url, the JWK "x"), on node:crypto.
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { canonicalJson, type CanonicalValue } from './canonical-json';

/** The public key object of a raw ed25519 key in base64url; throws when it is not 32 bytes. */
export function ed25519PublicKey(publicKey: string): KeyObject {
  if (Buffer.from(publicKey, 'base64url').length !== 32) throw new Error('not a 32-byte ed25519 public key');
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' });
}

/** The raw public key (base64url) of an ed25519 private key in PEM (PKCS#8). */
export function publicKeyOfPrivatePem(privateKeyPem: string): string {
  const key = createPrivateKey(privateKeyPem);
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error('Update signing key must be an ed25519 private key');
  return createPublicKey(key).export({ format: 'jwk' }).x!;
}

/** Base64 ed25519 signature of the canonical JSON of `body`. */
export function signCanonical(body: CanonicalValue, privateKeyPem: string): string {
  const key = createPrivateKey(privateKeyPem);
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error('Update signing key must be an ed25519 private key');
  return sign(null, Buffer.from(canonicalJson(body), 'utf8'), key).toString('base64');
}

/** True when `signature` (base64, 64 bytes) signs the canonical JSON of `body` under `publicKey`; never throws. */
export function verifyCanonical(body: CanonicalValue, signature: string, publicKey: string): boolean {
  try {
    const bytes = Buffer.from(signature, 'base64');
    if (bytes.length !== 64) return false;
    return verify(null, Buffer.from(canonicalJson(body), 'utf8'), ed25519PublicKey(publicKey), bytes);
  } catch {
    return false;
  }
}
