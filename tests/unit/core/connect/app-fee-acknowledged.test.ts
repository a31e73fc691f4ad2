// An app's sign request whose fee the wallet flags needs the same explicit yes in the approval surface as the
// wallet's own transaction: approving without `acceptHighFee` is refused and the request keeps waiting.
import { describe, expect, it } from 'vitest';
import { createApprovalGate } from '../../../../electron/core/approvals/approval-gate';
import { createApprovalQueue } from '../../../../electron/core/approvals/approval-queue';
import type { AppSignReview } from '../../../../shared/api/connect';
import { DEFAULT_SETTINGS } from '../../../../shared/api/settings';

const review = (feeAlert: AppSignReview['feeAlert']): AppSignReview => ({
  mode: 'amino',
  chainId: 'xyz-devnet-1',
  accountNumber: '1',
  sequence: '0',
  signer: 'xyz1signer',
  summary: {
    messages: ['Send 1 XYZ'],
    fee: [{ denom: 'uxyz', amount: '50000000' }],
    gas: '200000',
    memo: '',
  },
  feeText: '50 XYZ',
  signDocHash: 'AB',
  balanceChanges: null,
  previewError: 'node_unreachable',
  feeAlert,
  grants: [],
});

function gate() {
  let n = 0;
  const queue = createApprovalQueue({ newId: () => `r${++n}`, clock: () => 0, onChanged: () => {} });
  const unused = () => {
    throw new Error('not used');
  };
  return createApprovalGate({
    router: { invoke: unused },
    queue,
    verifyPassword: async () => {},
    reviewOf: unused,
    offlineReview: unused,
    accountName: () => null,
    accountAddress: () => null,
    multisigReview: unused,
    keyedAccounts: () => 0,
    settings: () => ({ ...DEFAULT_SETTINGS, passwordEverySend: false }),
  });
}

const app = { name: 'App', url: 'https://app.example', icon: null, flags: [] };

describe('an app request with a flagged fee', () => {
  it('is approved only with the explicit yes to the fee', async () => {
    const g = gate();
    const asked = g.ask({
      kind: 'connect_sign',
      app,
      review: review({ reason: 'above_typical', typicalFee: '5000' }),
      accountName: 'A',
    });
    const decide = (extra: Record<string, unknown>) =>
      g.invokeFromApproval('approval/decide', { id: 'r1', approve: true, ...extra });
    expect(await decide({})).toMatchObject({
      ok: false,
      error: { code: 'tx_rejected', details: { reason: 'fee_not_acknowledged' } },
    });
    expect(await g.invokeFromApproval('approval/pending', {})).toMatchObject({
      ok: true,
      value: { requests: [{ id: 'r1' }] },
    });
    expect(await decide({ acceptHighFee: true })).toEqual({ ok: true, value: { decided: true } });
    await expect(asked).resolves.toMatchObject({ acceptHighFee: true });
  });

  it('an ordinary fee needs no extra tick', async () => {
    const g = gate();
    const asked = g.ask({ kind: 'connect_sign', app, review: review(null), accountName: 'A' });
    expect(await g.invokeFromApproval('approval/decide', { id: 'r1', approve: true })).toMatchObject({
      ok: true,
    });
    await expect(asked).resolves.toBeTruthy();
  });
});
