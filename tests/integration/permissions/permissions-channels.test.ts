// The permissions channels against the devnet, through the wallet's own doors: carol grants from the wallet (send
// limit, restake, fee allowance), a generic MsgSend grant made outside it is flagged first, erin and dave use the
// grants (MsgExec, fee_granter) with exact amounts, limits decrease and run out with the SDK's codes, and one revoke
// transaction removes several at once, after which the flag is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { genesisValidators } from '../../../devnet/chain/genesis';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { grantKind, revokeAllowanceKind, revokeKind } from '../../../shared/tx-kinds';
import type { PermissionView } from '../../../shared/api/permissions';
import { authorization, authzMsgs, coin } from '../authz/support';
import { balanceOf } from '../devnet/chain/support';
import { confirmAndWait } from '../core/flows/harness';
import { deliver, inDays, startPermissionsWorld, type PermissionsWorld } from './support';
import { named } from '../support/dialect';

const SEND_URL = '/cosmos.bank.v1beta1.MsgSend';
let w: PermissionsWorld;

beforeAll(async () => {
  w = await startPermissionsWorld();
}, 120_000);
afterAll(async () => {
  await w?.h.stop();
});

const list = (accountId: string) => w.h.call('permissions/list', { accountId });
const find = (views: PermissionView[], grantee: string, kind: 'authz' | 'feegrant' = 'authz') =>
  views.find((v) => v.grantee === grantee && v.kind === kind);

