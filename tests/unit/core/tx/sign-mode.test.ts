// A Ledger account's reviews are LEGACY_AMINO_JSON whatever the setting or the request says.
import { describe, expect, it } from 'vitest';
import type { AccountInfo } from '../../../../shared/api/keys';
import { signModeFor } from '../../../../electron/core/tx/sign-mode';

const account = (kind: AccountInfo['kind']) => ({ kind }) as AccountInfo;

describe('signModeFor', () => {
  it('forces amino for a Ledger account', () => {
    expect(signModeFor(account('ledger'), 'direct')).toBe('amino');
    expect(signModeFor(account('ledger'), undefined)).toBe('amino');
  });

  it('leaves other accounts to the request (or, when undefined, the setting)', () => {
    expect(signModeFor(account('mnemonic'), 'direct')).toBe('direct');
    expect(signModeFor(account('private_key'), undefined)).toBeUndefined();
  });
});
