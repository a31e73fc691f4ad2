// The Settings list words every account kind for people (never the stored code), a shared account with its shape.
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountInfo } from '../../../shared/api';
import { chooseLocale } from '../../../renderer/src/lib/i18n';
import { accountKindLabel } from '../../../renderer/src/screens/settings/account-kind';

function account(kind: AccountInfo['kind'], extra: Partial<AccountInfo> = {}): AccountInfo {
  return {
    id: kind,
    name: kind,
    kind,
    address: `xyz1${kind}`,
    secretId: null,
    hdIndex: null,
    pubkey: null,
    createdAt: 0,
    ...extra,
  };
}

const members = ['xyz1a', 'xyz1b', 'xyz1c'].map((address) => ({
  address,
  pubkey: 'A'.repeat(44),
  name: null,
  ownAccountId: null,
}));

afterEach(() => chooseLocale({ language: 'system', format: 'system' }));

describe('account kind in Settings', () => {
  it('words a shared account as "Shared (k of n)", never "multisig"', async () => {
    await chooseLocale({ language: 'en' });
    const shared = account('multisig', { multisig: { threshold: 2, members } });
    expect(accountKindLabel(shared)).toBe('Shared (2 of 3)');
    expect(accountKindLabel(account('multisig'))).toBe('Shared');
  });

  it('words every single-key kind without underscores or codes', async () => {
    await chooseLocale({ language: 'en' });
    expect(accountKindLabel(account('mnemonic'))).toBe('Recovery phrase');
    expect(accountKindLabel(account('private_key'))).toBe('Private key');
    expect(accountKindLabel(account('watch_only'))).toBe('Watch-only');
    expect(accountKindLabel(account('ledger'))).toBe('Ledger');
  });

  it('speaks German when chosen', async () => {
    await chooseLocale({ language: 'de' });
    const shared = account('multisig', { multisig: { threshold: 2, members } });
    expect(accountKindLabel(shared)).toBe('Gemeinsam (2 von 3)');
    expect(accountKindLabel(account('watch_only'))).toBe('Beobachtungskonto');
  });
});
