// Carries the open sends (pending_txs rows not yet final) from a cache file moved aside as damaged into the rebuilt
// one: the rest of the cache comes back from the network, a broadcast the wallet has not yet seen settle does not
// (decision 0763). The old file is read read-only, row by row, and every row is checked before it is carried over.
import Database from 'better-sqlite3';
import { z } from 'zod';
import { bindingOptions } from '../cache/db';
import { createPendingRepo, toRow, withSyncedCommit, type PendingRecord } from '../cache/repos/pending-repo';
import type { SqliteLoad } from './records-open';

/** At most this many open sends are read back (a wallet has a handful; a forged file cannot make the start slow). */
export const SALVAGE_MAX_ROWS = 1000;
const TEXT_MAX = 64 * 1024;

/** What the salvage did: rows carried over, rows refused by the checks, and whether the old table could be read. */
export interface OpenSendsSalvage {
  kept: number;
  refused: number;
  /** The old file's table could not be read to its end: open sends may have been lost. */
  unreadable: boolean;
}

const text = (max: number) => z.string().min(1).max(max);
const optionalInt = z.number().int().nullable();

/** A pending_txs row as SQLite returns it, checked: the damaged file's bytes are not trusted. */
const openSendRow: z.ZodType<PendingRecord> = z.object({
  network_id: text(200),
  hash: z.string().regex(/^[0-9A-F]{64}$/),
  account_id: text(200),
  address: text(200),
  status: z.enum(['broadcasting', 'pending', 'unknown']),
  kind: text(100),
  summary: z
    .string()
    .max(TEXT_MAX)
    .refine((s) => {
      try {
        JSON.parse(s);
        return true;
      } catch {
        return false;
      }
    }),
  tx_bytes: z
    .string()
    .max(4 * TEXT_MAX)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/)
    .nullable(),
  code: optionalInt,
  raw_log: z.string().max(TEXT_MAX).nullable(),
  height: optionalInt,
  created_at: z.number().int().nonnegative(),
  updated_at: z.number().int().nonnegative(),
});

const COLUMNS =
  'network_id, hash, account_id, address, status, kind, summary, tx_bytes, code, raw_log, height, created_at, updated_at';

/** Opens `file` read-only (the kept file is evidence: nothing writes to it), or null when it cannot be opened. */
function openReadOnly(file: string, load: SqliteLoad): Database.Database | null {
  try {
    return new Database(file, { readonly: true, fileMustExist: true, ...bindingOptions(load) });
  } catch {
    return null;
  }
}

/** The open-send rows of the damaged file, as read (unchecked), and whether reading stopped on damage. */
function readOpenRows(damaged: Database.Database): { rows: unknown[]; unreadable: boolean } {
  const rows: unknown[] = [];
  try {
    const select = damaged.prepare(
      `SELECT ${COLUMNS} FROM pending_txs WHERE status IN ('broadcasting', 'pending', 'unknown') LIMIT ?`,
    );
    for (const row of select.iterate(SALVAGE_MAX_ROWS) as Iterable<unknown>) rows.push(row);
    return { rows, unreadable: false };
  } catch {
    // A damaged page, a missing table or column: what was read before is kept, the rest is reported lost.
    return { rows, unreadable: true };
  }
}

/**
 * Copies the open sends of `damagedFile` (the cache just moved aside) into `into` (the fresh, empty cache), in one
 * synced transaction. Never throws: a file that cannot be opened or read is reported `unreadable`.
 */
export function salvageOpenSends(
  damagedFile: string,
  into: Database.Database,
  load: SqliteLoad = {},
): OpenSendsSalvage {
  const damaged = openReadOnly(damagedFile, load);
  if (damaged === null) return { kept: 0, refused: 0, unreadable: true };
  let read: { rows: unknown[]; unreadable: boolean };
  try {
    read = readOpenRows(damaged);
  } finally {
    damaged.close();
  }
  const checked = read.rows.map((row) => openSendRow.safeParse(row));
  const good = checked.flatMap((c) => (c.success ? [c.data] : []));
  try {
    // Written by the repository's own statement, all in one transaction committed at FULL (decision 0761).
    const pending = createPendingRepo(into);
    withSyncedCommit(into, () => into.transaction(() => good.forEach((row) => pending.add(toRow(row))))());
    return { kept: good.length, refused: read.rows.length - good.length, unreadable: read.unreadable };
  } catch {
    return { kept: 0, refused: read.rows.length, unreadable: true };
  }
}

/** The start-up notice's details for a salvage: how many open sends were kept, and whether some may be lost. */
export function salvageDetails(salvage: OpenSendsSalvage): Record<string, string> {
  return {
    ...(salvage.kept > 0 ? { sendsKept: String(salvage.kept) } : {}),
    ...(salvage.unreadable || salvage.refused > 0 ? { sendsUnreadable: 'true' } : {}),
  };
}
