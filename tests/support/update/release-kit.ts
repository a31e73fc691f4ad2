// Test release keys and signed manifests: a root key, rotated keys, and manifest text for given bytes — what
// make-update-key.ts and sign-update.ts produce for a real release.
import { createHash, generateKeyPairSync } from 'node:crypto';
import {
  signKeyLink,
  type KeyPurpose,
  type UpdateKeyLink,
  type UpdateKeySet,
} from '../../../electron/core/update/key-chain';
import {
  MANIFEST_FORMAT,
  signManifest,
  type ReleaseManifest,
  type RunningTarget,
} from '../../../electron/core/update/manifest';

export interface TestKey {
  keyId: string;
  publicKey: string;
  privateKeyPem: string;
  purpose: KeyPurpose;
}

/** A fresh ed25519 key. */
export function makeTestKey(keyId: string, purpose: KeyPurpose = 'release'): TestKey {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    keyId,
    purpose,
    publicKey: publicKey.export({ format: 'jwk' }).x!,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/** The key as a root entry of update-keys.json. */
export function rootEntry(key: TestKey): UpdateKeyLink {
  return {
    keyId: key.keyId,
    publicKey: key.publicKey,
    purpose: key.purpose,
    signedBy: null,
    signature: null,
  };
}

/** `child` signed by `parent` (a rotation link). */
export function linkOf(child: TestKey, parent: TestKey): UpdateKeyLink {
  return signKeyLink(
    { keyId: child.keyId, publicKey: child.publicKey, purpose: child.purpose },
    { keyId: parent.keyId, privateKeyPem: parent.privateKeyPem },
  );
}

/** An app whose only built-in trust is `root`. */
export function keySetOf(root: TestKey, links: UpdateKeyLink[] = []): UpdateKeySet {
  return { roots: [rootEntry(root)], links };
}

/** What the tests' app is: stable, linux, x64. */
export const LINUX_X64: RunningTarget = { channel: 'stable', platform: 'linux', arch: 'x64' };

export function sha512Base64(bytes: Buffer): string {
  return createHash('sha512').update(bytes).digest('base64');
}

/** The manifest of `bytes` as `fileName`, with any field overridden. */
export function manifestOf(
  bytes: Buffer,
  fields: Partial<ReleaseManifest> & { version: string; fileName: string; keyId: string },
): ReleaseManifest {
  return {
    format: MANIFEST_FORMAT,
    channel: 'stable',
    platform: 'linux',
    arch: 'x64',
    size: bytes.length,
    sha512: sha512Base64(bytes),
    releaseDate: '2026-11-22T07:00:00.000Z',
    ...fields,
  };
}

/** The published `<artifact>.manifest.json` text of `bytes`, signed by `signer` (with `chain` links). */
export function signedManifestOf(
  bytes: Buffer,
  fields: Partial<ReleaseManifest> & { version: string; fileName: string },
  signer: TestKey,
  chain: UpdateKeyLink[] = [],
): string {
  return signManifest(manifestOf(bytes, { keyId: signer.keyId, ...fields }), signer.privateKeyPem, chain);
}