describe('permissions, given and received, through the wallet', () => {
  it('lists what carol received at genesis (alice’s restake pair) and nothing given, unflagged', async () => {
    const empty = await list(w.carol.id);
    expect(empty).toMatchObject({ address: w.carol.address, given: [], flagged: false, truncated: false });
    expect(empty.received.map((v) => [v.granter, v.scope.type, v.assessment.level]).sort()).toEqual([
      [DEVNET_KEYS.alice.address, 'generic', 'none'],
      [DEVNET_KEYS.alice.address, 'stake', 'none'],
    ]);
    expect(empty.received[0]!.counterparty).toMatchObject({ name: null, source: null, seenBefore: false });
    expect(await w.h.call('permissions/flagged', { accountId: w.carol.id })).toEqual({
      flagged: false,
      count: 0,
    });
  });

  it('grants erin a 3 XYZ send limit and reads it back named, unseen, unflagged', async () => {
    await w.h.call('addressbook/add', { name: 'Payroll bot', address: w.erin.address });
    const review = await w.h.call('tx/draft-grant-send', {
      accountId: w.carol.id,
      grantee: w.erin.address,
      spendLimit: '3',
      expiration: inDays(30),
    });
    expect(review.kind).toBe('grant-send');
    expect(review.messages).toHaveLength(1);
    expect(BigInt(review.gasUsed)).toBeLessThan(BigInt(grantKind.gasCeiling));
    expect(review.spend).toBe('0');
    expect(await confirmAndWait(w.h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
    // The grant itself is in carol's history now: naming erin there does not make erin someone she dealt with.
    await w.h.call('history/sync', { accountId: w.carol.id });

    const after = await list(w.carol.id);
    const send = find(after.given, w.erin.address)!;
    expect(send).toMatchObject({
      id: `authz|${w.carol.address}|${w.erin.address}|${SEND_URL}`,
      kind: 'authz',
      granter: w.carol.address,
      scope: { type: 'send', spendLimit: [{ denom: 'uxyz', amount: '3000000' }], allowList: [] },
      msgTypeUrl: SEND_URL,
      assessment: { level: 'none', reasons: [] },
      counterparty: {
        address: w.erin.address,
        name: 'Payroll bot',
        source: 'contact',
        isContract: false,
        seenBefore: false,
      },
    });
    expect(after.flagged).toBe(false);
  });

  it('flags a generic MsgSend grant without expiry and sorts it first', async () => {
    // Made outside the wallet (a phishing page would ask for exactly this), to dave, one of the wallet's accounts.
    const res = await deliver(w.h, w.carolOutside, [
      authzMsgs.grant(
        w.carol.address,
        w.dave.address,
        authorization.generic(named('/ledger.bank.v1beta1.MsgSend')),
      ),
    ]);
    expect(res.code).toBe(0);
    const flagged = await list(w.carol.id);
    expect(flagged.flagged).toBe(true);
    expect(flagged.given[0]).toMatchObject({
      grantee: w.dave.address,
      scope: { type: 'generic', msgTypeUrl: SEND_URL },
      assessment: { level: 'danger', reasons: ['generic_moves_funds', 'no_expiry'] },
      counterparty: { name: 'dave', source: 'account' },
    });
    expect(await w.h.call('permissions/flagged', { accountId: w.carol.id })).toEqual({
      flagged: true,
      count: 1,
    });
    // dave sees it from the other side, named as carol.
    const daves = await list(w.dave.id);
    expect(daves.received[0]).toMatchObject({
      granter: w.carol.address,
      counterparty: { address: w.carol.address, name: 'carol', source: 'account' },
    });
  });

  it('erin spends 2 XYZ of carol’s under the send limit: the limit decreases by exactly that, then over it is refused', async () => {
    const before = await balanceOf(w.h.devnet, w.carol.address);
    const exec = authzMsgs.exec(w.erin.address, [
      {
        typeUrl: named('/ledger.bank.v1beta1.MsgSend'),
        value: MsgSend.encode({
          fromAddress: w.carol.address,
          toAddress: w.erin.address,
          amount: [coin(2_000_000)],
        }).finish(),
      },
    ]);
    expect((await deliver(w.h, w.erin, [exec])).code).toBe(0);
    expect(await balanceOf(w.h.devnet, w.carol.address)).toBe(before - 2_000_000n);
    const send = find((await list(w.carol.id)).given, w.erin.address)!;
    expect(send.scope).toMatchObject({ spendLimit: [{ denom: 'uxyz', amount: '1000000' }] });
    const over = await deliver(w.h, w.erin, [exec]);
    expect(over.code).toBe(5); // sdk ErrInsufficientFunds: requested amount is more than spend limit
  });

  it('dave sends 0.5 XYZ from carol’s account with the generic grant (MsgExec from the wallet)', async () => {
    const carolBefore = await balanceOf(w.h.devnet, w.carol.address);
    const erinBefore = await balanceOf(w.h.devnet, w.erin.address);
    const review = await w.h.call('tx/draft-send', {
      accountId: w.dave.id,
      to: w.erin.address,
      amount: '0.5',
      granter: w.carol.address,
    });
    expect(review.kind).toBe('exec-send');
    expect(review.spend).toBe('0');
    expect(review.summary).toContain(w.carol.address);
    expect(await confirmAndWait(w.h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
    expect(await balanceOf(w.h.devnet, w.carol.address)).toBe(carolBefore - 500_000n);
    expect(await balanceOf(w.h.devnet, w.erin.address)).toBe(erinBefore + 500_000n);
  });

  it('grants restake (delegate to one validator + claim) and a 1 XYZ fee allowance dave then pays a fee from', async () => {
    const validator = genesisValidators()[0]!;
    const restake = await w.h.call('tx/draft-grant-restake', {
      accountId: w.carol.id,
      grantee: w.erin.address,
      validators: [validator],
      expiration: inDays(90),
    });
    expect(restake.messages).toHaveLength(2);
    expect(await confirmAndWait(w.h, restake.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const fee = await w.h.call('tx/draft-grant-fee-allowance', {
      accountId: w.carol.id,
      grantee: w.dave.address,
      spendLimit: '1',
      expiration: inDays(7),
      signMode: 'amino',
    });
    expect(await confirmAndWait(w.h, fee.reviewId)).toMatchObject({ status: 'included', code: 0 });

    const given = (await list(w.carol.id)).given;
    expect(
      given
        .filter((v) => v.grantee === w.erin.address)
        .map((v) => v.scope.type)
        .sort(),
    ).toEqual(['generic', 'send', 'stake']);
    expect(find(given, w.erin.address, 'authz') && given.find((v) => v.scope.type === 'stake')).toMatchObject(
      {
        scope: { type: 'stake', action: 'delegate', allowValidators: [validator], maxTokens: null },
      },
    );

    // dave's send pays its fee from carol's allowance: dave's balance moves by the amount alone.
    for (const signMode of ['direct', 'amino'] as const) {
      const daveBefore = await balanceOf(w.h.devnet, w.dave.address);
      const carolBefore = await balanceOf(w.h.devnet, w.carol.address);
      const send = await w.h.call('tx/draft-send', {
        accountId: w.dave.id,
        to: w.erin.address,
        amount: '0.1',
        feeGranter: w.carol.address,
        signMode,
      });
      expect(send.total).toBe('100000');
      expect(await confirmAndWait(w.h, send.reviewId)).toMatchObject({ status: 'included', code: 0 });
      expect(await balanceOf(w.h.devnet, w.dave.address)).toBe(daveBefore - 100_000n);
      expect(await balanceOf(w.h.devnet, w.carol.address)).toBe(carolBefore - BigInt(send.fee.amount));
    }
  });

  it('revokes several permissions in one transaction, whose review names every one, and the flag is gone', async () => {
    const before = await list(w.carol.id);
    const items = before.given.map((v) =>
      v.kind === 'authz'
        ? { kind: 'authz' as const, grantee: v.grantee, msgTypeUrl: v.msgTypeUrl! }
        : { kind: 'feegrant' as const, grantee: v.grantee },
    );
    expect(items).toHaveLength(5); // generic to dave, send + stake + generic claim to erin, fee allowance to dave
    const review = await w.h.call('tx/draft-revoke-permissions', { accountId: w.carol.id, items });
    expect(review.messages).toHaveLength(5);
    expect(review.messages.map((m) => m['@type']).sort()).toEqual(
      [
        ...Array(4).fill(named('/ledger.authz.v1beta1.MsgRevoke')),
        named('/ledger.feegrant.v1beta1.MsgRevokeAllowance'),
      ].sort(),
    );
    expect(BigInt(review.gasUsed)).toBeLessThan(
      4n * BigInt(revokeKind.gasCeiling) + BigInt(revokeAllowanceKind.gasCeiling),
    );
    expect(await confirmAndWait(w.h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const after = await list(w.carol.id);
    expect(after.given).toEqual([]);
    expect(after.flagged).toBe(false);
    expect(await w.h.call('permissions/flagged', { accountId: w.carol.id })).toEqual({
      flagged: false,
      count: 0,
    });
  });

  it('refuses revoking a permission that does not exist, with the SDK’s authz code, before signing', async () => {
    const r = await w.h.invoke('tx/draft-revoke-permissions', {
      accountId: w.carol.id,
      items: [{ kind: 'authz', grantee: w.erin.address, msgTypeUrl: SEND_URL }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('tx_failed');
  });
});
