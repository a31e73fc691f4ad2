// Transactions the wallet submitted, tracked to a final status; survives restarts (tracking resumes, never resends).
import type Database from 'better-sqlite3';
import type { PendingRepo, PendingStatus, PendingTxRow } from './pending-types';

/** A pending_txs row as SQLite returns it (the salvage of a damaged cache reads the same shape, decision 0763). */
export interface PendingRecord {
  network_id: string;
  hash: string;
  account_id: string;
  address: string;
  status: string;
  kind: string;
  summary: string;
  tx_bytes: string | null;
  code: number | null;
  raw_log: string | null;
  height: number | null;
  created_at: number;
  updated_at: number;
}

export function toRow(r: PendingRecord): PendingTxRow {
  let summary: unknown = null;
  try {
    summary = JSON.parse(r.summary) as unknown;
  } catch {
    summary = null;
  }
  return {
    hash: r.hash,
    networkId: r.network_id,
    accountId: r.account_id,
    address: r.address,
    status: r.status as PendingStatus,
    kind: r.kind,
    summary,
    txBytes: r.tx_bytes,
    code: r.code,
    rawLog: r.raw_log,
    height: r.height,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/**
 * Runs `write` with its commit synced to disk (synchronous=FULL), then puts the file's own level back. The cache file
 * runs at NORMAL (decision 0202): a power cut may take its last commits, which the chain gives back. A transaction
 * about to be broadcast is the one thing it cannot give back until it is included, so its row is written this way.
 * Inside an open transaction the level cannot change (SQLite refuses): the write then commits with that transaction.
 */
export function withSyncedCommit<T>(db: Database.Database, write: () => T): T {
  if (db.inTransaction) return write();
  const level = db.pragma('synchronous', { simple: true }) as number;
  if (level >= 2) return write();
  db.pragma('synchronous = FULL');
  try {
    return write();
  } finally {
    db.pragma(`synchronous = ${level}`);
  }
}

export function createPendingRepo(db: Database.Database): PendingRepo {
  const insert = db.prepare(
    `INSERT OR REPLACE INTO pending_txs (network_id, hash, account_id, address, status, kind, summary, tx_bytes, code,
       raw_log, height, created_at, updated_at)
     VALUES (@networkId, @hash, @accountId, @address, @status, @kind, @summary, @txBytes, @code, @rawLog, @height,
       @createdAt, @updatedAt)`,
  );
  const get = db.prepare<[string, string], PendingRecord>(
    'SELECT * FROM pending_txs WHERE network_id = ? AND hash = ?',
  );
  const open = db.prepare<[string], PendingRecord>(
    `SELECT * FROM pending_txs WHERE network_id = ? AND status IN ('broadcasting', 'pending', 'unknown')
     ORDER BY created_at, hash`,
  );
  const forAccount = db.prepare<[string, string], PendingRecord>(
    'SELECT * FROM pending_txs WHERE network_id = ? AND account_id = ? ORDER BY created_at DESC, hash',
  );
  const remove = db.prepare<[string, string]>('DELETE FROM pending_txs WHERE network_id = ? AND hash = ?');
  const update = db.prepare(
    `UPDATE pending_txs SET status = @status, code = @code, raw_log = @rawLog, height = @height, updated_at = @updatedAt
     WHERE network_id = @networkId AND hash = @hash`,
  );
  return {
    // Written before the broadcast: it must outlive a power cut, or a restart would not know the send went out.
    add: (row) =>
      void withSyncedCommit(db, () => insert.run({ ...row, summary: JSON.stringify(row.summary ?? null) })),
    get(networkId, hash) {
      const r = get.get(networkId, hash);
      return r ? toRow(r) : null;
    },
    update(networkId, hash, patch) {
      const current = get.get(networkId, hash);
      if (!current) return null;
      const merged = { ...toRow(current), ...patch };
      update.run({
        networkId,
        hash,
        status: merged.status,
        code: merged.code,
        rawLog: merged.rawLog,
        height: merged.height,
        updatedAt: merged.updatedAt,
      });
      return merged;
    },
    listOpen: (networkId) => open.all(networkId).map(toRow),
    listForAccount: (networkId, accountId) => forAccount.all(networkId, accountId).map(toRow),
    remove: (networkId, hash) => remove.run(networkId, hash).changes > 0,
  };
}
