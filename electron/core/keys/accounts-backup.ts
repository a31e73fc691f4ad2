// A plain (non-secret) copy of the account list in the keychain, so deleting the SQLite cache loses no account.
import type { AccountInfo } from '../../../shared/api/keys';
import type { AccountsRepo } from '../cache/repos/accounts-types';
import type { Keychain } from './keychain';

export const ACCOUNTS_BACKUP_ENTRY = 'accounts';

/** Writes the account list (names, kinds, addresses, HD indexes; no secrets). */
export async function writeAccountsBackup(keychain: Keychain, accounts: AccountInfo[]): Promise<void> {
  await keychain.set(ACCOUNTS_BACKUP_ENTRY, JSON.stringify({ v: 1, accounts }));
}

/** A shared account's definition as written by writeAccountsBackup (threshold and member keys). */
function isSharedAccount(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { threshold, members } = value as { threshold?: unknown; members?: unknown };
  return (
    typeof threshold === 'number' &&
    Array.isArray(members) &&
    members.every((m) => typeof (m as { pubkey?: unknown } | null)?.pubkey === 'string')
  );
}

function isAccount(value: unknown): value is AccountInfo {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return (
    typeof a.id === 'string' &&
    typeof a.name === 'string' &&
    typeof a.address === 'string' &&
    (a.kind === 'mnemonic' ||
      a.kind === 'private_key' ||
      a.kind === 'watch_only' ||
      a.kind === 'ledger' ||
      (a.kind === 'multisig' && isSharedAccount(a.multisig))) &&
    typeof a.createdAt === 'number'
  );
}

/** Re-inserts accounts from the keychain copy into an empty accounts table; returns how many. */
export async function restoreAccountsFromBackup(keychain: Keychain, repo: AccountsRepo): Promise<number> {
  const text = await keychain.get(ACCOUNTS_BACKUP_ENTRY);
  if (text === null) return 0;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 0;
  }
  const list = (parsed as { accounts?: unknown }).accounts;
  if (!Array.isArray(list)) return 0;
  let restored = 0;
  for (const item of list) {
    if (!isAccount(item)) continue;
    try {
      repo.insert({
        id: item.id,
        name: item.name,
        kind: item.kind,
        address: item.address,
        secretId: item.secretId ?? null,
        hdIndex: item.hdIndex ?? null,
        coinType: item.coinType ?? null,
        pubkey: item.pubkey ?? null,
        createdAt: item.createdAt,
        ...(item.kind === 'multisig' ? { multisig: item.multisig } : {}),
      });
      restored += 1;
    } catch {
      // a duplicate or malformed row is skipped; the rest are restored
    }
  }
  return restored;
}
