// The repository of account rows (records file).
import type { AccountInfo } from '../../../../shared/api/keys';

/** Account rows: non-secret account data (the secret stays in the keychain). */
export interface AccountsRepo {
  list(): AccountInfo[];
  get(id: string): AccountInfo | null;
  insert(account: AccountInfo): void;
  rename(id: string, name: string): AccountInfo | null;
  remove(id: string): boolean;
  /** Accounts that use the given keychain secret. */
  listBySecret(secretId: string): AccountInfo[];
}
