// Adding an account: its secret (if any) into the vault, then its row (the secret undone if the row fails).
import type { AccountInfo } from '../../../shared/api/keys';
import { WalletError } from '../../../shared/errors';
import { addressOf, deriveFromMnemonic, pubkeyBase64 } from './derive';
import { ACTIVE_ACCOUNT_KEY, newId, STORAGE_PREFIX, type KeyState } from './key-state';
import type { UnlockedSession } from './session';
import type { StoredSecret } from './vault';

export function createAccountWriter(state: KeyState) {
  const { deps, vault } = state;

  function assertNewAddress(address: string): void {
    if (deps.accounts.list().some((a) => a.address === address)) {
      throw new WalletError('already_exists', 'This account is already in the wallet.', { address });
    }
  }

  /** Writes the secret (if new) then the account row; a failed row insert removes the just-written secret. */
  async function store(
    live: UnlockedSession | null,
    secretId: string | null,
    secret: StoredSecret | null,
    account: AccountInfo,
  ) {
    assertNewAddress(account.address);
    if (live && secretId && secret) await vault.writeSecret(live.header, live.key, secretId, secret);
    try {
      deps.accounts.insert(account);
    } catch (error) {
      if (live && secretId && secret) await vault.deleteSecret(live.header, secretId).catch(() => undefined);
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        throw new WalletError('already_exists', 'This account is already in the wallet.', {
          address: account.address,
        });
      }
      throw error;
    }
    if (deps.accounts.list().length === 1) deps.kv.set(ACTIVE_ACCOUNT_KEY, account.id);
    await state.accountsChanged();
    return state.shown(account);
  }

  /** A recovery-phrase account at `hdIndex`: derived from the phrase, stored with the phrase as a new secret. */
  async function addMnemonicAccount(
    mnemonic: string,
    name: string,
    hdIndex: number,
    password: string | undefined,
  ) {
    const coinType = deps.coinType();
    const key = await deriveFromMnemonic(mnemonic, coinType, hdIndex);
    const address = addressOf(key.pubkey, STORAGE_PREFIX);
    assertNewAddress(address);
    const live = await state.keyedSession(password);
    const secretId = newId();
    return store(
      live,
      secretId,
      { kind: 'mnemonic', value: mnemonic },
      {
        id: newId(),
        name,
        kind: 'mnemonic',
        address,
        secretId,
        hdIndex,
        coinType,
        pubkey: pubkeyBase64(key.pubkey),
        createdAt: deps.clock(),
      },
    );
  }

  return { assertNewAddress, store, addMnemonicAccount };
}
