// Export of every account to an encrypted backup (shared accounts by their definitions); reading and the atomic
// import live in backup-import.ts.
import type { AccountInfo, SharedAccountInfo } from '../../../shared/api/keys';
import { COIN_TYPE } from '../../../shared/chain';
import { WalletError } from '../../../shared/errors';
import { accountDefOf } from '../../../shared/multisig/definition';
import { sealBackup } from './backup-file';
import { BACKUP_PAYLOAD_FORMAT, BACKUP_PAYLOAD_VERSION, type BackupPayload } from './backup-payload';

/** What backups need from the key service (its public API; implemented by an adapter in the composition). */
export interface BackupKeyAccess {
  listAccounts(): AccountInfo[];
  /**
   * Checks the wallet password and returns the plaintext secret (normalised mnemonic or private key hex), or
   * null when the key service offers no way to export it (the account is then left out and reported).
   */
  readSecret(secretId: string, password: string): Promise<string | null>;
  importMnemonic(input: {
    mnemonic: string;
    name: string;
    hdIndex: number;
    password?: string;
  }): Promise<AccountInfo>;
  deriveAccount(input: { fromAccountId: string; name: string; hdIndex: number }): Promise<AccountInfo>;
  importPrivateKey(input: { privateKeyHex: string; name: string; password?: string }): Promise<AccountInfo>;
  addWatchOnly(input: { address: string; name: string }): Promise<AccountInfo>;
  /** Adds a shared account from its definition (no secret: its members sign with their own keys). */
  addSharedAccount(input: {
    name: string;
    address: string;
    multisig: SharedAccountInfo;
  }): Promise<AccountInfo>;
  /** Removes an account created by a failed import (rollback). */
  removeAccount(accountId: string, password?: string): Promise<void>;
}

/** Backup passphrases are attacked offline, so they must be long. */
export const MIN_BACKUP_PASSPHRASE_CHARS = 12;

export function checkBackupPassphrase(passphrase: string, walletPassword?: string): void {
  if ([...passphrase].length < MIN_BACKUP_PASSPHRASE_CHARS) {
    throw new WalletError(
      'invalid_request',
      `Use a backup passphrase of at least ${MIN_BACKUP_PASSPHRASE_CHARS} characters.`,
    );
  }
  if (walletPassword !== undefined && passphrase === walletPassword) {
    throw new WalletError('invalid_request', 'Use a backup passphrase different from the wallet password.');
  }
}

export interface ExcludedAccount {
  name: string;
  address: string;
  reason: string;
}

/** Collects every account and secret into the backup payload (checks the wallet password via readSecret). */
export async function collectBackupPayload(
  keys: BackupKeyAccess,
  password: string,
  now: Date,
): Promise<{ payload: BackupPayload; excluded: ExcludedAccount[] }> {
  const accounts = keys.listAccounts();
  const secretIds = [...new Set(accounts.map((a) => a.secretId).filter((id): id is string => id !== null))];
  const secrets: BackupPayload['secrets'] = [];
  for (const id of secretIds) {
    const owner = accounts.find((a) => a.secretId === id)!;
    const kind = owner.kind === 'mnemonic' ? 'mnemonic' : 'private_key';
    const secret = await keys.readSecret(id, password);
    if (secret !== null) secrets.push({ id, kind, secret });
  }
  const exported = new Set(secrets.map((s) => s.id));
  // A Ledger account's key stays on the device: it is re-added by connecting the Ledger, never backed up. A shared
  // account has no secret: its definition (threshold, member keys) is kept in `shared_accounts`.
  const shared = accounts.filter((a) => a.kind === 'multisig' && a.multisig);
  const included = accounts.filter(
    (a): a is AccountInfo & { kind: Exclude<AccountInfo['kind'], 'ledger' | 'multisig'> } =>
      a.kind !== 'ledger' && a.kind !== 'multisig' && (a.secretId === null || exported.has(a.secretId)),
  );
  const excluded = accounts
    .filter((a) => !(included as AccountInfo[]).includes(a) && !shared.includes(a))
    .map((a) => ({
      name: a.name,
      address: a.address,
      reason:
        a.kind === 'ledger'
          ? 'A Ledger account lives on the device: connect the Ledger again to add it.'
          : a.kind === 'multisig'
            ? 'This shared account has no stored definition: add it again from its member card.'
            : 'The key service cannot export this kind of key yet.',
    }));
  const payload: BackupPayload = {
    format: BACKUP_PAYLOAD_FORMAT,
    version: BACKUP_PAYLOAD_VERSION,
    created_at: now.toISOString(),
    secrets,
    accounts: included.map((a) => ({
      name: a.name,
      kind: a.kind,
      address: a.address,
      secret_id: a.secretId,
      hd_index: a.kind === 'mnemonic' ? a.hdIndex : null,
      coin_type: a.kind === 'mnemonic' ? (a.coinType ?? COIN_TYPE) : null,
    })),
    shared_accounts: shared.map((a) => ({ name: a.name, account: accountDefOf(a) })),
  };
  return { payload, excluded };
}

/** Exports every account into an encrypted backup file. */
export async function exportBackup(input: {
  keys: BackupKeyAccess;
  password: string;
  passphrase: string;
  now: Date;
  cost?: { N: number; r: number; p: number };
}): Promise<{ file: Uint8Array; accounts: number; excluded: ExcludedAccount[] }> {
  // `accounts` counts every account the file restores, shared ones included.
  checkBackupPassphrase(input.passphrase, input.password);
  const { payload, excluded } = await collectBackupPayload(input.keys, input.password, input.now);
  const file = await sealBackup({
    plaintext: JSON.stringify(payload),
    passphrase: input.passphrase,
    now: input.now,
    cost: input.cost,
  });
  return { file, accounts: payload.accounts.length + (payload.shared_accounts?.length ?? 0), excluded };
}

export { importBackup, readBackup, type ImportResult } from './backup-import';
