// Signed release manifests (<artifact>.manifest.json): ed25519 over canonical JSON binding version, channel,
// platform, arch, file name, size, SHA-512, release time and key id — the only source the app trusts for them.
import semver from 'semver';
import { z } from 'zod';
import { signCanonical, verifyCanonical } from './ed25519';
import { resolveSigningKey, updateKeyLinkSchema, type UpdateKeyLink, type UpdateKeySet } from './key-chain';
import type { ReleaseChannel } from './providers';

export const MANIFEST_FORMAT = 'xyz-update-manifest/1';

/** What a release's signature covers, for one artifact. */
export interface ReleaseManifest {
  format: typeof MANIFEST_FORMAT;
  version: string;
  channel: ReleaseChannel;
  /** node's process.platform of the build: linux, darwin, win32. */
  platform: string;
  /** node's process.arch of the build (x64, arm64), or "universal" for a macOS universal build. */
  arch: string;
  /** The artifact's file name as the feed names it. */
  fileName: string;
  size: number;
  /** Base64 SHA-512 of the artifact. */
  sha512: string;
  /** ISO 8601 release time. */
  releaseDate: string;
  /** Key that signed this manifest; must chain to a built-in root. */
  keyId: string;
}

/** The published file: the manifest, its signature, and the key links from the root to the signer (optional). */
export interface SignedManifest {
  manifest: ReleaseManifest;
  signature: string;
  keyChain?: UpdateKeyLink[];
}

/** What the running app is; a manifest for anything else is refused. */
export interface RunningTarget {
  channel: ReleaseChannel;
  platform: string;
  arch: string;
}

export type ManifestRefusal =
  | 'malformed'
  | 'unknown_key'
  | 'broken_chain'
  | 'development_key'
  | 'bad_signature'
  | 'wrong_channel'
  | 'wrong_platform'
  | 'wrong_arch';

export type ManifestCheck =
  | { ok: true; manifest: ReleaseManifest; keyId: string }
  | { ok: false; reason: ManifestRefusal; detail: string };

const manifestSchema = z.strictObject({
  format: z.literal(MANIFEST_FORMAT),
  version: z.string().refine((v) => semver.valid(v) !== null, 'is not a semantic version'),
  channel: z.enum(['stable', 'beta']),
  platform: z.string().regex(/^[a-z0-9]{1,16}$/),
  arch: z.string().regex(/^[a-z0-9_]{1,16}$/),
  fileName: z.string().min(1).max(255),
  size: z.number().int().nonnegative(),
  sha512: z.string().regex(/^[A-Za-z0-9+/]{86}==$/, 'is not a base64 SHA-512 digest'),
  releaseDate: z.iso.datetime(),
  keyId: z.string().min(1).max(80),
});

const signedManifestSchema = z.strictObject({
  manifest: manifestSchema,
  signature: z.string().max(200),
  keyChain: z.array(updateKeyLinkSchema).max(16).optional(),
});

/** Signs a manifest and returns the text published as `<artifact>.manifest.json`. */
export function signManifest(
  manifest: ReleaseManifest,
  privateKeyPem: string,
  keyChain: readonly UpdateKeyLink[] = [],
): string {
  const envelope: SignedManifest = { manifest, signature: signCanonical({ ...manifest }, privateKeyPem) };
  if (keyChain.length > 0) envelope.keyChain = [...keyChain];
  return `${JSON.stringify(envelope, null, 2)}\n`;
}

/** Channels a running app accepts: stable takes stable only; beta takes beta and stable releases. */
function channelAccepted(manifestChannel: ReleaseChannel, running: ReleaseChannel): boolean {
  return manifestChannel === running || (running === 'beta' && manifestChannel === 'stable');
}

/**
 * Verifies a published manifest: well formed, signed by a key that chains to a built-in root (links may come
 * with the manifest), and made for this app's channel, platform and arch. Never throws.
 */
export function verifyManifest(
  text: string,
  options: { keys: UpdateKeySet; allowDevelopmentKeys: boolean; target: RunningTarget },
): ManifestCheck {
  let envelope: SignedManifest;
  try {
    const parsed = signedManifestSchema.safeParse(JSON.parse(text));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { ok: false, reason: 'malformed', detail: `${issue?.path.join('.')} ${issue?.message}` };
    }
    envelope = parsed.data as SignedManifest;
  } catch {
    return { ok: false, reason: 'malformed', detail: 'not JSON' };
  }
  const { manifest } = envelope;
  const keys: UpdateKeySet = {
    roots: options.keys.roots,
    links: [...options.keys.links, ...(envelope.keyChain ?? []).filter((link) => link.signedBy !== null)],
  };
  const key = resolveSigningKey(manifest.keyId, keys, { allowDevelopmentKeys: options.allowDevelopmentKeys });
  if (!key.ok) return { ok: false, reason: key.reason, detail: `key "${manifest.keyId}"` };
  if (!verifyCanonical({ ...manifest }, envelope.signature, key.publicKey)) {
    return { ok: false, reason: 'bad_signature', detail: `not signed by key "${manifest.keyId}"` };
  }
  const { target } = options;
  if (!channelAccepted(manifest.channel, target.channel)) {
    return { ok: false, reason: 'wrong_channel', detail: `${manifest.channel} release on ${target.channel}` };
  }
  if (manifest.platform !== target.platform) {
    return {
      ok: false,
      reason: 'wrong_platform',
      detail: `${manifest.platform} build on ${target.platform}`,
    };
  }
  const archOk =
    manifest.arch === target.arch || (manifest.arch === 'universal' && target.platform === 'darwin');
  if (!archOk) return { ok: false, reason: 'wrong_arch', detail: `${manifest.arch} build on ${target.arch}` };
  return { ok: true, manifest, keyId: key.keyId };
}

/** The base file name a feed entry (name, relative path or URL) downloads to, as manifests name artifacts. */
export function artifactBaseName(fileName: string): string {
  const pathname = /^[a-z]+:\/\//i.test(fileName) ? new URL(fileName).pathname : fileName;
  try {
    return decodeURIComponent(pathname.split('/').pop() ?? '');
  } catch {
    return pathname.split('/').pop() ?? '';
  }
}
