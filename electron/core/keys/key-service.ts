// The key service: accounts (HD mnemonic, private key, watch-only), wallet password, lock/unlock and signers.
// Secrets live only in the keychain (encrypted) and, while unlocked, in this module's memory.
import { toHex } from '@cosmjs/encoding';
import { randomBytes } from 'node:crypto';
import type { AccountInfo, LockStatus } from '../../../shared/api/keys';
import type { EventName, EventPayload } from '../../../shared/api/events';
import { checkAddress, convertAddressPrefix } from '../../../shared/address';
import { BECH32_PREFIX } from '../../../shared/chain';
import { WalletError } from '../../../shared/errors';
import type { AccountsRepo, KvRepo } from '../cache/types';
import { restoreAccountsFromBackup, writeAccountsBackup } from './accounts-backup';
import { addressOf, deriveFromMnemonic, parsePrivateKeyHex, pubkeyBase64, type DerivedKey } from './derive';
import type { Keychain } from './keychain';
import { generateMnemonic, normalizeMnemonic, parseMnemonic, pickConfirmIndices } from './mnemonic';
import { createSession, type UnlockedSession } from './session';
import { createSigner } from './signer';
import { createPasswordThrottle } from './throttle';
import type { KeyService, WalletSigner } from './types';
import { createVault, type StoredSecret, type VaultCost, type VaultHeader } from './vault';

/** Addresses are stored under this prefix and shown in the active profile's prefix. */
const STORAGE_PREFIX = BECH32_PREFIX;
const ACTIVE_KEY = 'keys.activeAccountId';
/** A generated mnemonic waits this long for its confirmation. */
export const MNEMONIC_DRAFT_TTL_MS = 15 * 60_000;

export interface KeyServiceDeps {
  keychain: Keychain;
  accounts: AccountsRepo;
  kv: KvRepo;
  clock: () => number;
  /** Bech32 prefix and coin type of the active network profile. */
  prefix: () => string;
  coinType: () => number;
  autoLockMinutes: () => number;
  emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  /** scrypt cost override (unit tests use a cheap one; the app always uses the default). */
  vaultCost?: VaultCost;
}

const newId = () => randomBytes(12).toString('hex');

