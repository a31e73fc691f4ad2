// Shared-account proposals and their collected signatures, in the records file (the person's work, not re-fetchable).
import type Database from 'better-sqlite3';
import type { ProposalStatusName } from '../../../../shared/api/multisig';
import type { MultisigProposalRow, MultisigProposalsRepo } from './multisig-proposals-types';

interface ProposalRecord {
  id: string;
  account_id: string;
  network_id: string;
  proposal: string;
  signatures: string;
  status: string;
  stale_reason: string | null;
  tx_hash: string | null;
  created_at: number;
}

function toRow(record: ProposalRecord): MultisigProposalRow {
  return {
    id: record.id,
    accountId: record.account_id,
    networkId: record.network_id,
    proposalText: record.proposal,
    signatures: JSON.parse(record.signatures) as string[],
    status: record.status as ProposalStatusName,
    staleReason: record.stale_reason === 'sequence_used' ? 'sequence_used' : null,
    txHash: record.tx_hash,
    createdAt: record.created_at,
  };
}

export function createMultisigProposalsRepo(db: Database.Database): MultisigProposalsRepo {
  // Statements are prepared on first use: a records file at an older schema version has no proposals table yet.
  const lazy = <T>(make: () => T) => {
    let made: T | null = null;
    return () => (made ??= make());
  };
  const insert = lazy(() =>
    db.prepare(
      `INSERT INTO multisig_proposals (id, account_id, network_id, proposal, signatures, status, stale_reason, tx_hash,
       created_at)
     VALUES (@id, @accountId, @networkId, @proposalText, @signatures, @status, @staleReason, @txHash, @createdAt)`,
    ),
  );
  const get = lazy(() =>
    db.prepare<[string], ProposalRecord>('SELECT * FROM multisig_proposals WHERE id = ?'),
  );
  const list = lazy(() =>
    db.prepare<[string, string], ProposalRecord>(
      `SELECT * FROM multisig_proposals WHERE account_id = ? AND network_id = ? ORDER BY created_at DESC, id`,
    ),
  );
  const save = lazy(() =>
    db.prepare(
      `UPDATE multisig_proposals SET signatures = @signatures, status = @status, stale_reason = @staleReason,
         tx_hash = @txHash WHERE id = @id`,
    ),
  );
  const remove = lazy(() => db.prepare<[string]>('DELETE FROM multisig_proposals WHERE id = ?'));
  const accountIds = lazy(() =>
    db.prepare<[], { account_id: string }>('SELECT DISTINCT account_id FROM multisig_proposals'),
  );
  const removeAccount = lazy(() =>
    db.prepare<[string]>('DELETE FROM multisig_proposals WHERE account_id = ?'),
  );
  const read = (id: string) => {
    const record = get().get(id);
    return record ? toRow(record) : null;
  };
  return {
    add: (row) => void insert().run({ ...row, signatures: JSON.stringify(row.signatures) }),
    get: read,
    listForAccount: (accountId, networkId) => list().all(accountId, networkId).map(toRow),
    update(id, patch) {
      const current = read(id);
      if (!current) return null;
      const next = { ...current, ...patch };
      save().run({ ...next, signatures: JSON.stringify(next.signatures) });
      return next;
    },
    remove: (id) => remove().run(id).changes > 0,
    removeOrphans(keep) {
      const kept = new Set(keep);
      let removed = 0;
      for (const { account_id } of accountIds().all()) {
        if (!kept.has(account_id)) removed += removeAccount().run(account_id).changes;
      }
      return removed;
    },
  };
}
