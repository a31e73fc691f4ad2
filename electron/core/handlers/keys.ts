// Handlers of the keys domain: thin mapping from channels to the key manager.
import type { keysChannels } from '../../../shared/api/keys';
import type { KeyManager } from '../keys/key-service';
import type { DomainChannels, HandlersFor } from './context';

export type KeysChannel = DomainChannels<typeof keysChannels>;

export function createKeysHandlers(keys: KeyManager): HandlersFor<KeysChannel> {
  return {
    'keys/status': () => keys.status(),
    'keys/list': () => ({ accounts: keys.listAccounts(), activeAccountId: keys.activeAccount()?.id ?? null }),
    'keys/generate-mnemonic': () => keys.generateMnemonic(),
    'keys/create': (req) => keys.createFromDraft(req),
    'keys/import-mnemonic': (req) => keys.importMnemonic(req),
    'keys/import-private-key': (req) => keys.importPrivateKey(req),
    'keys/add-watch-only': (req) => keys.addWatchOnly(req),
    'keys/derive-account': (req) => keys.deriveAccount(req),
    'keys/rename': (req) => keys.rename(req.accountId, req.name),
    'keys/remove': async (req) => {
      await keys.remove(req.accountId, req.password);
      return { removed: true as const };
    },
    'keys/select': (req) => keys.select(req.accountId),
    'keys/lock': () => {
      keys.lock();
      return keys.status();
    },
    'keys/unlock': async (req) => {
      await keys.unlock(req.password);
      return keys.status();
    },
    'keys/change-password': async (req) => {
      await keys.changePassword(req.currentPassword, req.newPassword);
      return keys.status();
    },
    'keys/reset': () => keys.resetKeys(),
    'keys/reveal-phrase': (req) => keys.revealPhrase(req.accountId, req.password),
  };
}
