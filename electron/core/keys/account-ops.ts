// Account operations of the key service: create from a generated phrase, import (mnemonic, private key,
// watch-only, Ledger, shared), derive more HD accounts, rename, select and remove.
import { toHex } from '@cosmjs/encoding';
import type { AccountInfo, SharedAccountInfo } from '../../../shared/api/keys';
import { LEDGER_COIN_TYPE } from '../../../shared/api/ledger';
import { checkAddress, convertAddressPrefix } from '../../../shared/address';
import { WalletError } from '../../../shared/errors';
import { createAccountWriter } from './account-writer';
import { addressOf, deriveFromMnemonic, parsePrivateKeyHex, pubkeyBase64 } from './derive';
import { ACTIVE_ACCOUNT_KEY, newId, STORAGE_PREFIX, type KeyState } from './key-state';
import { createMnemonicDrafts } from './mnemonic-drafts';
import { parseMnemonic } from './mnemonic';

export function createAccountOps(state: KeyState) {
  const { deps, vault } = state;
  const drafts = createMnemonicDrafts(state);
  const { assertNewAddress, store, addMnemonicAccount } = createAccountWriter(state);

  const ops = {
    generateMnemonic: () => drafts.generate(),

    async createFromDraft(req: { draftId: string; confirmWords: string[]; name: string; password?: string }) {
      const mnemonic = drafts.confirmed(req.draftId, req.confirmWords);
      const account = await addMnemonicAccount(mnemonic, req.name, 0, req.password);
      drafts.forget(req.draftId);
      return account;
    },

    /** How many generated phrases wait for their confirmation (each is forgotten on lock and after 15 minutes). */
    pendingMnemonicCount: () => drafts.count(),

    importMnemonic: (req: { mnemonic: string; name: string; hdIndex?: number; password?: string }) =>
      addMnemonicAccount(parseMnemonic(req.mnemonic), req.name, req.hdIndex ?? 0, req.password),

    async importPrivateKey(req: { privateKeyHex: string; name: string; password?: string }) {
      const key = await parsePrivateKeyHex(req.privateKeyHex);
      const address = addressOf(key.pubkey, STORAGE_PREFIX);
      assertNewAddress(address);
      const live = await state.keyedSession(req.password);
      const secretId = newId();
      return store(
        live,
        secretId,
        { kind: 'private_key', value: toHex(key.privkey) },
        {
          id: newId(),
          name: req.name,
          kind: 'private_key',
          address,
          secretId,
          hdIndex: null,
          coinType: null,
          pubkey: pubkeyBase64(key.pubkey),
          createdAt: deps.clock(),
        },
      );
    },

    async addWatchOnly(req: { address: string; name: string }) {
      const checked = checkAddress(req.address, deps.prefix());
      if (!checked.ok) throw new WalletError('invalid_address', checked.message, { reason: checked.reason });
      return store(null, null, null, {
        id: newId(),
        name: req.name,
        kind: 'watch_only',
        address: convertAddressPrefix(checked.address, STORAGE_PREFIX),
        secretId: null,
        hdIndex: null,
        coinType: null,
        pubkey: null,
        createdAt: deps.clock(),
      });
    },

    /** Ledger accounts: HD index and public key as read from the device, no secret (the device keeps it). */
    async addLedgerAccounts(
      entries: Array<{ hdIndex: number; name: string; address: string; pubkey: string }>,
    ): Promise<AccountInfo[]> {
      const added: AccountInfo[] = [];
      for (const entry of entries) {
        added.push(
          await store(null, null, null, {
            id: newId(),
            name: entry.name,
            kind: 'ledger',
            address: convertAddressPrefix(entry.address, STORAGE_PREFIX),
            secretId: null,
            hdIndex: entry.hdIndex,
            coinType: LEDGER_COIN_TYPE,
            pubkey: entry.pubkey,
            createdAt: deps.clock(),
          }),
        );
      }
      return added;
    },

    /** A shared (k-of-n) account: its address and definition, no secret (members sign with their own keys). */
    async addSharedAccount(entry: { name: string; address: string; multisig: SharedAccountInfo }) {
      return store(null, null, null, {
        id: newId(),
        name: entry.name,
        kind: 'multisig',
        address: convertAddressPrefix(entry.address, STORAGE_PREFIX),
        secretId: null,
        hdIndex: null,
        coinType: null,
        pubkey: null,
        createdAt: deps.clock(),
        multisig: {
          threshold: entry.multisig.threshold,
          members: entry.multisig.members.map((m) => ({
            ...m,
            address: convertAddressPrefix(m.address, STORAGE_PREFIX),
            ownAccountId: null,
          })),
        },
      });
    },

    async deriveAccount(req: { fromAccountId: string; name: string; hdIndex?: number }) {
      const source = state.getStored(req.fromAccountId);
      if (source.kind !== 'mnemonic' || !source.secretId) {
        throw new WalletError(
          'invalid_request',
          'More accounts can only be derived from a recovery-phrase account.',
        );
      }
      const live = state.requireSession();
      const siblings = deps.accounts.listBySecret(source.secretId);
      const hdIndex = req.hdIndex ?? Math.max(...siblings.map((a) => a.hdIndex ?? 0)) + 1;
      if (siblings.some((a) => a.hdIndex === hdIndex)) {
        throw new WalletError('already_exists', `Account ${hdIndex} of this recovery phrase already exists.`);
      }
      const secret = await vault.readSecret(live.header, live.key, source.secretId);
      const coinType = source.coinType ?? deps.coinType();
      const key = await deriveFromMnemonic(secret.value, coinType, hdIndex);
      return store(live, null, null, {
        id: newId(),
        name: req.name,
        kind: 'mnemonic',
        address: addressOf(key.pubkey, STORAGE_PREFIX),
        secretId: source.secretId,
        hdIndex,
        coinType,
        pubkey: pubkeyBase64(key.pubkey),
        createdAt: deps.clock(),
      });
    },

    async rename(accountId: string, name: string) {
      const renamed = deps.accounts.rename(accountId, name);
      if (!renamed) throw new WalletError('not_found', 'No such account.', { accountId });
      await state.accountsChanged();
      return state.shown(renamed);
    },

    /** Removes an account; keyed accounts need the password; the secret goes when its last account does. */
    async remove(accountId: string, password: string | undefined) {
      const account = state.getStored(accountId);
      if (account.secretId) {
        if (!password)
          throw new WalletError('wrong_password', 'Enter the wallet password to remove this account.');
        const { key, header } = await state.checkPassword(password);
        key.fill(0);
        const lastUser = deps.accounts.listBySecret(account.secretId).length === 1;
        deps.accounts.remove(accountId);
        state.derivedKeys.delete(accountId);
        if (lastUser) await vault.deleteSecret(header, account.secretId);
      } else {
        deps.accounts.remove(accountId);
      }
      if (deps.kv.get(ACTIVE_ACCOUNT_KEY) === accountId) {
        deps.kv.set(ACTIVE_ACCOUNT_KEY, deps.accounts.list()[0]?.id ?? null);
      }
      await state.accountsChanged();
    },

    async select(accountId: string) {
      state.getStored(accountId);
      deps.kv.set(ACTIVE_ACCOUNT_KEY, accountId);
      deps.emit('accounts/changed', { activeAccountId: accountId });
      return { activeAccountId: accountId };
    },
  };

  /** Mutations run one at a time (see KeyState.exclusive). */
  const serial =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A) =>
      state.exclusive(() => fn(...args));
  return {
    generateMnemonic: ops.generateMnemonic,
    pendingMnemonicCount: ops.pendingMnemonicCount,
    select: ops.select,
    createFromDraft: serial(ops.createFromDraft),
    importMnemonic: serial(ops.importMnemonic),
    importPrivateKey: serial(ops.importPrivateKey),
    addWatchOnly: serial(ops.addWatchOnly),
    addLedgerAccounts: serial(ops.addLedgerAccounts),
    addSharedAccount: serial(ops.addSharedAccount),
    deriveAccount: serial(ops.deriveAccount),
    rename: serial(ops.rename),
    remove: serial(ops.remove),
  };
}
