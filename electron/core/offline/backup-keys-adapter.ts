// Adapts the key manager's public API to what backups need. Private keys are exported only when the key
// manager offers `revealPrivateKey(accountId, password)`; until then such accounts are left out and reported.
import type { AccountInfo } from '../../../shared/api/keys';
import type { KeyManager } from '../keys/key-service';
import type { BackupKeyAccess } from './backup-service';

type OptionalPrivateKeyExport = {
  revealPrivateKey?: (accountId: string, password: string) => Promise<{ privateKeyHex: string }>;
};

export function backupAccessOf(keys: KeyManager): BackupKeyAccess {
  const ownerOf = (secretId: string): AccountInfo | undefined => keys.listAccounts().find((a) => a.secretId === secretId);
  return {
    listAccounts: () => keys.listAccounts(),
    async readSecret(secretId, password) {
      const owner = ownerOf(secretId);
      if (!owner) return null;
      if (owner.kind === 'mnemonic') return (await keys.revealPhrase(owner.id, password)).mnemonic;
      const reveal = (keys as KeyManager & OptionalPrivateKeyExport).revealPrivateKey;
      return reveal ? (await reveal(owner.id, password)).privateKeyHex : null;
    },
    importMnemonic: (req) => keys.importMnemonic(req),
    deriveAccount: (req) => keys.deriveAccount(req),
    importPrivateKey: (req) => keys.importPrivateKey(req),
    addWatchOnly: (req) => keys.addWatchOnly(req),
    removeAccount: (accountId, password) => keys.remove(accountId, password),
  };
}
