// An encrypted copy of the user records SQLite cannot rebuild from the network or the keychain (address book,
// settings, network profiles, other key/value records), kept beside the records file and sealed with a random key
// that lives in the OS keychain. Written shortly after every change; read back when the records file was lost.
import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { open, seal } from '../keys/envelope';
import type { Keychain } from '../keys/keychain';

export const RECORDS_COPY_FILE_NAME = 'wallet-records.copy';
/** Keychain entry holding the copy's 32-byte key (base64). */
export const RECORDS_COPY_KEY_ENTRY = 'records-copy-key';
const AAD = 'xyz-wallet-records-copy-v1';

/** The rows of the three tables the copy holds, as stored. */
export interface RecordsSnapshot {
  v: 1;
  kv: Array<{ key: string; value: string }>;
  networks: Array<{ id: string; data: string; position: number }>;
  addressBook: Array<{
    id: string;
    name: string;
    address: string;
    memo: string;
    created_at: number;
    updated_at: number;
  }>;
}

/** Reads the rows to copy. Pure read of `db`. */
export function snapshotRecords(db: Database.Database): RecordsSnapshot {
  return {
    v: 1,
    kv: db.prepare('SELECT key, value FROM kv ORDER BY key').all() as RecordsSnapshot['kv'],
    networks: db
      .prepare('SELECT id, data, position FROM network_profiles ORDER BY position')
      .all() as RecordsSnapshot['networks'],
    addressBook: db
      .prepare('SELECT id, name, address, memo, created_at, updated_at FROM address_book ORDER BY id')
      .all() as RecordsSnapshot['addressBook'],
  };
}

/** What a restore put back, by table. */
export interface RestoredCounts {
  settings: number;
  networks: number;
  contacts: number;
}

/** Inserts a snapshot's rows into a fresh records database (rows already there win); one transaction. */
export function restoreSnapshot(db: Database.Database, snapshot: RecordsSnapshot): RestoredCounts {
  const kv = db.prepare('INSERT OR IGNORE INTO kv (key, value) VALUES (?, ?)');
  const net = db.prepare('INSERT OR IGNORE INTO network_profiles (id, data, position) VALUES (?, ?, ?)');
  const book = db.prepare(
    'INSERT OR IGNORE INTO address_book (id, name, address, memo, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  return db.transaction(() => ({
    settings: snapshot.kv.reduce((n, r) => n + kv.run(r.key, r.value).changes, 0),
    networks: snapshot.networks.reduce((n, r) => n + net.run(r.id, r.data, r.position).changes, 0),
    contacts: snapshot.addressBook.reduce(
      (n, r) => n + book.run(r.id, r.name, r.address, r.memo, r.created_at, r.updated_at).changes,
      0,
    ),
  }))();
}

function isSnapshot(value: unknown): value is RecordsSnapshot {
  const v = value as Partial<RecordsSnapshot> | null;
  return !!v && v.v === 1 && Array.isArray(v.kv) && Array.isArray(v.networks) && Array.isArray(v.addressBook);
}

/** Writes `text` to `file` atomically (temp file, fsync, rename). */
function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.tmp`;
  const fd = openSync(tmp, 'w', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
}

export interface RecordsCopyDeps {
  dataDir: string;
  keychain: Keychain;
  /** Reads the current rows (from the open records database). */
  snapshot: () => RecordsSnapshot;
  /** Delay that coalesces a burst of changes into one write, ms. */
  debounceMs?: number;
}

export type RestoreOutcome =
  | { state: 'restored'; counts: RestoredCounts }
  | { state: 'none' } // no copy was ever written (a first run)
  | { state: 'unreadable'; reason: 'no_key' | 'damaged' | 'keychain_unavailable' };

export function createRecordsCopy(deps: RecordsCopyDeps) {
  const file = path.join(deps.dataDir, RECORDS_COPY_FILE_NAME);
  const debounceMs = deps.debounceMs ?? 300;
  let key: Buffer | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  let dirty = false;

  async function keyFor(create: boolean): Promise<Buffer | null> {
    if (key) return key;
    const stored = await deps.keychain.get(RECORDS_COPY_KEY_ENTRY);
    if (stored !== null) return (key = Buffer.from(stored, 'base64'));
    if (!create) return null;
    const made = randomBytes(32);
    await deps.keychain.set(RECORDS_COPY_KEY_ENTRY, made.toString('base64'));
    return (key = made);
  }

  async function write(): Promise<void> {
    dirty = false;
    const k = await keyFor(true);
    if (!k) return;
    writeAtomically(file, JSON.stringify(seal(k, JSON.stringify(deps.snapshot()), AAD)));
  }

  /** Queues a write (the last of a burst wins); failures (no keychain, disk full) never reach the caller. */
  function flushNow(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!dirty) return writing;
    writing = writing.then(write).catch(() => undefined);
    return writing;
  }

  return {
    /** True once a copy has been written (an earlier run's, or this one's). */
    exists: (): boolean => existsSync(file),
    /** Marks the records changed; the copy is rewritten after `debounceMs`. */
    changed(): void {
      dirty = true;
      if (timer) return;
      timer = setTimeout(() => void flushNow(), debounceMs);
      timer.unref?.();
    },
    /** Writes a pending change now (on close) and waits for it. */
    flush: flushNow,
    /** Writes the copy now even without a change (after a restore, or to create the first one). */
    async writeNow(): Promise<void> {
      dirty = true;
      await flushNow();
    },
    /** Reads the copy back into `db` (a fresh records database). */
    async restoreInto(db: Database.Database): Promise<RestoreOutcome> {
      if (!existsSync(file)) return { state: 'none' };
      let k: Buffer | null;
      try {
        k = await keyFor(false);
      } catch {
        return { state: 'unreadable', reason: 'keychain_unavailable' };
      }
      if (!k) return { state: 'unreadable', reason: 'no_key' };
      try {
        const plain = open(k, JSON.parse(readFileSync(file, 'utf8')), AAD);
        const snapshot: unknown = plain === null ? null : JSON.parse(plain);
        if (!isSnapshot(snapshot)) return { state: 'unreadable', reason: 'damaged' };
        return { state: 'restored', counts: restoreSnapshot(db, snapshot) };
      } catch {
        return { state: 'unreadable', reason: 'damaged' };
      }
    },
  };
}

export type RecordsCopy = ReturnType<typeof createRecordsCopy>;
