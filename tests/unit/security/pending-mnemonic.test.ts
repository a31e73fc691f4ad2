// Attack (issue #27, hole 4): someone who gets at an unattended, locked wallet (or at the core's memory) after its
// owner generated a new recovery phrase but never confirmed it. The phrase stayed in the key service's memory after
// lock and after its 15-minute life (it was only dropped when someone next asked for it): unlocking again, the old
// draft id still created an account from it, and a memory dump hours later still held the 24 words.
// This suite proves a pending phrase is forgotten on lock (manual and idle) and when its 15 minutes end, even if
// nobody touches the key service again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRepositories } from '../../../electron/core/cache/repositories';
import { MNEMONIC_DRAFT_TTL_MS } from '../../../electron/core/keys/mnemonic-drafts';
import { createKeyService } from '../../../electron/core/keys/key-service';
import { createMemoryKeychain } from '../../../electron/core/keys/keychain';
import { WalletError } from '../../../shared/errors';

const PASSWORD = 'correct horse battery';

async function keyService(autoLockMinutes = 0) {
  const db = createMemoryRepositories();
  const keys = createKeyService({
    keychain: createMemoryKeychain(),
    accounts: db.accounts,
    kv: db.kv,
    clock: () => Date.now(),
    prefix: () => 'xyz',
    coinType: () => 118,
    autoLockMinutes: () => autoLockMinutes,
    emit: () => undefined,
    vaultCost: { N: 1024, r: 8, p: 1 },
  });
  await keys.init();
  return keys;
}

type Keys = Awaited<ReturnType<typeof keyService>>;

const confirmWordsOf = (draft: { mnemonic: string; confirmIndices: number[] }) =>
  draft.confirmIndices.map((i) => draft.mnemonic.split(' ')[i]!);

/** A wallet with a password, unlocked, holding one more generated phrase that was never confirmed. */
async function walletWithPendingPhrase(keys: Keys) {
  const first = keys.generateMnemonic();
  await keys.createFromDraft({
    draftId: first.draftId,
    confirmWords: confirmWordsOf(first),
    name: 'Main',
    password: PASSWORD,
  });
  return keys.generateMnemonic();
}

async function createFrom(keys: Keys, draft: ReturnType<Keys['generateMnemonic']>) {
  return keys
    .createFromDraft({ draftId: draft.draftId, confirmWords: confirmWordsOf(draft), name: 'Later' })
    .then(
      () => null,
      (e: unknown) => e,
    );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a generated recovery phrase that was never confirmed does not outlive the session', () => {
  it('is forgotten when the wallet is locked: unlocking again does not bring it back', async () => {
    const keys = await keyService();
    const pending = await walletWithPendingPhrase(keys);
    keys.lock();
    await keys.unlock(PASSWORD);
    const error = await createFrom(keys, pending);
    expect(error).toBeInstanceOf(WalletError);
    expect(error).toMatchObject({ code: 'expired' });
  });

  it('is forgotten by the idle auto-lock too', async () => {
    const keys = await keyService(5);
    const pending = await walletWithPendingPhrase(keys);
    vi.setSystemTime(Date.now() + 5 * 60_000);
    expect(keys.checkIdle()).toBe(true);
    await keys.unlock(PASSWORD);
    expect(await createFrom(keys, pending)).toMatchObject({ code: 'expired' });
  });

  it('is forgotten when its 15 minutes end, without anyone asking for it again', async () => {
    const keys = await keyService();
    await walletWithPendingPhrase(keys);
    expect(keys.pendingMnemonicCount()).toBe(1);
    vi.advanceTimersByTime(MNEMONIC_DRAFT_TTL_MS);
    // Counting does not sweep: the draft's own timer dropped it, with no call into the key service.
    expect(keys.pendingMnemonicCount()).toBe(0);
  });

  it('still creates the account when confirmed within its life, while unlocked', async () => {
    const keys = await keyService();
    const pending = await walletWithPendingPhrase(keys);
    vi.advanceTimersByTime(MNEMONIC_DRAFT_TTL_MS - 1000);
    expect(await createFrom(keys, pending)).toBeNull();
    expect(keys.pendingMnemonicCount()).toBe(0);
  });
});
