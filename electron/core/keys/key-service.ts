// The key service: accounts (HD mnemonic, private key, watch-only, Ledger), wallet password, lock/unlock and signers.
// Secrets live only in the keychain (encrypted) and, while unlocked, in this module's memory.
import type { AccountInfo, LockStatus } from '../../../shared/api/keys';
import { WalletError } from '../../../shared/errors';
import { createAccountOps } from './account-ops';
import { restoreAccountsFromBackup } from './accounts-backup';
import { deriveFromMnemonic, parsePrivateKeyHex, type DerivedKey } from './derive';
import { createKeyState, type KeyServiceDeps } from './key-state';
import type { UnlockedSession } from './session';
import { createSigner } from './signer';
import type { KeyService, WalletSigner } from './types';

export type { KeyServiceDeps } from './key-state';
export { MNEMONIC_DRAFT_TTL_MS } from './mnemonic-drafts';

export function createKeyService(deps: KeyServiceDeps) {
  const state = createKeyState(deps);
  const { session, vault } = state;

  async function keyOf(accountId: string, live: UnlockedSession): Promise<DerivedKey> {
    const cached = state.derivedKeys.get(accountId);
    if (cached) return cached;
    const account = state.getStored(accountId);
    if (!account.secretId)
      throw new WalletError('watch_only', 'This is a watch-only account: it cannot sign.');
    const secret = await vault.readSecret(live.header, live.key, account.secretId);
    const key =
      secret.kind === 'mnemonic'
        ? await deriveFromMnemonic(secret.value, account.coinType ?? deps.coinType(), account.hdIndex ?? 0)
        : await parsePrivateKeyHex(secret.value);
    if (session.current() === live) state.derivedKeys.set(accountId, key);
    return key;
  }

  /** Reads one secret after re-checking the password (reveal flows); the derived key is wiped afterwards. */
  async function revealSecret(accountId: string, password: string, kind: 'mnemonic' | 'private_key') {
    const account = state.getStored(accountId);
    if (account.kind !== kind || !account.secretId) {
      throw new WalletError(
        'invalid_request',
        kind === 'mnemonic'
          ? 'This account was not created from a recovery phrase.'
          : 'This account was not imported from a private key.',
      );
    }
    const { key, header } = await state.checkPassword(password);
    try {
      return (await vault.readSecret(header, key, account.secretId)).value;
    } finally {
      key.fill(0);
    }
  }

  /** A Ledger account holds no secret: the device signs (and asks its owner), so no unlocked session is needed. */
  function ledgerSignerOf(account: AccountInfo): WalletSigner {
    if (!deps.ledgerSigner || account.hdIndex === null || !account.pubkey)
      throw new WalletError('unavailable', 'This wallet cannot reach a Ledger.');
    const shown = state.shown(account);
    return deps.ledgerSigner({
      hdIndex: account.hdIndex,
      address: shown.address,
      pubkey: account.pubkey,
      prefix: deps.prefix(),
    });
  }

  const service: KeyService = {
    isLocked: () => session.current() === null,
    listAccounts: () => deps.accounts.list().map(state.shown),
    getAccount: (accountId) => state.shown(state.getStored(accountId)),
    activeAccount: () => {
      const account = state.activeAccount();
      return account ? state.shown(account) : null;
    },
    async getSigner(accountId): Promise<WalletSigner> {
      const account = state.getStored(accountId);
      if (account.kind === 'watch_only')
        throw new WalletError('watch_only', 'This is a watch-only account: it cannot sign.');
      if (account.kind === 'ledger') return ledgerSignerOf(account);
      const live = state.requireSession();
      const key = await keyOf(accountId, live);
      const epoch = session.epoch();
      session.touch();
      return createSigner(key, deps.prefix(), () => session.current() !== null && session.epoch() === epoch);
    },
  };

  return {
    ...service,
    ...createAccountOps(state),

    /** Reads the vault header (reporting an unavailable keychain) and restores accounts after a records loss. */
    async init(): Promise<void> {
      try {
        state.header = await vault.header();
        if (deps.accounts.list().length === 0) {
          const restored = await restoreAccountsFromBackup(deps.keychain, deps.accounts);
          if (restored > 0)
            deps.emit('accounts/changed', { activeAccountId: state.activeAccount()?.id ?? null });
        }
      } catch (error) {
        if (error instanceof WalletError && error.code === 'keychain_unavailable')
          state.keychainAvailable = false;
        else throw error;
      }
    },

    status(): LockStatus {
      return {
        hasPassword: state.header !== null,
        locked: session.current() === null,
        autoLockMinutes: deps.autoLockMinutes(),
        keychainAvailable: state.keychainAvailable,
        retryAt: state.throttle.retryAt(),
      };
    },

    /** Resets the idle timer; returns ms until auto-lock. */
    activity(): number | null {
      session.touch();
      return session.lockInMs();
    },
    checkIdle: () => session.checkIdle(),
    /** Checks the wallet password (throttled like unlock) without changing the session. */
    async verifyPassword(password: string): Promise<void> {
      const { key } = await state.checkPassword(password);
      key.fill(0);
    },
    lock: () => session.lock('manual'),

    async unlock(password: string) {
      const { key, header } = await state.checkPassword(password);
      if (!vault.needsUpgrade(header)) {
        session.start(key, header, 'unlock');
        return;
      }
      // Sealed at an older, cheaper scrypt cost: re-seal every secret at today's cost under the same password (the
      // same atomic generation switch as a password change). If that fails, the old vault still opens: unlock anyway.
      await state.exclusive(async () => {
        const secretIds = [...new Set(deps.accounts.list().flatMap((a) => (a.secretId ? [a.secretId] : [])))];
        try {
          const next = await vault.changePassword(header, key, password, secretIds);
          key.fill(0);
          state.header = next.header;
          session.start(next.key, next.header, 'unlock');
        } catch {
          session.start(key, header, 'unlock');
        }
      });
    },

    /** Re-encrypts every secret under the new password (atomic by vault generation, see vault.ts). */
    changePassword: (currentPassword: string, newPassword: string) =>
      state.exclusive(async () => {
        const { key, header } = await state.checkPassword(currentPassword);
        const secretIds = [...new Set(deps.accounts.list().flatMap((a) => (a.secretId ? [a.secretId] : [])))];
        try {
          const next = await vault.changePassword(header, key, newPassword, secretIds);
          state.header = next.header;
          session.start(next.key, next.header, 'password_changed');
        } finally {
          key.fill(0);
        }
      }),

    /**
     * "Forgot password": deletes every key from the keychain and every keyed account, keeps watch-only accounts.
     * Needs no password (that is the point); funds stay reachable with the recovery phrases.
     */
    resetKeys: () =>
      state.exclusive(async () => {
        const keyed = deps.accounts.list().filter((a) => a.secretId !== null);
        session.lock('manual');
        if (state.header) await vault.wipe(state.header, [...new Set(keyed.map((a) => a.secretId!))]);
        state.header = null;
        for (const account of keyed) deps.accounts.remove(account.id);
        await state.accountsChanged();
        return { removedAccounts: keyed.length };
      }),

    async revealPhrase(accountId: string, password: string) {
      return { mnemonic: await revealSecret(accountId, password, 'mnemonic') };
    },

    /**
     * CORE-INTERNAL (no channel): the raw key of a private-key account, for the encrypted backup export only.
     * Needs the password like reveal-phrase.
     */
    async revealPrivateKey(accountId: string, password: string): Promise<{ privateKeyHex: string }> {
      return { privateKeyHex: await revealSecret(accountId, password, 'private_key') };
    },
  };
}

export type KeyManager = ReturnType<typeof createKeyService>;