export function createKeyService(deps: KeyServiceDeps) {
  const vault = createVault(deps.keychain, deps.vaultCost);
  const throttle = createPasswordThrottle(deps.clock);
  const derivedKeys = new Map<string, DerivedKey>();
  const drafts = new Map<string, { mnemonic: string; indices: number[]; expiresAt: number }>();
  let header: VaultHeader | null = null;
  let keychainAvailable = true;

  const session = createSession({
    clock: deps.clock,
    autoLockMinutes: deps.autoLockMinutes,
    emit: deps.emit,
    onLock: () => {
      for (const key of derivedKeys.values()) key.privkey.fill(0);
      derivedKeys.clear();
    },
  });

  const shown = (account: AccountInfo): AccountInfo => {
    const prefix = deps.prefix();
    return prefix === STORAGE_PREFIX ? account : { ...account, address: convertAddressPrefix(account.address, prefix) };
  };

  const accountsChanged = async () => {
    deps.emit('accounts/changed', { activeAccountId: activeAccount()?.id ?? null });
    if (keychainAvailable) await writeAccountsBackup(deps.keychain, deps.accounts.list()).catch(() => undefined);
  };

  function getStored(accountId: string): AccountInfo {
    const account = deps.accounts.get(accountId);
    if (!account) throw new WalletError('not_found', 'No such account.', { accountId });
    return account;
  }

  function activeAccount(): AccountInfo | null {
    const id = deps.kv.get(ACTIVE_KEY);
    const account = typeof id === 'string' ? deps.accounts.get(id) : null;
    return account ?? deps.accounts.list()[0] ?? null;
  }

  function requireSession(): UnlockedSession {
    const live = session.current();
    if (!live) throw new WalletError('locked', 'The wallet is locked. Unlock it first.');
    return live;
  }

  /** A session to add a secret with: creates the vault with `password` on first use, else needs unlocked. */
  async function keyedSession(password: string | undefined): Promise<UnlockedSession> {
    if (header) return requireSession();
    if (!password) throw new WalletError('no_wallet', 'Choose a wallet password first.');
    const made = await vault.initialize(password);
    header = made.header;
    return session.start(made.key, made.header, 'unlock');
  }

  function assertNewAddress(address: string): void {
    if (deps.accounts.list().some((a) => a.address === address)) {
      throw new WalletError('already_exists', 'This account is already in the wallet.', { address });
    }
  }

  async function storeKeyed(
    live: UnlockedSession,
    secretId: string,
    secret: StoredSecret | null,
    account: AccountInfo,
  ): Promise<AccountInfo> {
    assertNewAddress(account.address);
    if (secret) await vault.writeSecret(live.header, live.key, secretId, secret);
    try {
      deps.accounts.insert(account);
    } catch (error) {
      if (secret) await vault.deleteSecret(live.header, secretId).catch(() => undefined);
      throw error;
    }
    if (deps.accounts.list().length === 1) deps.kv.set(ACTIVE_KEY, account.id);
    await accountsChanged();
    return shown(account);
  }

  async function addMnemonicAccount(
    mnemonic: string,
    name: string,
    hdIndex: number,
    password: string | undefined,
  ): Promise<AccountInfo> {
    const coinType = deps.coinType();
    const key = await deriveFromMnemonic(mnemonic, coinType, hdIndex);
    const address = addressOf(key.pubkey, STORAGE_PREFIX);
    assertNewAddress(address);
    const live = await keyedSession(password);
    const secretId = newId();
    return storeKeyed(live, secretId, { kind: 'mnemonic', value: mnemonic }, {
      id: newId(),
      name,
      kind: 'mnemonic',
      address,
      secretId,
      hdIndex,
      coinType,
      pubkey: pubkeyBase64(key.pubkey),
      createdAt: deps.clock(),
    });
  }

  async function keyOf(account: AccountInfo, live: UnlockedSession): Promise<DerivedKey> {
    const cached = derivedKeys.get(account.id);
    if (cached) return cached;
    if (!account.secretId) throw new WalletError('watch_only', 'This is a watch-only account: it cannot sign.');
    const secret = await vault.readSecret(live.header, live.key, account.secretId);
    const key =
      secret.kind === 'mnemonic'
        ? await deriveFromMnemonic(secret.value, account.coinType ?? deps.coinType(), account.hdIndex ?? 0)
        : await parsePrivateKeyHex(secret.value);
    if (session.current() === live) derivedKeys.set(account.id, key);
    return key;
  }

  /** Verifies a password through the throttle; returns the derived key. */
  async function checkPassword(password: string): Promise<{ key: Buffer; header: VaultHeader }> {
    const h = header;
    if (!h) throw new WalletError('no_wallet', 'No wallet password has been set up yet.');
    const key = await throttle.attempt(() => vault.verify(h, password));
    return { key, header: h };
  }

  const service: KeyService = {
    isLocked: () => session.current() === null,
    listAccounts: () => deps.accounts.list().map(shown),
    getAccount: (accountId) => shown(getStored(accountId)),
    activeAccount: () => {
      const account = activeAccount();
      return account ? shown(account) : null;
    },
    async getSigner(accountId): Promise<WalletSigner> {
      const account = getStored(accountId);
      if (account.kind === 'watch_only') throw new WalletError('watch_only', 'This is a watch-only account: it cannot sign.');
      const live = requireSession();
      const key = await keyOf(account, live);
      const epoch = session.epoch();
      session.touch();
      return createSigner(key.privkey, deps.prefix(), () => session.current() !== null && session.epoch() === epoch);
    },
  };

  return {
    ...service,

    /** Reads the vault header (reporting an unavailable keychain) and restores accounts after a cache loss. */
    async init(): Promise<void> {
      try {
        header = await vault.header();
        if (deps.accounts.list().length === 0) {
          const restored = await restoreAccountsFromBackup(deps.keychain, deps.accounts);
          if (restored > 0) deps.emit('accounts/changed', { activeAccountId: activeAccount()?.id ?? null });
        }
      } catch (error) {
        if (error instanceof WalletError && error.code === 'keychain_unavailable') keychainAvailable = false;
        else throw error;
      }
    },

    status(): LockStatus {
      return {
        hasPassword: header !== null,
        locked: session.current() === null,
        autoLockMinutes: deps.autoLockMinutes(),
        keychainAvailable,
        retryAt: throttle.retryAt(),
      };
    },

    /** Resets the idle timer; returns ms until auto-lock. */
    activity(): number | null {
      session.touch();
      return session.lockInMs();
    },
    checkIdle: () => session.checkIdle(),

    generateMnemonic() {
      const now = deps.clock();
      for (const [id, d] of drafts) if (d.expiresAt <= now) drafts.delete(id);
      const mnemonic = generateMnemonic();
      const draftId = newId();
      const indices = pickConfirmIndices(24, 3);
      drafts.set(draftId, { mnemonic, indices, expiresAt: now + MNEMONIC_DRAFT_TTL_MS });
      return { draftId, mnemonic, confirmIndices: indices };
    },

    async createFromDraft(req: { draftId: string; confirmWords: string[]; name: string; password?: string }) {
      const draft = drafts.get(req.draftId);
      if (!draft || draft.expiresAt <= deps.clock()) {
        drafts.delete(req.draftId);
        throw new WalletError('expired', 'This recovery phrase is no longer available. Generate a new one.');
      }
      const words = draft.mnemonic.split(' ');
      const expected = draft.indices.map((i) => words[i]);
      const given = req.confirmWords.map((w) => normalizeMnemonic(w));
      if (given.length !== expected.length || given.some((w, i) => w !== expected[i])) {
        throw new WalletError('invalid_mnemonic', 'The confirmation words do not match the recovery phrase.', {
          positions: draft.indices.map((i) => i + 1),
        });
      }
      const account = await addMnemonicAccount(draft.mnemonic, req.name, 0, req.password);
      drafts.delete(req.draftId);
      return account;
    },

    importMnemonic: (req: { mnemonic: string; name: string; hdIndex?: number; password?: string }) =>
      addMnemonicAccount(parseMnemonic(req.mnemonic), req.name, req.hdIndex ?? 0, req.password),

    async importPrivateKey(req: { privateKeyHex: string; name: string; password?: string }) {
      const key = await parsePrivateKeyHex(req.privateKeyHex);
      const address = addressOf(key.pubkey, STORAGE_PREFIX);
      assertNewAddress(address);
      const live = await keyedSession(req.password);
      const secretId = newId();
      return storeKeyed(live, secretId, { kind: 'private_key', value: toHex(key.privkey) }, {
        id: newId(),
        name: req.name,
        kind: 'private_key',
        address,
        secretId,
        hdIndex: null,
        coinType: null,
        pubkey: pubkeyBase64(key.pubkey),
        createdAt: deps.clock(),
      });
    },

    async addWatchOnly(req: { address: string; name: string }) {
      const checked = checkAddress(req.address, deps.prefix());
      if (!checked.ok) throw new WalletError('invalid_address', checked.message, { reason: checked.reason });
      const address = convertAddressPrefix(checked.address, STORAGE_PREFIX);
      assertNewAddress(address);
      deps.accounts.insert({
        id: newId(),
        name: req.name,
        kind: 'watch_only',
        address,
        secretId: null,
        hdIndex: null,
        coinType: null,
        pubkey: null,
        createdAt: deps.clock(),
      });
      const account = deps.accounts.list().find((a) => a.address === address)!;
      if (deps.accounts.list().length === 1) deps.kv.set(ACTIVE_KEY, account.id);
      await accountsChanged();
      return shown(account);
    },

    async deriveAccount(req: { fromAccountId: string; name: string; hdIndex?: number }) {
      const source = getStored(req.fromAccountId);
      if (source.kind !== 'mnemonic' || !source.secretId) {
        throw new WalletError('invalid_request', 'More accounts can only be derived from a recovery-phrase account.');
      }
      const live = requireSession();
      const siblings = deps.accounts.listBySecret(source.secretId);
      const hdIndex = req.hdIndex ?? Math.max(...siblings.map((a) => a.hdIndex ?? 0)) + 1;
      if (siblings.some((a) => a.hdIndex === hdIndex)) {
        throw new WalletError('already_exists', `Account ${hdIndex} of this recovery phrase already exists.`);
      }
      const secret = await vault.readSecret(live.header, live.key, source.secretId);
      const coinType = source.coinType ?? deps.coinType();
      const key = await deriveFromMnemonic(secret.value, coinType, hdIndex);
      return storeKeyed(live, source.secretId, null, {
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
      await accountsChanged();
      return shown(renamed);
    },

    async remove(accountId: string, password: string | undefined) {
      const account = getStored(accountId);
      if (account.secretId) {
        if (!password) throw new WalletError('wrong_password', 'Enter the wallet password to remove this account.');
        const { key } = await checkPassword(password);
        key.fill(0);
        const live = session.current();
        const lastUser = deps.accounts.listBySecret(account.secretId).length === 1;
        deps.accounts.remove(accountId);
        derivedKeys.delete(accountId);
        if (lastUser && header) await vault.deleteSecret(live?.header ?? header, account.secretId);
      } else {
        deps.accounts.remove(accountId);
      }
      if (deps.kv.get(ACTIVE_KEY) === accountId) deps.kv.set(ACTIVE_KEY, deps.accounts.list()[0]?.id ?? null);
      await accountsChanged();
    },

    async select(accountId: string) {
      getStored(accountId);
      deps.kv.set(ACTIVE_KEY, accountId);
      deps.emit('accounts/changed', { activeAccountId: accountId });
      return { activeAccountId: accountId };
    },

    lock: () => session.lock('manual'),

    async unlock(password: string) {
      const { key, header: h } = await checkPassword(password);
      session.start(key, h, 'unlock');
    },

    async changePassword(currentPassword: string, newPassword: string) {
      const { key, header: h } = await checkPassword(currentPassword);
      const secretIds = [...new Set(deps.accounts.list().flatMap((a) => (a.secretId ? [a.secretId] : [])))];
      try {
        const next = await vault.changePassword(h, key, newPassword, secretIds);
        header = next.header;
        session.start(next.key, next.header, 'password_changed');
      } finally {
        key.fill(0);
      }
    },

    async revealPhrase(accountId: string, password: string) {
      const account = getStored(accountId);
      if (account.kind !== 'mnemonic' || !account.secretId) {
        throw new WalletError('invalid_request', 'This account was not created from a recovery phrase.');
      }
      const { key, header: h } = await checkPassword(password);
      try {
        const secret = await vault.readSecret(h, key, account.secretId);
        return { mnemonic: secret.value };
      } finally {
        key.fill(0);
      }
    },

    /**
     * CORE-INTERNAL (no channel): the raw key of a private-key account, for the encrypted backup export only.
     * Needs the password like reveal-phrase.
     */
    async revealPrivateKey(accountId: string, password: string): Promise<{ privateKeyHex: string }> {
      const account = getStored(accountId);
      if (account.kind !== 'private_key' || !account.secretId) {
        throw new WalletError('invalid_request', 'This account was not imported from a private key.');
      }
      const { key, header: h } = await checkPassword(password);
      try {
        const secret = await vault.readSecret(h, key, account.secretId);
        return { privateKeyHex: secret.value };
      } finally {
        key.fill(0);
      }
    },
  };
}

export type KeyManager = ReturnType<typeof createKeyService>;
