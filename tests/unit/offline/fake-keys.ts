// An in-memory stand-in for the key service's public API, for backup tests (derives real addresses).
import type { AccountInfo } from '../../../shared/api/keys';
import { WalletError } from '../../../shared/errors';
import {
  addressOf,
  deriveFromMnemonic,
  parsePrivateKeyHex,
  pubkeyBase64,
} from '../../../electron/core/keys/derive';
import { parseMnemonic } from '../../../electron/core/keys/mnemonic';
import type { BackupKeyAccess } from '../../../electron/core/offline/backup-service';

export interface FakeKeys extends BackupKeyAccess {
  accounts: AccountInfo[];
  secrets: Map<string, string>;
  /** When false, readSecret answers null for private keys (like a key service without that export). */
  privateKeysExportable: boolean;
  /** Makes the n-th (1-based) following import call fail. */
  failOnCall(n: number): void;
}

export function createFakeKeys(password = 'wallet-password'): FakeKeys {
  const accounts: AccountInfo[] = [];
  const secrets = new Map<string, string>();
  let nextId = 1;
  let failAt = 0;
  let calls = 0;
  const tick = () => {
    calls += 1;
    if (failAt > 0 && calls === failAt) throw new WalletError('storage', 'simulated keychain failure');
  };
  const add = (info: Omit<AccountInfo, 'id' | 'createdAt'>): AccountInfo => {
    const account = { ...info, id: `acc-${nextId++}`, createdAt: 0 };
    accounts.push(account);
    return account;
  };
  const fake: FakeKeys = {
    privateKeysExportable: true,
    accounts,
    secrets,
    failOnCall(n) {
      calls = 0;
      failAt = n;
    },
    listAccounts: () => [...accounts],
    async readSecret(secretId, given) {
      if (given !== password) throw new WalletError('wrong_password', 'Wrong password.');
      const secret = secrets.get(secretId);
      if (!secret) throw new WalletError('not_found', 'No such secret.');
      const kind = accounts.find((a) => a.secretId === secretId)?.kind;
      return kind === 'private_key' && !fake.privateKeysExportable ? null : secret;
    },
    async importMnemonic({ mnemonic, name, hdIndex }) {
      tick();
      const normalized = parseMnemonic(mnemonic);
      const secretId = `s-${nextId++}`;
      secrets.set(secretId, normalized);
      const key = await deriveFromMnemonic(normalized, 118, hdIndex);
      return add({
        name,
        kind: 'mnemonic',
        address: addressOf(key.pubkey, 'xyz'),
        secretId,
        hdIndex,
        coinType: 118,
        pubkey: pubkeyBase64(key.pubkey),
      });
    },
    async deriveAccount({ fromAccountId, name, hdIndex }) {
      tick();
      const from = accounts.find((a) => a.id === fromAccountId)!;
      const key = await deriveFromMnemonic(secrets.get(from.secretId!)!, 118, hdIndex);
      return add({
        name,
        kind: 'mnemonic',
        address: addressOf(key.pubkey, 'xyz'),
        secretId: from.secretId,
        hdIndex,
        coinType: 118,
        pubkey: pubkeyBase64(key.pubkey),
      });
    },
    async importPrivateKey({ privateKeyHex, name }) {
      tick();
      const key = await parsePrivateKeyHex(privateKeyHex);
      const secretId = `s-${nextId++}`;
      secrets.set(secretId, privateKeyHex);
      return add({
        name,
        kind: 'private_key',
        address: addressOf(key.pubkey, 'xyz'),
        secretId,
        hdIndex: null,
        coinType: null,
        pubkey: pubkeyBase64(key.pubkey),
      });
    },
    async addWatchOnly({ address, name }) {
      tick();
      return add({
        name,
        kind: 'watch_only',
        address,
        secretId: null,
        hdIndex: null,
        coinType: null,
        pubkey: null,
      });
    },
    async addSharedAccount({ name, address, multisig }) {
      tick();
      return add({
        name,
        kind: 'multisig',
        address,
        secretId: null,
        hdIndex: null,
        coinType: null,
        pubkey: null,
        multisig,
      });
    },
    async removeAccount(accountId) {
      const index = accounts.findIndex((a) => a.id === accountId);
      if (index >= 0) {
        const [removed] = accounts.splice(index, 1);
        if (removed?.secretId && !accounts.some((a) => a.secretId === removed.secretId))
          secrets.delete(removed.secretId);
      }
    },
  };
  return fake;
}
