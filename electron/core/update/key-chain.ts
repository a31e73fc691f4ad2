// Update signing keys as a chain of trust (as Ledger Live rotates keys): a built-in root, each later key signed
// by the one before it; the key that signed a manifest is trusted only through an unbroken chain to the root.
import { z } from 'zod';
import { signCanonical, verifyCanonical } from './ed25519';

/** "release" keys sign shipped builds; "development" keys are for local and test feeds and refused when packaged. */
export type KeyPurpose = 'release' | 'development';

/** One entry of update-keys.json. The root has `signedBy: null`; every other key is signed by its parent. */
export interface UpdateKeyLink {
  keyId: string;
  /** Raw ed25519 public key, base64url (32 bytes). */
  publicKey: string;
  purpose: KeyPurpose;
  signedBy: string | null;
  /** Base64 ed25519 signature by `signedBy` over the canonical JSON of {keyId, publicKey, purpose, signedBy}. */
  signature: string | null;
}

/** What the app trusts: its built-in root(s) and the links it knows (embedded at build or published with a release). */
export interface UpdateKeySet {
  roots: readonly UpdateKeyLink[];
  links: readonly UpdateKeyLink[];
}

export type KeyResolution =
  | { ok: true; keyId: string; publicKey: string; path: readonly string[] }
  | {
      ok: false;
      reason: 'unknown_key' | 'broken_chain' | 'development_key';
      keyId: string;
    };

/** Longest root -> ... -> signer path walked; a longer one is refused (and a cycle can never pass). */
const MAX_CHAIN_LENGTH = 16;

const keyIdSchema = z.string().regex(/^[A-Za-z0-9._-]{1,80}$/, 'is not a key id');
const base64url32 = z
  .string()
  .refine((text) => /^[A-Za-z0-9_-]{43}$/.test(text), 'is not a 32-byte base64url public key');

export const updateKeyLinkSchema = z.strictObject({
  keyId: keyIdSchema,
  publicKey: base64url32,
  purpose: z.enum(['release', 'development']),
  signedBy: keyIdSchema.nullable(),
  signature: z.string().max(200).nullable(),
});

/** update-keys.json: a list of links; entries with `signedBy: null` are roots. */
export const updateKeyFileSchema = z.array(updateKeyLinkSchema).max(64);

/** The part of a link its parent signs. */
function linkBody(link: Pick<UpdateKeyLink, 'keyId' | 'publicKey' | 'purpose' | 'signedBy'>) {
  return { keyId: link.keyId, publicKey: link.publicKey, purpose: link.purpose, signedBy: link.signedBy };
}

/** A new key's link, signed by its parent's private key (PEM). */
export function signKeyLink(
  child: { keyId: string; publicKey: string; purpose: KeyPurpose },
  parent: { keyId: string; privateKeyPem: string },
): UpdateKeyLink {
  const body = { ...child, signedBy: parent.keyId };
  return { ...body, signature: signCanonical(linkBody(body), parent.privateKeyPem) };
}

/** Parses update-keys.json text into a key set (roots are the entries with signedBy null); throws when malformed. */
export function parseUpdateKeyFile(value: unknown): UpdateKeySet {
  const links = updateKeyFileSchema.parse(value);
  return {
    roots: links.filter((link) => link.signedBy === null),
    links: links.filter((link) => link.signedBy !== null),
  };
}

/**
 * Finds `keyId` and walks its parents up to a built-in root, checking each link's signature with its parent's
 * key. Refused: a key not known at all (`unknown_key`), a missing, unsigned, badly signed or too long chain
 * (`broken_chain`), and, unless `allowDevelopmentKeys`, any development key on the path (`development_key`).
 * Roots come only from `set.roots`: a published chain can add links, never a root.
 */
export function resolveSigningKey(
  keyId: string,
  set: UpdateKeySet,
  options: { allowDevelopmentKeys: boolean },
): KeyResolution {
  const root = (id: string) => set.roots.find((r) => r.keyId === id);
  const linksOf = (id: string) => set.links.filter((l) => l.keyId === id);
  const refuse = (reason: 'unknown_key' | 'broken_chain' | 'development_key') =>
    ({ ok: false, reason, keyId }) as const;
  if (!root(keyId) && linksOf(keyId).length === 0) return refuse('unknown_key');

  /** Depth-first over candidate links (a key may be listed twice, e.g. embedded and published). */
  type Walked = { path: string[]; development: boolean; publicKey: string };
  const walk = (id: string, seen: readonly string[]): Walked | null => {
    const builtIn = root(id);
    if (builtIn) {
      return { path: [id], development: builtIn.purpose === 'development', publicKey: builtIn.publicKey };
    }
    if (seen.length >= MAX_CHAIN_LENGTH || seen.includes(id)) return null;
    for (const link of linksOf(id)) {
      if (!link.signedBy || !link.signature) continue;
      const parent = walk(link.signedBy, [...seen, id]);
      if (!parent || !verifyCanonical(linkBody(link), link.signature, parent.publicKey)) continue;
      return {
        path: [...parent.path, id],
        development: parent.development || link.purpose === 'development',
        publicKey: link.publicKey,
      };
    }
    return null;
  };

  const found = walk(keyId, []);
  if (!found) return refuse('broken_chain');
  if (found.development && !options.allowDevelopmentKeys) return refuse('development_key');
  return { ok: true, keyId, publicKey: found.publicKey, path: found.path };
}
