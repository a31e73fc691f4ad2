// `--keystore file`: the Keychain interface kept in <dataDir>/keystore.json (mode 0600, replaced atomically).
// Each value is what the key vault would put in the OS keychain: secret envelopes are already sealed with the
// password-derived key; the vault header (scrypt salt and check) and the account list are not secrets and are
// stored as the vault hands them over. The records-copy key, which the vault does not seal, is sealed here with
// its own password-derived key (scrypt -> AES-256-GCM, as the vault), so the file holds no key in the clear
// (decision 0500).
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_SCRYPT,
  deriveKey,
  isEnvelope,
  newKdfParams,
  open,
  seal,
  type Envelope,
  type KdfParams,
} from '../../electron/core/keys/envelope';
import type { Keychain } from '../../electron/core/keys/keychain';
import { withFileLock } from './file-lock';
import { RECORDS_COPY_KEY_ENTRY } from '../../electron/core/recovery/records-copy';

export const KEYSTORE_FILE_NAME = 'keystore.json';
/** Entries this file seals itself (the vault hands them over in the clear, as it would to the OS keychain). */
export const PASSWORD_SEALED_ENTRIES: ReadonlySet<string> = new Set([RECORDS_COPY_KEY_ENTRY]);

interface KeystoreFile {
  v: 1;
  entries: Record<string, string>;
}

/** A value sealed by the keystore: the scrypt parameters and the AES-GCM envelope (bound to the entry name). */
interface SealedValue {
  sealed: 'password';
  kdf: KdfParams;
  envelope: Envelope;
}

const aadFor = (entry: string) => `xyz-wallet-keystore-file-v1:${entry}`;

function sealedValueOf(raw: string): SealedValue | null {
  try {
    const value = JSON.parse(raw) as Partial<SealedValue>;
    return value.sealed === 'password' && value.kdf && isEnvelope(value.envelope)
      ? (value as SealedValue)
      : null;
  } catch {
    return null;
  }
}

export interface FileKeystore extends Keychain {
  file: string;
  /**
   * The wallet password, once the core has accepted it (or set it up): seals entries that waited for it and
   * re-seals a keystore written before they were sealed (a records-copy key in the clear).
   */
  usePassword(password: string): Promise<void>;
}

/** `scrypt` cost; tests pass a cheap one. */
export function createFileKeystore(
  dataDir: string,
  opts: { scrypt?: { N: number; r: number; p: number } } = {},
): FileKeystore {
  const file = path.join(dataDir, KEYSTORE_FILE_NAME);
  let password: string | null = null;
  /** Keys derived this run, by salt. */
  const derived = new Map<string, Buffer>();
  /** A password-sealed entry set before the password was known: kept in memory, written sealed once it is. */
  const waiting = new Map<string, string>();

  const read = (): Record<string, string> => {
    if (!existsSync(file)) return {};
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as KeystoreFile;
    if (parsed.v !== 1 || typeof parsed.entries !== 'object')
      throw new Error(`${file} is not a keystore file`);
    return parsed.entries;
  };
  const write = (entries: Record<string, string>) => {
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ v: 1, entries } satisfies KeystoreFile), { mode: 0o600 });
    chmodSync(tmp, 0o600);
    renameSync(tmp, file);
  };
  /** One read-modify-write of the file, never interleaved with another process's. */
  const update = <T>(fn: () => Promise<T> | T) => withFileLock(`${file}.lock`, fn);
  const keyFor = async (kdf: KdfParams, pw: string) => {
    const known = derived.get(kdf.salt);
    if (known) return known;
    const key = await deriveKey(pw, kdf);
    derived.set(kdf.salt, key);
    return key;
  };
  const sealValue = async (entry: string, value: string, pw: string): Promise<string> => {
    const kdf = newKdfParams(opts.scrypt ?? DEFAULT_SCRYPT);
    const envelope = seal(await keyFor(kdf, pw), value, aadFor(entry));
    return JSON.stringify({ sealed: 'password', kdf, envelope } satisfies SealedValue);
  };
  /** Clear text of a password-sealed entry; throws while the password is unknown (the caller retries later). */
  const openValue = async (entry: string, raw: string): Promise<string | null> => {
    const sealed = sealedValueOf(raw);
    if (!sealed) return raw; // written before these entries were sealed: re-sealed by usePassword
    if (password === null) throw new Error(`${entry} is sealed until the wallet password is given`);
    // A value the accepted password does not open is no key at all (sealed with an abandoned first password).
    return open(await keyFor(sealed.kdf, password), sealed.envelope, aadFor(entry));
  };

  return {
    file,
    async get(account) {
      const raw = read()[account];
      if (raw === undefined) return waiting.get(account) ?? null;
      return PASSWORD_SEALED_ENTRIES.has(account) ? openValue(account, raw) : raw;
    },
    async set(account, secret) {
      if (!PASSWORD_SEALED_ENTRIES.has(account)) {
        await update(() => write({ ...read(), [account]: secret }));
        return;
      }
      if (password === null) {
        waiting.set(account, secret);
        return;
      }
      const sealed = await sealValue(account, secret, password);
      await update(() => write({ ...read(), [account]: sealed }));
    },
    async delete(account) {
      const hadWaiting = waiting.delete(account);
      return update(() => {
        const entries = read();
        if (!(account in entries)) return hadWaiting;
        delete entries[account];
        write(entries);
        return true;
      });
    },
    async usePassword(pw) {
      password = pw;
      const entries = read();
      const updates: Record<string, string> = {};
      for (const entry of PASSWORD_SEALED_ENTRIES) {
        const raw = entries[entry];
        const clear = raw === undefined ? waiting.get(entry) : sealedValueOf(raw) ? undefined : raw;
        if (clear !== undefined) updates[entry] = await sealValue(entry, clear, pw);
      }
      waiting.clear();
      if (Object.keys(updates).length) await update(() => write({ ...read(), ...updates }));
    },
  };
}
