// Export of every account to an encrypted backup and atomic import (all or nothing) through the key service.
import { fromBech32, toBech32 } from '@cosmjs/encoding';
import type { AccountInfo } from '../../../shared/api/keys';
import { COIN_TYPE } from '../../../shared/chain';
import { WalletError } from '../../../shared/errors';
import { addressOf, deriveFromMnemonic, parsePrivateKeyHex } from '../keys/derive';
import { parseMnemonic } from '../keys/mnemonic';
import { backupError, openBackup, sealBackup } from './backup-file';
import {
  BACKUP_PAYLOAD_FORMAT,
  BACKUP_PAYLOAD_VERSION,
  backupPayloadSchema,
  type BackupAccount,
  type BackupPayload,
} from './backup-payload';

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
  // account is re-added from its member card.
  const included = accounts.filter(
    (a): a is AccountInfo & { kind: Exclude<AccountInfo['kind'], 'ledger' | 'multisig'> } =>
      a.kind !== 'ledger' && a.kind !== 'multisig' && (a.secretId === null || exported.has(a.secretId)),
  );
  const excluded = accounts
    .filter((a) => !(included as AccountInfo[]).includes(a))
    .map((a) => ({
      name: a.name,
      address: a.address,
      reason:
        a.kind === 'ledger'
          ? 'A Ledger account lives on the device: connect the Ledger again to add it.'
          : a.kind === 'multisig'
            ? 'A shared account is added again by importing its member card.'
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
  checkBackupPassphrase(input.passphrase, input.password);
  const { payload, excluded } = await collectBackupPayload(input.keys, input.password, input.now);
  const file = await sealBackup({
    plaintext: JSON.stringify(payload),
    passphrase: input.passphrase,
    now: input.now,
    cost: input.cost,
  });
  return { file, accounts: payload.accounts.length, excluded };
}

/** Decrypts and validates a backup file; nothing is changed. `minCost`: see openBackup (tests only). */
export async function readBackup(
  file: Uint8Array,
  passphrase: string,
  minCost?: { N: number; r: number; p: number },
): Promise<BackupPayload> {
  const plaintext = await openBackup(file, passphrase, minCost);
  let json: unknown;
  try {
    json = JSON.parse(plaintext);
  } catch {
    throw backupError('not_a_backup', 'The backup decrypted but its contents are damaged.');
  }
  const parsed = backupPayloadSchema.safeParse(json);
  const badName = parsed.error?.issues.find((issue) => issue.path.length === 3 && issue.path[2] === 'name');
  if (badName) throw backupError('unsafe_name', undefined, { account: badName.path[1] });
  if (!parsed.success)
    throw backupError('not_a_backup', 'The backup decrypted but its contents are not in a known format.');
  return parsed.data;
}

const rawAddress = (address: string) => Buffer.from(fromBech32(address, 90).data).toString('hex');

/** Re-derives every keyed account and checks it gives the stored address (prefix-independent). */
async function checkPayloadKeys(payload: BackupPayload, prefix: string): Promise<void> {
  const secrets = new Map(payload.secrets.map((s) => [s.id, s]));
  for (const account of payload.accounts) {
    if (account.kind === 'watch_only') continue;
    const secret = secrets.get(account.secret_id!)!;
    const derived =
      account.kind === 'mnemonic'
        ? await deriveFromMnemonic(parseMnemonic(secret.secret), account.coin_type!, account.hd_index!)
        : await parsePrivateKeyHex(secret.secret);
    if (rawAddress(addressOf(derived.pubkey, prefix)) !== rawAddress(account.address)) {
      throw backupError(
        'not_a_backup',
        `The backup is inconsistent: the keys of "${account.name}" do not give its address.`,
      );
    }
  }
}

export interface ImportResult {
  imported: AccountInfo[];
  /** Accounts already in the wallet (same address), left as they are. */
  skipped: Array<{ name: string; address: string }>;
}

/**
 * Restores a backup through the key service, all or nothing: every check runs before the first change, and a
 * failure part-way removes what this import added.
 */
export async function importBackup(input: {
  keys: BackupKeyAccess;
  file: Uint8Array;
  passphrase: string;
  /** Needed only when the wallet has no password yet (it then becomes the wallet password). */
  password?: string;
  prefix: string;
  coinType: number;
  /** Lowest scrypt cost accepted (the wallet's own unless a test says otherwise). */
  minCost?: { N: number; r: number; p: number };
}): Promise<ImportResult> {
  const payload = await readBackup(input.file, input.passphrase, input.minCost);
  const otherCoinType = payload.accounts.find((a) => a.coin_type !== null && a.coin_type !== input.coinType);
  if (otherCoinType) {
    throw new WalletError(
      'invalid_config',
      `"${otherCoinType.name}" uses coin type ${otherCoinType.coin_type} but the active network uses ${input.coinType}: switch networks first.`,
    );
  }
  await checkPayloadKeys(payload, input.prefix);
  const existing = new Map(input.keys.listAccounts().map((a) => [rawAddress(a.address), a]));
  const already = payload.accounts.filter((a) => existing.has(rawAddress(a.address)));
  const toImport = payload.accounts.filter((a) => !existing.has(rawAddress(a.address)));
  const secrets = new Map(payload.secrets.map((s) => [s.id, s.secret]));
  const created: AccountInfo[] = [];
  // A mnemonic already in the wallet: further accounts are derived from it rather than stored twice.
  const firstOfSecret = new Map<string, AccountInfo>();
  for (const account of already) {
    const present = existing.get(rawAddress(account.address))!;
    if (account.kind === 'mnemonic' && present.kind === 'mnemonic')
      firstOfSecret.set(account.secret_id!, present);
  }
  if (input.password === undefined && toImport.some((a) => a.kind !== 'watch_only')) {
    throw new WalletError('wrong_password', 'Enter the wallet password to restore accounts with keys.');
  }
  try {
    for (const account of toImport) {
      created.push(
        await importOne(
          input,
          account,
          secrets,
          firstOfSecret,
          account.kind === 'watch_only' ? undefined : input.password,
        ),
      );
    }
  } catch (error) {
    for (const info of created.reverse()) {
      await input.keys.removeAccount(info.id, input.password).catch(() => undefined);
    }
    throw error;
  }
  return { imported: created, skipped: already.map(({ name, address }) => ({ name, address })) };
}

async function importOne(
  input: { keys: BackupKeyAccess; prefix: string },
  account: BackupAccount,
  secrets: Map<string, string>,
  firstOfSecret: Map<string, AccountInfo>,
  password: string | undefined,
): Promise<AccountInfo> {
  const withPassword = password === undefined ? {} : { password };
  if (account.kind === 'watch_only') {
    const address = toBech32(input.prefix, fromBech32(account.address, 90).data);
    return input.keys.addWatchOnly({ address, name: account.name });
  }
  const secretId = account.secret_id!;
  if (account.kind === 'private_key') {
    return input.keys.importPrivateKey({
      privateKeyHex: secrets.get(secretId)!,
      name: account.name,
      ...withPassword,
    });
  }
  const sibling = firstOfSecret.get(secretId);
  const info = sibling
    ? await input.keys.deriveAccount({
        fromAccountId: sibling.id,
        name: account.name,
        hdIndex: account.hd_index!,
      })
    : await input.keys.importMnemonic({
        mnemonic: secrets.get(secretId)!,
        name: account.name,
        hdIndex: account.hd_index!,
        ...withPassword,
      });
  if (!sibling) firstOfSecret.set(secretId, info);
  return info;
}
