// Reading and restoring an encrypted backup: decrypt and validate (nothing changed), re-derive every key and check
// every shared account's address, then import all or nothing through the key service.
import { fromBech32, toBech32 } from '@cosmjs/encoding';
import type { AccountInfo } from '../../../shared/api/keys';
import { convertAddressPrefix } from '../../../shared/address';
import { WalletError } from '../../../shared/errors';
import { sharedInfoOf } from '../../../shared/multisig/definition';
import { accountPubkey } from '../../../shared/multisig/parse';
import { addressOf, deriveFromMnemonic, parsePrivateKeyHex } from '../keys/derive';
import { parseMnemonic } from '../keys/mnemonic';
import { backupError, openBackup } from './backup-file';
import {
  backupPayloadSchema,
  type BackupAccount,
  type BackupPayload,
  type BackupSharedAccount,
} from './backup-payload';
import type { BackupKeyAccess } from './backup-service';

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

/** Re-derives every keyed account and checks it gives the stored address (prefix-independent); likewise each shared
 * account's members and threshold. */
async function checkPayloadKeys(payload: BackupPayload, prefix: string): Promise<void> {
  for (const shared of payload.shared_accounts ?? []) {
    try {
      accountPubkey(shared.account);
    } catch {
      throw backupError(
        'not_a_backup',
        `The backup is inconsistent: the members of "${shared.name}" do not give its address.`,
      );
    }
  }
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
  const sharedPresent = (payload.shared_accounts ?? []).filter((s) =>
    existing.has(rawAddress(s.account.address)),
  );
  const sharedToImport = (payload.shared_accounts ?? []).filter(
    (s) => !existing.has(rawAddress(s.account.address)),
  );
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
    for (const shared of sharedToImport) created.push(await importShared(input, shared));
  } catch (error) {
    for (const info of created.reverse()) {
      await input.keys.removeAccount(info.id, input.password).catch(() => undefined);
    }
    throw error;
  }
  const skipped = [...already, ...sharedPresent.map((s) => ({ name: s.name, address: s.account.address }))];
  return { imported: created, skipped: skipped.map(({ name, address }) => ({ name, address })) };
}

/** Adds a shared account under the active network's prefix (its address was checked against its members). */
function importShared(
  input: { keys: BackupKeyAccess; prefix: string },
  shared: BackupSharedAccount,
): Promise<AccountInfo> {
  const address = convertAddressPrefix(shared.account.address, input.prefix);
  return input.keys.addSharedAccount({
    name: shared.name,
    address,
    multisig: sharedInfoOf({ ...shared.account, address }, input.prefix),
  });
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
