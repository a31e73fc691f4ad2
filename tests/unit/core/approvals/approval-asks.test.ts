// What each guarded call shows the approval surface, from the core's facts; a call for something other than what
// was reviewed is refused before anyone is asked.
import { describe, expect, it } from 'vitest';
import {
  approvalSubjects,
  isSigning,
  needsPassword,
  type ApprovalFacts,
} from '../../../../electron/core/approvals/approval-asks';
import { DEFAULT_SETTINGS } from '../../../../shared/api/settings';
import type { TxReview } from '../../../../shared/api/tx';

const HASH = 'A'.repeat(64);
const OTHER = 'B'.repeat(64);
const facts: ApprovalFacts = {
  reviewOf: (reviewId) => ({ reviewId, accountId: 'acc', signDocHash: HASH }) as TxReview,
  offlineReview: async () => {
    throw new Error('not used');
  },
  multisigReview: () => ({
    signDocHash: HASH,
    subject: {
      summary: { messages: ['Send 5 XYZ from xyz1shared to xyz1bob'], fee: [], gas: '200000', memo: '' },
      sharedAddress: 'xyz1shared',
      threshold: 2,
      members: 3,
      chainId: 'xyz-devnet-1',
    },
  }),
  accountName: (id) => (id === 'acc' ? 'Alice' : null),
  accountAddress: (id) => (id === 'acc' ? 'xyz1alice' : null),
  keyedAccounts: () => 3,
  settings: () => ({ ...DEFAULT_SETTINGS, autoLockMinutes: 15, passwordEverySend: true }),
};

describe('approval subjects', () => {
  it('a confirm shows the stored review, and refuses a hash the page was not shown', async () => {
    const [subject] = await approvalSubjects('tx/confirm', { reviewId: 'r1', signDocHash: HASH }, facts);
    expect(subject).toMatchObject({ kind: 'transaction', accountName: 'Alice', review: { reviewId: 'r1' } });
    await expect(
      approvalSubjects('tx/confirm', { reviewId: 'r1', signDocHash: OTHER }, facts),
    ).rejects.toMatchObject({
      code: 'tx_rejected',
      details: { reason: 'review_changed' },
    });
  });

  it('a co-signature shows the shared account and what the proposal bytes do', async () => {
    const request = { accountId: 'acc', proposalText: '{}', reviewedSignDocHash: HASH };
    const [subject] = await approvalSubjects('multisig/sign', request, facts);
    expect(subject).toMatchObject({
      kind: 'multisig_sign',
      sharedAddress: 'xyz1shared',
      threshold: 2,
      members: 3,
    });
    await expect(
      approvalSubjects('multisig/sign', { ...request, reviewedSignDocHash: OTHER }, facts),
    ).rejects.toMatchObject({ code: 'tx_rejected' });
  });

  it('settings: only turning auto-lock off or the password-every-send off is asked', async () => {
    expect(await approvalSubjects('settings/update', { autoLockMinutes: 0 }, facts)).toEqual([
      { kind: 'auto_lock_off' },
    ]);
    expect(
      await approvalSubjects('settings/update', { autoLockMinutes: 5, hideZeroBalances: true }, facts),
    ).toEqual([]);
    expect(await approvalSubjects('settings/update', { passwordEverySend: false }, facts)).toEqual([
      { kind: 'password_every_send_off' },
    ]);
    expect(await approvalSubjects('settings/update', { passwordEverySend: true }, facts)).toEqual([]);
  });

  it('a signed message shows its full text, the signing address and account, and no app when the wallet asks', async () => {
    const message = 'Log in to example.com\nnonce 42';
    expect(
      await approvalSubjects('connect/sign-message', { accountId: 'acc', message } as never, facts),
    ).toEqual([
      {
        kind: 'sign_message',
        message: { text: message, dataBase64: Buffer.from(message).toString('base64'), signer: 'xyz1alice' },
        accountName: 'Alice',
        app: null,
      },
    ]);
    await expect(
      approvalSubjects('connect/sign-message', { accountId: 'gone', message } as never, facts),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('a key reset says how many keyed accounts go', async () => {
    expect(await approvalSubjects('keys/reset', { confirm: 'RESET' } as never, facts)).toEqual([
      { kind: 'keys_reset', keyedAccounts: 3 },
    ]);
  });

  it('the password is asked for signing when the setting is on, and always to turn the setting off', () => {
    const on = { ...DEFAULT_SETTINGS, passwordEverySend: true };
    const off = { ...DEFAULT_SETTINGS, passwordEverySend: false };
    const signing = { kind: 'multisig_sign' } as never;
    expect(needsPassword(signing, on)).toBe(true);
    expect(needsPassword(signing, off)).toBe(false);
    expect(needsPassword({ kind: 'auto_lock_off' }, on)).toBe(false);
    expect(needsPassword({ kind: 'password_every_send_off' }, off)).toBe(true);
  });

  it('every kind that makes a signature is signing (a lock withdraws exactly these)', () => {
    for (const kind of ['transaction', 'offline_sign', 'multisig_sign', 'sign_message'] as const)
      expect(isSigning({ kind } as never), kind).toBe(true);
    for (const kind of [
      'keys_reset',
      'auto_lock_off',
      'password_every_send_off',
      'update_downgrade',
    ] as const)
      expect(isSigning({ kind } as never), kind).toBe(false);
  });
});
