// Shared state of the key service (vault header, session, throttle, derived-key cache) and the helpers that
// account operations and password operations both need.
import { randomBytes } from 'node:crypto';
import type { EventName, EventPayload } from '../../../shared/api/events';
import type { AccountInfo } from '../../../shared/api/keys';
import { convertAddressPrefix } from '../../../shared/address';
import { BECH32_PREFIX } from '../../../shared/chain';
import { WalletError } from '../../../shared/errors';
import type { AccountsRepo } from '../cache/repos/accounts-types';
import type { KvRepo } from '../cache/repos/kv-types';
import { writeAccountsBackup } from './accounts-backup';
import { showSharedAccount } from './shared-account-view';
import type { DerivedKey } from './derive';
import type { Keychain } from './keychain';
import type { LedgerAccountRef, WalletSigner } from './types';
import { createSession, type UnlockedSession } from './session';
import { createPasswordThrottle, parseThrottleRecord } from './throttle';
import { createVault, type VaultCost, type VaultHeader } from './vault';

/** Addresses are stored under this prefix and shown in the active profile's prefix. */
export const STORAGE_PREFIX = BECH32_PREFIX;
export const ACTIVE_ACCOUNT_KEY = 'keys.activeAccountId';
/** Records-database key of the password throttle's failure count and last failure time. */
export const THROTTLE_KEY = 'keys.passwordThrottle';

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
  /** Signer of a Ledger account (kind 'ledger'): built by the core around its one Ledger device. */
  ledgerSigner?: (account: LedgerAccountRef) => WalletSigner;
  /** scrypt cost override (unit tests use a cheap one; the app always uses the default). */
  vaultCost?: VaultCost;
}

export const newId = () => randomBytes(12).toString('hex');

export function createKeyState(deps: KeyServiceDeps) {
  const derivedKeys = new Map<string, DerivedKey>();
  /** Run on every lock (manual or idle), e.g. to forget generated recovery phrases that were never confirmed. */
  const lockHooks: Array<() => void> = [];
  const session = createSession({
    clock: deps.clock,
    autoLockMinutes: deps.autoLockMinutes,
    emit: deps.emit,
    onLock: () => {
      for (const key of derivedKeys.values()) key.privkey.fill(0);
      derivedKeys.clear();
      for (const hook of lockHooks) hook();
    },
  });
  const vault = createVault(deps.keychain, deps.vaultCost);
  const throttle = createPasswordThrottle(deps.clock, {
    load: () => parseThrottleRecord(deps.kv.get(THROTTLE_KEY), deps.clock()),
    save: (record) => (record ? deps.kv.set(THROTTLE_KEY, record) : deps.kv.delete(THROTTLE_KEY)),
  });
  let queue: Promise<unknown> = Promise.resolve();

  const state = {
    deps,
    vault,
    throttle,
    session,
    derivedKeys,
    lockHooks,
    /** The vault header once a wallet password exists. */
    header: null as VaultHeader | null,
    keychainAvailable: true,

    /**
     * Runs mutations of keys and accounts one after another, so two requests can never both create the vault,
     * or both pass a duplicate check (e.g. a double-clicked "Import").
     */
    exclusive<T>(operation: () => Promise<T>): Promise<T> {
      const run = queue.then(operation, operation);
      queue = run.catch(() => undefined);
      return run;
    },

    /**
     * The account as the UI sees it: address in the active profile's prefix; a shared account's members in it too,
     * each linked to the wallet's own account holding its key.
     */
    shown(account: AccountInfo): AccountInfo {
      const prefix = deps.prefix();
      const shown =
        prefix === STORAGE_PREFIX
          ? account
          : { ...account, address: convertAddressPrefix(account.address, prefix) };
      return shown.multisig
        ? { ...shown, multisig: showSharedAccount(shown.multisig, prefix, deps.accounts.list()) }
        : shown;
    },

    getStored(accountId: string): AccountInfo {
      const account = deps.accounts.get(accountId);
      if (!account) throw new WalletError('not_found', 'No such account.', { accountId });
      return account;
    },

    /** The selected account, else the first one, else null (stored form). */
    activeAccount(): AccountInfo | null {
      const id = deps.kv.get(ACTIVE_ACCOUNT_KEY);
      const account = typeof id === 'string' ? deps.accounts.get(id) : null;
      return account ?? deps.accounts.list()[0] ?? null;
    },

    /** Pushes accounts/changed and refreshes the keychain copy of the account list. */
    async accountsChanged(): Promise<void> {
      deps.emit('accounts/changed', { activeAccountId: state.activeAccount()?.id ?? null });
      if (state.keychainAvailable)
        await writeAccountsBackup(deps.keychain, deps.accounts.list()).catch(() => undefined);
    },

    requireSession(): UnlockedSession {
      const live = session.current();
      if (!live) throw new WalletError('locked', 'The wallet is locked. Unlock it first.');
      return live;
    },

    /** A session to add a secret with: creates the vault with `password` on first use, else needs unlocked. */
    async keyedSession(password: string | undefined): Promise<UnlockedSession> {
      if (state.header) return state.requireSession();
      if (!password) throw new WalletError('no_wallet', 'Choose a wallet password first.');
      const made = await vault.initialize(password);
      state.header = made.header;
      return session.start(made.key, made.header, 'unlock');
    },

    /** Verifies a password through the throttle; returns the derived key (caller wipes it). */
    async checkPassword(password: string): Promise<{ key: Buffer; header: VaultHeader }> {
      const h = state.header;
      if (!h) throw new WalletError('no_wallet', 'No wallet password has been set up yet.');
      const key = await throttle.attempt(() => vault.verify(h, password));
      return { key, header: h };
    },
  };
  return state;
}

export type KeyState = ReturnType<typeof createKeyState>;
