// Public keys embedded in the app that may sign updates, by key id (several at once allow key rotation).

/** One trusted ed25519 public key: `x` is the raw 32-byte key in base64url (the JWK "x" member). */
export interface TrustedUpdateKey {
  keyId: string;
  x: string;
}

/**
 * Release signing keys. To rotate: add the new key here, ship a release signed by the old key, then sign with
 * the new key and remove the old one a release later. The private halves never live in this repository.
 */
export const RELEASE_UPDATE_KEYS: readonly TrustedUpdateKey[] = [
  { keyId: 'xyz-release-2026-1', x: 'LV4X_4pZFUFxW2wh39zvnKqCB7QJpxiNHHxf6Pho6wE' },
];
