// Adapts the key manager's public API to what backups need: list, reveal secrets (password-checked), import,
// derive, add watch-only or shared accounts and remove (for the rollback of a failed import).
import type { AccountInfo } from '../../../shared/api/keys';
import type { KeyManager } from '../keys/key-service';
import type { BackupKeyAccess } from './backup-service';

export function backupAccessOf(keys: KeyManager): BackupKeyAccess {
  const ownerOf = (secretId: string): AccountInfo | undefined =>
    keys.listAccounts().find((a) => a.secretId === secretId);
  return {
    listAccounts: () => keys.listAccounts(),
    async readSecret(secretId, password) {
      const owner = ownerOf(secretId);
      if (!owner) return null;
      if (owner.kind === 'mnemonic') return (await keys.revealPhrase(owner.id, password)).mnemonic;
      return (await keys.revealPrivateKey(owner.id, password)).privateKeyHex;
    },
    importMnemonic: (req) => keys.importMnemonic(req),
    deriveAccount: (req) => keys.deriveAccount(req),
    importPrivateKey: (req) => keys.importPrivateKey(req),
    addWatchOnly: (req) => keys.addWatchOnly(req),
    addSharedAccount: (req) => keys.addSharedAccount(req),
    removeAccount: (accountId, password) => keys.remove(accountId, password),
  };
}
