// The whole cycle of each permission kind, with the wallet on the person's side: a send limit used through the
// wallet's MsgExec until exhausted (then the SDK's authz code), a restake grant used to delegate and refused for
// another validator, then revoked; a grant that expires drops out of the lists and stops working; a periodic fee
// allowance pays until its period's limit (a review it cannot pay, or re-priced above what is left, is refused before
// signing), an allowance taken back after the review is refused by the chain, a retry after running out of gas is
// checked against what is left after the failed attempt's fee, and an allowed-message allowance pays only for the
// messages it names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MsgDelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { genesisValidators } from '../../../devnet/chain/genesis';
import { allowance, authorization, authzMsgs, coin } from '../authz/support';
import { balanceOf } from '../devnet/chain/support';
import { confirmAndWait, waitFor } from '../core/flows/harness';
import { deliver, inDays, startPermissionsWorld, type PermissionsWorld } from './support';
import { named } from '../support/dialect';

let w: PermissionsWorld;
beforeAll(async () => {
  w = await startPermissionsWorld();
}, 120_000);
afterAll(async () => {
  await w?.h.stop();
});

const given = async (accountId: string) => (await w.h.call('permissions/list', { accountId })).given;
const received = async (accountId: string) => (await w.h.call('permissions/list', { accountId })).received;

