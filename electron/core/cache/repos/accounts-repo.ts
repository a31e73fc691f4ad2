// Account rows: non-secret account data, in the user's order. Secrets stay in the keychain. A shared account's row
// carries its definition (threshold, member keys and labels) as JSON; member addresses derive from the keys.
import type Database from 'better-sqlite3';
import type { AccountInfo, AccountKind } from '../../../../shared/api/keys';
import type { AccountsRepo } from './accounts-types';
import { sharedAccountColumn, sharedAccountOfColumn } from './shared-account-column';

interface AccountRecord {
  id: string;
  name: string;
  kind: string;
  address: string;
  secret_id: string | null;
  hd_index: number | null;
  coin_type: number | null;
  pubkey: string | null;
  created_at: number;
  /** Absent before records migration 4. */
  multisig?: string | null;
}

function toAccount(row: AccountRecord): AccountInfo {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as AccountKind,
    address: row.address,
    secretId: row.secret_id,
    hdIndex: row.hd_index,
    coinType: row.coin_type,
    pubkey: row.pubkey,
    createdAt: row.created_at,
    ...(row.multisig == null ? {} : { multisig: sharedAccountOfColumn(row.multisig) }),
  };
}

export function createAccountsRepo(db: Database.Database): AccountsRepo {
  const list = db.prepare<[], AccountRecord>('SELECT * FROM accounts ORDER BY position, created_at');
  const get = db.prepare<[string], AccountRecord>('SELECT * FROM accounts WHERE id = ?');
  const bySecret = db.prepare<[string], AccountRecord>(
    'SELECT * FROM accounts WHERE secret_id = ? ORDER BY hd_index',
  );
  // Prepared on first use: a records file opened at an older schema version (a migration test) has no `multisig`.
  let insertStatement: Database.Statement | null = null;
  const insertSql = `INSERT INTO accounts (id, name, kind, address, secret_id, hd_index, coin_type, pubkey, created_at, multisig,
                           position)
     VALUES (@id, @name, @kind, @address, @secretId, @hdIndex, @coinType, @pubkey, @createdAt, @multisig,
             (SELECT COALESCE(MAX(position), 0) + 1 FROM accounts))`;
  const rename = db.prepare<[string, string]>('UPDATE accounts SET name = ? WHERE id = ?');
  const remove = db.prepare<[string]>('DELETE FROM accounts WHERE id = ?');
  return {
    list: () => list.all().map(toAccount),
    get: (id) => {
      const row = get.get(id);
      return row ? toAccount(row) : null;
    },
    insert: (account) => {
      const { multisig, ...row } = account;
      insertStatement ??= db.prepare(insertSql);
      insertStatement.run({
        ...row,
        coinType: account.coinType ?? null,
        multisig: sharedAccountColumn(multisig),
      });
    },
    rename: (id, name) => {
      if (rename.run(name, id).changes === 0) return null;
      const row = get.get(id);
      return row ? toAccount(row) : null;
    },
    remove: (id) => remove.run(id).changes > 0,
    listBySecret: (secretId) => bySecret.all(secretId).map(toAccount),
  };
}
