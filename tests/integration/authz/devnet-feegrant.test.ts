// x/feegrant on the devnet over HTTP, with exact amounts and the SDK's codes: Basic, Periodic and AllowedMsg
// allowances paying a grantee's fees (fee_granter) down to refusal, removal, revocation, expiry and the reads.
/* eslint-disable @typescript-eslint/no-explicit-any -- gateway JSON bodies */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevnet } from '../../../devnet/index';
import { genesisValidators } from '../../../devnet/chain/genesis';
import {
  balanceOf,
  broadcast,
  freshDirectSigner,
  fund,
  getJson,
  msgs,
  testDevnet,
  type DirectTestSigner,
} from '../devnet/chain/support';
import { allowance, authzMsgs, coin, deliverAt, eventsOf, FEE, signTx, URL } from './support';

const HOUR = 3_600_000;

describe('devnet x/feegrant', () => {
  let devnet: RunningDevnet;
  let now = new Date('2026-06-01T12:00:00Z');
  let granter: DirectTestSigner;
  let grantee: DirectTestSigner;
  let sink: string;
  const rest = () => devnet.chainRestUrl;
  const feegrant = (path: string) => getJson(`${rest()}/ledger/feegrant/v1beta1/${path}`);
  const byGranter = async (messages: any[]) => deliverAt(devnet, await signTx(devnet, granter, messages));
  const grant = (a: any) => byGranter([authzMsgs.grantAllowance(granter.address, grantee.address, a)]);
  const revoke = () => byGranter([authzMsgs.revokeAllowance(granter.address, grantee.address)]);
  /** The grantee sends 1 uxyz to the sink, its fee paid by the granter's allowance. */
  const sponsoredSend = async (gas = 200_000, message = msgs.send(grantee.address, sink, [coin(1n)])) =>
    deliverAt(devnet, await signTx(devnet, grantee, [message], { gas, feeGranter: granter.address }));
  const spendLimitLeft = async () =>
    (await feegrant(`allowance/${granter.address}/${grantee.address}`)).body.allowance.allowance;

  beforeAll(async () => {
    devnet = await testDevnet({ clock: () => now });
    granter = await freshDirectSigner();
    grantee = await freshDirectSigner();
    sink = (await freshDirectSigner()).address;
    await fund(devnet, granter.address, '100000000');
    await fund(devnet, grantee.address, '1000000');
  }, 60_000);
  afterAll(() => devnet?.stop());

  it('a BasicAllowance pays the grantee’s fees from the granter, down to its limit, and is removed at zero', async () => {
    const granted = await grant(allowance.basic([coin(12_500n)]));
    expect(granted.code).toBe(0);
    expect(eventsOf(granted, 'set_feegrant')).toEqual([
      { granter: granter.address, grantee: grantee.address },
    ]);
    const granterStart = await balanceOf(devnet, granter.address);
    const granteeStart = await balanceOf(devnet, grantee.address);

    const first = await sponsoredSend();
    expect(first.code).toBe(0);
    expect(eventsOf(first, 'tx').find((t) => t.fee_payer)).toEqual({
      fee: '5000uxyz',
      fee_payer: granter.address,
    });
    expect(eventsOf(first, 'use_feegrant')).toEqual([{ granter: granter.address, grantee: grantee.address }]);
    expect(await balanceOf(devnet, granter.address)).toBe(granterStart - FEE);
    expect(await balanceOf(devnet, grantee.address)).toBe(granteeStart - 1n);
    expect(await spendLimitLeft()).toEqual({
      '@type': URL.basic,
      spend_limit: [coin(7_500n)],
      expiration: null,
    });

    expect((await sponsoredSend()).code).toBe(0);
    const over = await sponsoredSend();
    expect([over.code, over.codespace, over.raw_log]).toEqual([
      2,
      'feegrant',
      `${granter.address} does not allow to pay fees for ${grantee.address}: basic allowance: fee limit exceeded`,
    ]);
    const exact = await sponsoredSend(100_000); // 2,500 uxyz: exactly what is left
    expect(exact.code).toBe(0);
    expect(eventsOf(exact, 'revoke_feegrant')).toHaveLength(1);
    expect(await balanceOf(devnet, granter.address)).toBe(granterStart - 12_500n);
    const gone = await feegrant(`allowance/${granter.address}/${grantee.address}`);
    expect([gone.status, gone.body]).toEqual([
      500,
      { code: 13, message: 'fee-grant not found: not found', details: [] },
    ]);
  });

  it('a fee granter without an allowance is refused (sdk code 38); revoking a missing allowance too', async () => {
    const refused = await sponsoredSend();
    expect([refused.code, refused.raw_log]).toEqual([
      38,
      `${granter.address} does not allow to pay fees for ${grantee.address}: fee-grant not found: not found`,
    ]);
    const res = await revoke();
    expect([res.code, res.raw_log]).toEqual([
      38,
      'failed to execute message; message index: 0: fee-grant not found: not found',
    ]);
  });

  it('a PeriodicAllowance refuses beyond its period and tops up when the next period starts', async () => {
    await grant(
      allowance.periodic({
        limit: [coin(20_000n)],
        periodSeconds: 3600,
        periodLimit: [coin(6_000n)],
        canSpend: [coin(6_000n)],
        reset: new Date(now.getTime() + HOUR),
      }),
    );
    expect((await sponsoredSend()).code).toBe(0);
    const periodic = await spendLimitLeft();
    expect(periodic).toMatchObject({
      basic: { spend_limit: [coin(15_000n)], expiration: null },
      period: '3600s',
      period_spend_limit: [coin(6_000n)],
      period_can_spend: [coin(1_000n)],
    });
    const over = await sponsoredSend();
    expect(over.raw_log).toBe(
      `${granter.address} does not allow to pay fees for ${grantee.address}: period limit: fee limit exceeded`,
    );
    now = new Date(now.getTime() + HOUR + 1000);
    devnet.chain.produceBlock();
    expect((await sponsoredSend()).code).toBe(0);
    expect(await spendLimitLeft()).toMatchObject({
      basic: { spend_limit: [coin(10_000n)] },
      period_can_spend: [coin(1_000n)],
    });
    expect((await revoke()).code).toBe(0);
  });

  it('an AllowedMsgAllowance pays only for the messages it names', async () => {
    await grant(allowance.allowedMsg(allowance.basic([coin(50_000n)]), [URL.send]));
    const [validator] = genesisValidators();
    const delegate = msgs.delegate(grantee.address, validator!, coin(1n));
    const refused = await sponsoredSend(200_000, delegate);
    expect([refused.code, refused.codespace, refused.raw_log]).toEqual([
      7,
      'feegrant',
      `${granter.address} does not allow to pay fees for ${grantee.address}: message does not exist in allowed messages: message not allowed`,
    ]);
    expect((await sponsoredSend()).code).toBe(0);
    expect(await spendLimitLeft()).toEqual({
      '@type': URL.allowedMsg,
      allowance: { '@type': URL.basic, spend_limit: [coin(45_000n)], expiration: null },
      allowed_messages: [URL.send],
    });
    const revoked = await revoke();
    expect(eventsOf(revoked, 'revoke_feegrant')).toHaveLength(1);
    expect((await sponsoredSend()).code).toBe(38);
  });

  it('refuses a second allowance, a past expiry and a self-grant; an expired allowance is pruned', async () => {
    const past = await grant(allowance.basic([coin(1_000n)], new Date(now.getTime() - HOUR)));
    expect([past.code, past.raw_log]).toEqual([
      18,
      'failed to execute message; message index: 0: expiration is before current block time: invalid request',
    ]);
    const expiry = new Date(now.getTime() + HOUR);
    expect((await grant(allowance.basic([coin(10_000n)], expiry))).code).toBe(0);
    const twice = await grant(allowance.basic([coin(1n)]));
    expect([twice.code, twice.raw_log]).toEqual([
      18,
      'failed to execute message; message index: 0: fee allowance already exists: invalid request',
    ]);
    const self = await broadcast(
      devnet,
      await signTx(devnet, granter, [
        authzMsgs.grantAllowance(granter.address, granter.address, allowance.basic([coin(1n)])),
      ]),
    );
    expect([self.code, self.raw_log]).toEqual([7, 'cannot self-grant fee authorization: invalid address']);
    expect((await feegrant(`allowances/${grantee.address}`)).body).toEqual({
      allowances: [
        {
          granter: granter.address,
          grantee: grantee.address,
          allowance: {
            '@type': URL.basic,
            spend_limit: [coin(10_000n)],
            expiration: expiry.toISOString().replace('.000Z', 'Z'),
          },
        },
      ],
      pagination: { next_key: null, total: '0' },
    });
    expect((await feegrant(`issued/${granter.address}`)).body.allowances).toHaveLength(1);
    now = new Date(expiry.getTime() + 1000);
    devnet.chain.produceBlock();
    expect((await feegrant(`allowances/${grantee.address}`)).body.allowances).toEqual([]);
    expect((await sponsoredSend()).code).toBe(38);
  });
});