describe('send authorization: grant -> exec -> limit decrease -> exhausted', () => {
  it('dave spends carol’s 1 XYZ limit in two sends from the wallet; the grant is gone and a third is refused', async () => {
    const grant = await w.h.call('tx/draft-grant-send', {
      accountId: w.carol.id,
      grantee: w.dave.address,
      spendLimit: '1',
      expiration: inDays(5),
    });
    expect(await confirmAndWait(w.h, grant.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const sendAs = (amount: string) =>
      w.h.invoke('tx/draft-send', {
        accountId: w.dave.id,
        to: w.erin.address,
        amount,
        granter: w.carol.address,
      });
    const first = await sendAs('0.4');
    if (!first.ok) throw new Error(first.error.message);
    expect(await confirmAndWait(w.h, (first.value as { reviewId: string }).reviewId)).toMatchObject({
      status: 'included',
    });
    expect((await given(w.carol.id)).find((v) => v.grantee === w.dave.address)?.scope).toMatchObject({
      spendLimit: [{ denom: 'uxyz', amount: '600000' }],
    });
    const second = await sendAs('0.6');
    if (!second.ok) throw new Error(second.error.message);
    expect(await confirmAndWait(w.h, (second.value as { reviewId: string }).reviewId)).toMatchObject({
      status: 'included',
    });
    expect((await given(w.carol.id)).filter((v) => v.grantee === w.dave.address)).toEqual([]);
    const third = await sendAs('0.1');
    expect(third.ok).toBe(false);
    if (!third.ok) {
      expect(third.error.code).toBe('tx_failed');
      expect(String(third.error.details?.rawLog)).toContain('authorization not found');
    }
  });
});

describe('stake authorization: grant -> exec -> refused elsewhere -> revoke', () => {
  it('erin delegates 1 XYZ of carol’s to the allowed validator only, until carol revokes', async () => {
    const [allowed, other] = genesisValidators();
    const restake = await w.h.call('tx/draft-grant-restake', {
      accountId: w.carol.id,
      grantee: w.erin.address,
      validators: [allowed!],
      expiration: inDays(30),
    });
    expect(await confirmAndWait(w.h, restake.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const delegate = (validator: string) =>
      authzMsgs.exec(w.erin.address, [
        {
          typeUrl: named('/ledger.staking.v1beta1.MsgDelegate'),
          value: MsgDelegate.encode({
            delegatorAddress: w.carol.address,
            validatorAddress: validator,
            amount: coin(1_000_000),
          }).finish(),
        },
      ]);
    expect((await deliver(w.h, w.erin, [delegate(allowed!)])).code).toBe(0);
    const positions = await w.h.call('staking/positions', { accountId: w.carol.id });
    expect(positions.delegations.find((d) => d.validatorAddress === allowed)?.amount).toBe('1000000');
    const elsewhere = await deliver(w.h, w.erin, [delegate(other!)]);
    expect(elsewhere).toMatchObject({ code: 4, codespace: 'sdk' });

    const stake = (await given(w.carol.id)).find((v) => v.scope.type === 'stake')!;
    const revoke = await w.h.call('tx/draft-revoke-permissions', {
      accountId: w.carol.id,
      items: [{ kind: 'authz', grantee: w.erin.address, msgTypeUrl: stake.msgTypeUrl! }],
    });
    expect(await confirmAndWait(w.h, revoke.reviewId)).toMatchObject({ status: 'included', code: 0 });
    expect(await deliver(w.h, w.erin, [delegate(allowed!)])).toMatchObject({ code: 2, codespace: 'authz' });
  });
});

describe('generic authorization: expiry', () => {
  it('a grant that expired is left out of both lists and the wallet’s exec of it is refused', async () => {
    const expires = new Date(Date.now() + 4000);
    const res = await deliver(w.h, w.carolOutside, [
      authzMsgs.grant(
        w.carol.address,
        w.dave.address,
        authorization.generic(named('/ledger.bank.v1beta1.MsgSend')),
        expires,
      ),
    ]);
    expect(res.code).toBe(0);
    expect((await received(w.dave.id)).some((v) => v.granter === w.carol.address)).toBe(true);
    await waitFor(async () => Date.now() > expires.getTime() + 1500, 'the expiry to pass', 10_000);
    expect((await received(w.dave.id)).some((v) => v.granter === w.carol.address)).toBe(false);
    expect((await given(w.carol.id)).some((v) => v.grantee === w.dave.address)).toBe(false);
    const late = await w.h.invoke('tx/draft-send', {
      accountId: w.dave.id,
      to: w.erin.address,
      amount: '0.1',
      granter: w.carol.address,
    });
    expect(late.ok).toBe(false);
  });
});

describe('fee allowances a grantee uses from the wallet', () => {
  /** Dave's small send to erin, its fee paid by carol's allowance. */
  const carolPaysSend = (extra: { feeTier?: 'low' } = {}) =>
    ({
      accountId: w.dave.id,
      to: w.erin.address,
      amount: '0.01',
      feeGranter: w.carol.address,
      ...extra,
    }) as const;

  it('a periodic allowance pays until its period’s limit is spent; a review whose fee it cannot pay is refused before signing', async () => {
    const res = await deliver(w.h, w.carolOutside, [
      authzMsgs.grantAllowance(
        w.carol.address,
        w.dave.address,
        allowance.periodic({
          limit: [coin(1_000_000)],
          periodSeconds: 3600,
          periodLimit: [coin(3000)],
          canSpend: [coin(3000)],
          reset: new Date(Date.now() + 3_600_000),
        }),
      ),
    ]);
    expect(res.code).toBe(0);
    const view = (await received(w.dave.id)).find((v) => v.kind === 'feegrant')!;
    expect(view.scope).toMatchObject({ type: 'fee', period: { seconds: 3600, limit: [coin(3000)] } });
    const request = carolPaysSend({ feeTier: 'low' });
    const first = await w.h.call('tx/draft-send', request);
    const firstFee = BigInt(first.fee.amount);
    expect(firstFee).toBeLessThanOrEqual(3000n);
    expect(await confirmAndWait(w.h, first.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const daveBefore = await balanceOf(w.h.devnet, w.dave.address);
    // A second review checks its fee against what is left of the period: refused before anything is signed.
    const second = await w.h.invoke('tx/draft-send', request);
    expect(second).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_request',
        details: {
          reason: 'fee_allowance_exceeded',
          field: 'feeGranter',
          granter: w.carol.address,
          left: String(3000n - firstFee),
        },
      },
    });
    if (!second.ok) expect(firstFee + BigInt(String(second.error.details?.fee))).toBeGreaterThan(3000n);
    expect(await balanceOf(w.h.devnet, w.dave.address)).toBe(daveBefore);
  });

  it('an allowance taken back after the review: CheckTx refuses the fee, nothing is broadcast, nothing spent', async () => {
    const give = await deliver(w.h, w.carolOutside, [
      authzMsgs.revokeAllowance(w.carol.address, w.dave.address),
      authzMsgs.grantAllowance(w.carol.address, w.dave.address, allowance.basic([coin(1_000_000)])),
    ]);
    expect(give.code).toBe(0);
    const review = await w.h.call('tx/draft-send', carolPaysSend());
    const taken = await deliver(w.h, w.carolOutside, [
      authzMsgs.revokeAllowance(w.carol.address, w.dave.address),
    ]);
    expect(taken.code).toBe(0);
    const daveBefore = await balanceOf(w.h.devnet, w.dave.address);
    const refused = await w.h.invoke('tx/confirm', { reviewId: review.reviewId });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe('tx_failed');
      expect(String(refused.error.details?.rawLog)).toContain('fee-grant not found');
    }
    expect(await balanceOf(w.h.devnet, w.dave.address)).toBe(daveBefore);
  });

  it('a fee re-priced above what is left of the allowance is refused at the review', async () => {
    const send = carolPaysSend({ feeTier: 'low' });
    const roomy = await deliver(w.h, w.carolOutside, [
      authzMsgs.grantAllowance(w.carol.address, w.dave.address, allowance.basic([coin(1_000_000)])),
    ]);
    expect(roomy.code).toBe(0);
    const lowFee = BigInt((await w.h.call('tx/draft-send', send)).fee.amount);
    // The allowance now holds a little more than the low fee (gas moves by a few units with the state), well under
    // the high one (1.6 times the low): the low review fits, the same review re-priced high does not.
    const limit = lowFee + 100n;
    const tight = await deliver(w.h, w.carolOutside, [
      authzMsgs.revokeAllowance(w.carol.address, w.dave.address),
      authzMsgs.grantAllowance(w.carol.address, w.dave.address, allowance.basic([coin(Number(limit))])),
    ]);
    expect(tight.code).toBe(0);
    const review = await w.h.call('tx/draft-send', send);
    expect(BigInt(review.fee.amount)).toBeLessThanOrEqual(limit);
    expect(await w.h.invoke('tx/review', { reviewId: review.reviewId, feeTier: 'high' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', details: { reason: 'fee_allowance_exceeded', left: String(limit) } },
    });
  });

  it('a retry after running out of gas reads the allowance again: the failed attempt’s fee is not offered twice', async () => {
    const send = carolPaysSend({ feeTier: 'low' });
    const regrant = async (limit: bigint) =>
      expect(
        (
          await deliver(w.h, w.carolOutside, [
            authzMsgs.revokeAllowance(w.carol.address, w.dave.address),
            authzMsgs.grantAllowance(w.carol.address, w.dave.address, allowance.basic([coin(Number(limit))])),
          ])
        ).code,
      ).toBe(0);
    await regrant(1_000_000n);
    const honestFee = BigInt((await w.h.call('tx/draft-send', send)).fee.amount);
    // A node that under-reports the gas: the review's limit (the reported gas times the adjustment) comes to 85% of
    // what the send uses. That is past the ante handler, which takes the fee from the allowance, and short of the
    // message: the send fails in the block with its fee paid (a limit under the ante's own gas fails at CheckTx, and
    // nothing is spent).
    const { gasAdjustment } = await w.h.call('settings/get', {});
    w.h.intercept = (url, init, real) => {
      if (!url.endsWith('/simulate')) return undefined;
      return real(url, init).then(async (response) => {
        const body = (await response.json()) as { gas_info: { gas_used: string } };
        body.gas_info.gas_used = String(Math.floor((Number(body.gas_info.gas_used) * 0.85) / gasAdjustment));
        return new Response(JSON.stringify(body), { status: 200 });
      });
    };
    let txHash: string;
    try {
      // What the allowance holds: the short review's fee and the honest retry's, if the first were not spent.
      const short = await w.h.call('tx/draft-send', send);
      const limit = honestFee + BigInt(short.fee.amount) / 2n;
      await regrant(limit);
      const again = await w.h.call('tx/draft-send', send);
      const failedFee = BigInt(again.fee.amount); // gas moves by a few units with the state
      expect(failedFee).toBeLessThan(limit);
      w.h.intercept = null;
      // Accepted (the ante handler's gas fits), then failed in the block with its fee paid.
      const sent = await w.h.call('tx/confirm', { reviewId: again.reviewId });
      txHash = sent.txHash;
      const final = await waitFor(async () => {
        const s = await w.h.call('tx/status', { txHash, refresh: true });
        return s.status === 'failed' ? s : null;
      }, 'out-of-gas failure');
      expect(final).toMatchObject({ code: 11, next: 'retry_more_gas' });
      // The failed send paid its fee from the allowance: what is left no longer covers the honest retry, and the
      // retry's review says so with what is left (a review checked against the allowance read at the first draft
      // would have passed here, and the chain would have refused the fee after the person approved).
      expect(await w.h.invoke('tx/retry', { txHash })).toMatchObject({
        ok: false,
        error: {
          code: 'invalid_request',
          details: { reason: 'fee_allowance_exceeded', left: String(limit - failedFee) },
        },
      });
    } finally {
      w.h.intercept = null;
    }
    // Refilled, the same retry is offered and goes through, paid by carol.
    await regrant(1_000_000n);
    const retry = await w.h.call('tx/retry', { txHash });
    expect(BigInt(retry.gasLimit)).toBeGreaterThan(0n);
    expect(await confirmAndWait(w.h, retry.reviewId)).toMatchObject({ status: 'included', code: 0 });
  });

  it('an allowed-message allowance pays for a delegation, and refuses to pay for a send', async () => {
    const res = await deliver(w.h, w.erin, [
      authzMsgs.grantAllowance(
        w.erin.address,
        w.dave.address,
        allowance.allowedMsg(allowance.basic([coin(1_000_000)]), [
          named('/ledger.staking.v1beta1.MsgDelegate'),
        ]),
      ),
    ]);
    expect(res.code).toBe(0);
    const send = await w.h.invoke('tx/draft-send', {
      accountId: w.dave.id,
      to: w.erin.address,
      amount: '0.01',
      feeGranter: w.erin.address,
    });
    expect(send.ok).toBe(false);
    if (!send.ok)
      expect(String(send.error.details?.rawLog)).toContain('message does not exist in allowed messages');
    const before = await balanceOf(w.h.devnet, w.dave.address);
    const delegate = await w.h.call('tx/draft-delegate', {
      accountId: w.dave.id,
      validator: genesisValidators()[0]!,
      amount: '1',
      feeGranter: w.erin.address,
    });
    expect(delegate.total).toBe('1000000');
    expect(await confirmAndWait(w.h, delegate.reviewId)).toMatchObject({ status: 'included', code: 0 });
    expect(await balanceOf(w.h.devnet, w.dave.address)).toBe(before - 1_000_000n);
  });
});
