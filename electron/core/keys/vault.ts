// The encrypted secret store on top of the keychain: a vault header (KDF params + check value) and one entry per
// secret, all sealed with the password-derived key. Password change switches generations atomically.
import { WalletError } from '../../../shared/errors';
import {
  DEFAULT_SCRYPT,
  deriveKey,
  newKdfParams,
  open,
  sameText,
  seal,
  weakerThan,
  type Envelope,
  type KdfParams,
} from './envelope';
import type { Keychain } from './keychain';

/** What one keychain secret holds once decrypted. Never leaves core except through reveal-phrase. */
export interface StoredSecret {
  kind: 'mnemonic' | 'private_key';
  /** The normalised mnemonic, or the private key as 64 lower-case hex chars. */
  value: string;
}

/** The vault header stored in the keychain entry `vault`. */
export interface VaultHeader {
  v: 1;
  /** Generation of the secret entries (bumped by each password change). */
  gen: number;
  kdf: KdfParams;
  check: Envelope;
}

export const VAULT_ENTRY = 'vault';
const CHECK_TEXT = 'xyz-wallet-vault-check-v1';

export function secretEntry(secretId: string, gen: number): string {
  return `secret:${secretId}:${gen}`;
}

function corrupted(what: string): WalletError {
  return new WalletError('storage', `The ${what} in the OS keychain is damaged and cannot be read.`);
}

function parseHeader(text: string): VaultHeader {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw corrupted('wallet vault header');
  }
  const h = value as Partial<VaultHeader> | null;
  if (!h || h.v !== 1 || typeof h.gen !== 'number' || !h.kdf || h.kdf.alg !== 'scrypt' || !h.check) {
    throw corrupted('wallet vault header');
  }
  return h as VaultHeader;
}

export interface VaultCost {
  N: number;
  r: number;
  p: number;
}

export function createVault(keychain: Keychain, cost?: VaultCost) {
  async function header(): Promise<VaultHeader | null> {
    const text = await keychain.get(VAULT_ENTRY);
    return text === null ? null : parseHeader(text);
  }

  async function makeHeader(password: string, gen: number): Promise<{ header: VaultHeader; key: Buffer }> {
    const kdf = newKdfParams(cost);
    const key = await deriveKey(password, kdf);
    return { key, header: { v: 1, gen, kdf, check: seal(key, CHECK_TEXT, VAULT_ENTRY) } };
  }

  /** Returns the derived key if `password` opens the vault, else null. */
  async function verify(h: VaultHeader, password: string): Promise<Buffer | null> {
    const key = await deriveKey(password, h.kdf);
    const check = open(key, h.check, VAULT_ENTRY);
    if (check !== null && sameText(check, CHECK_TEXT)) return key;
    key.fill(0);
    return null;
  }

  async function readSecret(h: VaultHeader, key: Buffer, secretId: string): Promise<StoredSecret> {
    const name = secretEntry(secretId, h.gen);
    const text = await keychain.get(name);
    if (text === null)
      throw new WalletError('not_found', 'The key of this account is missing from the OS keychain.');
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      throw corrupted('account key');
    }
    const plain = open(key, envelope, name);
    if (plain === null) throw corrupted('account key');
    const secret = JSON.parse(plain) as StoredSecret;
    if ((secret.kind !== 'mnemonic' && secret.kind !== 'private_key') || typeof secret.value !== 'string') {
      throw corrupted('account key');
    }
    return secret;
  }

  async function writeSecret(
    h: VaultHeader,
    key: Buffer,
    secretId: string,
    secret: StoredSecret,
    gen = h.gen,
  ) {
    const name = secretEntry(secretId, gen);
    await keychain.set(name, JSON.stringify(seal(key, JSON.stringify(secret), name)));
  }

  return {
    header,

    /** Creates the vault for a first password. Fails if one exists. */
    async initialize(password: string): Promise<{ header: VaultHeader; key: Buffer }> {
      if ((await header()) !== null)
        throw new WalletError('already_exists', 'A wallet password is already set.');
      const made = await makeHeader(password, 0);
      await keychain.set(VAULT_ENTRY, JSON.stringify(made.header));
      return made;
    },

    verify,
    readSecret,
    writeSecret,

    /** True when the vault was sealed at a lower scrypt cost than new vaults get (it is re-sealed on unlock). */
    needsUpgrade: (h: VaultHeader): boolean => weakerThan(h.kdf, cost ?? DEFAULT_SCRYPT),

    /**
     * Forgets the wallet password: deletes the secrets of `secretIds` (current generation) and then the header.
     * The header goes last, so an interrupted wipe can simply be run again.
     */
    async wipe(h: VaultHeader, secretIds: string[]): Promise<void> {
      for (const id of secretIds) await keychain.delete(secretEntry(id, h.gen));
      await keychain.delete(VAULT_ENTRY);
    },

    async deleteSecret(h: VaultHeader, secretId: string): Promise<void> {
      await keychain.delete(secretEntry(secretId, h.gen));
    },

    /**
     * Re-encrypts every secret under a new password. New entries are written under the next generation first;
     * the header switch is the single commit point; old entries are deleted afterwards. A failure before the
     * switch leaves the old password fully working.
     */
    async changePassword(
      h: VaultHeader,
      oldKey: Buffer,
      newPassword: string,
      secretIds: string[],
    ): Promise<{ header: VaultHeader; key: Buffer }> {
      const secrets = new Map<string, StoredSecret>();
      for (const id of secretIds) secrets.set(id, await readSecret(h, oldKey, id));
      const next = await makeHeader(newPassword, h.gen + 1);
      const written: string[] = [];
      try {
        for (const [id, secret] of secrets) {
          await writeSecret(next.header, next.key, id, secret);
          written.push(id);
        }
        await keychain.set(VAULT_ENTRY, JSON.stringify(next.header));
      } catch (error) {
        for (const id of written) await keychain.delete(secretEntry(id, next.header.gen)).catch(() => false);
        next.key.fill(0);
        throw error;
      }
      for (const id of secretIds) await keychain.delete(secretEntry(id, h.gen)).catch(() => false);
      return next;
    },
  };
}
