// x/authz on the devnet over HTTP, with exact amounts and the SDK's codes: generic, send and stake grants through
// grant -> exec -> limit decrease -> exhaust / expire / revoke, the refusals, the events and the three reads; in the
// run's dialect (XYZ_TEST_DIALECT), nested Anys of the other dialect refused as a stock node refuses them.
/* eslint-disable @typescript-eslint/no-explicit-any -- gateway JSON bodies */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz';
import type { RunningDevnet } from '../../../devnet/index';
import { genesisValidators } from '../../../devnet/chain/genesis';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import {
  balanceOf,
  broadcast,
  broadcastAsIs,
  freshDirectSigner,
  fund,
  getJson,
  msgs,
  testDevnet,
  type DirectTestSigner,
} from '../devnet/chain/support';
import { OTHER_DIALECT, named, restUrl } from '../support/dialect';
import { allowance, authorization, authzMsgs, coin, deliverAt, eventsOf, FEE, signTx, URL } from './support';

const HOUR = 3_600_000;
const DELEGATE = 1;

describe('devnet x/authz', () => {
  let devnet: RunningDevnet;
  let now = new Date('2026-06-01T12:00:00Z');
  let granter: DirectTestSigner;
  let grantee: DirectTestSigner;
  let recipient: string;
  let validatorA: string;
  let validatorB: string;
  const rest = () => devnet.chainRestUrl;
  const grants = (query: string) => getJson(`${rest()}/ledger/authz/v1beta1/grants?${query}`);
  const pair = () => `granter=${granter.address}&grantee=${grantee.address}`;
  const send = (amount: bigint, to = recipient) => msgs.send(granter.address, to, [coin(amount)]);
  const exec = async (inner: any[]) =>
    deliverAt(devnet, await signTx(devnet, grantee, [authzMsgs.exec(grantee.address, inner)]));
  const byGranter = async (messages: any[]) => deliverAt(devnet, await signTx(devnet, granter, messages));

  beforeAll(async () => {
    devnet = await testDevnet({ clock: () => now });
    granter = await freshDirectSigner();
    grantee = await freshDirectSigner();
    recipient = (await freshDirectSigner()).address;
    await fund(devnet, granter.address, '100000000');
    await fund(devnet, grantee.address, '10000000');
    [validatorA = '', validatorB = ''] = genesisValidators();
  }, 60_000);
  afterAll(() => devnet?.stop());

  it('genesis gives the test accounts grants both ways; the one that expired a day after genesis is pruned', async () => {
    const { alice, bob, carol, dave, erin } = DEVNET_KEYS;
    const given = (await getJson(`${rest()}/ledger/authz/v1beta1/grants/granter/${alice.address}`)).body
      .grants;
    const restakeExpiry = expect.stringMatching(/Z$/);
    expect(given).toHaveLength(3);
    expect(given).toContainEqual({
      granter: alice.address,
      grantee: bob.address,
      authorization: { '@type': URL.generic, msg: URL.send },
      expiration: null,
    });
    expect(given).toContainEqual({
      granter: alice.address,
      grantee: carol.address,
      authorization: {
        '@type': URL.stakeAuthz,
        max_tokens: null,
        allow_list: { address: [validatorA] },
        authorization_type: 'AUTHORIZATION_TYPE_DELEGATE',
      },
      expiration: restakeExpiry,
    });
    const received = (await getJson(`${rest()}/ledger/authz/v1beta1/grants/grantee/${alice.address}`)).body
      .grants;
    expect(received).toEqual([
      {
        granter: dave.address,
        grantee: alice.address,
        authorization: { '@type': URL.sendAuthz, spend_limit: [coin(3_000_000n)], allow_list: [] },
        expiration: expect.stringMatching(/Z$/),
      },
    ]);
    const erinGot = (await getJson(`${rest()}/ledger/authz/v1beta1/grants/grantee/${erin.address}`)).body
      .grants;
    expect(erinGot).toEqual([]);
    const fees = (await getJson(`${rest()}/ledger/feegrant/v1beta1/allowances/${alice.address}`)).body
      .allowances;
    expect(fees).toEqual([
      {
        granter: bob.address,
        grantee: alice.address,
        allowance: {
          '@type': URL.basic,
          spend_limit: [coin(1_000_000n)],
          expiration: expect.stringMatching(/Z$/),
        },
      },
    ]);
  });

  it('a generic MsgSend grant lets the grantee move the granter’s funds until it is revoked', async () => {
    const granted = await byGranter([
      authzMsgs.grant(granter.address, grantee.address, authorization.generic(URL.send)),
    ]);
    expect(granted.code).toBe(0);
    expect(eventsOf(granted, 'ledger.authz.v1beta1.EventGrant')).toEqual([
      {
        grantee: JSON.stringify(grantee.address),
        granter: JSON.stringify(granter.address),
        msg_type_url: JSON.stringify(URL.send),
      },
    ]);
    const listed = await grants(pair());
    expect(listed.body.grants).toEqual([
      { authorization: { '@type': URL.generic, msg: URL.send }, expiration: null },
    ]);

    const before = {
      granter: await balanceOf(devnet, granter.address),
      grantee: await balanceOf(devnet, grantee.address),
    };
    const done = await exec([send(2_000_000n)]);
    expect(done.code).toBe(0);
    expect(await balanceOf(devnet, recipient)).toBe(2_000_000n);
    expect(await balanceOf(devnet, granter.address)).toBe(before.granter - 2_000_000n);
    expect(await balanceOf(devnet, grantee.address)).toBe(before.grantee - FEE);
    const transfer = eventsOf(done, 'transfer').find((t) => t.recipient === recipient)!;
    expect(transfer).toEqual({
      recipient,
      sender: granter.address,
      amount: '2000000uxyz',
      authz_msg_index: '0',
    });
    expect(eventsOf(done, 'message').find((m) => m.action)).toEqual({
      action: URL.exec,
      sender: grantee.address,
      module: 'authz',
    });
    expect((await grants(pair())).body.grants).toHaveLength(1); // a generic grant is never used up

    const revoked = await byGranter([authzMsgs.revoke(granter.address, grantee.address, URL.send)]);
    expect(revoked.code).toBe(0);
    expect(eventsOf(revoked, 'ledger.authz.v1beta1.EventRevoke')).toHaveLength(1);
    expect((await grants(pair())).body.grants).toEqual([]);

    const refused = await exec([send(1n)]);
    expect([refused.code, refused.codespace]).toEqual([2, 'authz']);
    expect(refused.raw_log).toMatch(
      /^failed to execute message; message index: 0: failed to update grant with key /,
    );
    expect(refused.raw_log).toMatch(/: authorization not found$/);
    expect(await balanceOf(devnet, recipient)).toBe(2_000_000n);
  });

  it('revoking a grant that does not exist is authz code 2', async () => {
    const res = await byGranter([authzMsgs.revoke(granter.address, grantee.address, URL.delegate)]);
    expect([res.code, res.codespace]).toEqual([2, 'authz']);
    expect(res.raw_log).toMatch(/failed to delete grant with key .*: authorization not found$/s);
  });

  it('a SendAuthorization spends down its limit, keeps to its allow list, refuses more, and goes at zero', async () => {
    await byGranter([
      authzMsgs.grant(granter.address, grantee.address, authorization.send([coin(5_000_000n)], [recipient])),
    ]);
    const start = await balanceOf(devnet, recipient);
    expect((await exec([send(3_000_000n)])).code).toBe(0);
    const limited = await grants(`${pair()}&msg_type_url=${URL.send}`);
    expect(limited.body).toEqual({
      grants: [
        {
          authorization: { '@type': URL.sendAuthz, spend_limit: [coin(2_000_000n)], allow_list: [recipient] },
          expiration: null,
        },
      ],
      pagination: null,
    });
    const stranger = (await freshDirectSigner()).address;
    const notListed = await exec([send(1n, stranger)]);
    expect([notListed.code, notListed.codespace]).toEqual([4, 'sdk']);
    expect(notListed.raw_log).toBe(
      `failed to execute message; message index: 0: cannot send to ${stranger} address: unauthorized`,
    );
    const over = await exec([send(2_000_001n)]);
    expect([over.code, over.codespace]).toEqual([5, 'sdk']);
    expect(over.raw_log).toBe(
      'failed to execute message; message index: 0: requested amount is more than spend limit: insufficient funds',
    );
    const last = await exec([send(2_000_000n)]);
    expect(last.code).toBe(0);
    expect(eventsOf(last, 'ledger.authz.v1beta1.EventRevoke')).toHaveLength(1);
    expect(await balanceOf(devnet, recipient)).toBe(start + 5_000_000n);
    const gone = await grants(`${pair()}&msg_type_url=${URL.send}`);
    expect(gone.status).toBe(500);
    expect(gone.body).toEqual({
      code: 2,
      message: `authorization not found for ${URL.send} type: authorization not found`,
      details: [],
    });
  });

  it('a StakeAuthorization keeps to its allow list and max tokens; over max is the SDK’s redacted internal error', async () => {
    const auth = authorization.stake({ type: DELEGATE, allow: [validatorA], maxTokens: coin(10_000_000n) });
    await byGranter([authzMsgs.grant(granter.address, grantee.address, auth)]);
    const delegate = (validator: string, amount: bigint) =>
      msgs.delegate(granter.address, validator, coin(amount));
    expect((await exec([delegate(validatorA, 4_000_000n)])).code).toBe(0);
    const listed = await grants(`${pair()}&msg_type_url=${URL.delegate}`);
    expect(listed.body.grants[0].authorization).toEqual({
      '@type': URL.stakeAuthz,
      max_tokens: coin(6_000_000n),
      allow_list: { address: [validatorA] },
      authorization_type: 'AUTHORIZATION_TYPE_DELEGATE',
    });
    const elsewhere = await exec([delegate(validatorB, 1n)]);
    expect([elsewhere.code, elsewhere.raw_log]).toEqual([
      4,
      `failed to execute message; message index: 0: cannot delegate/undelegate to ${validatorB} validator: unauthorized`,
    ]);
    const over = await exec([delegate(validatorA, 6_000_001n)]);
    expect([over.code, over.codespace, over.raw_log]).toEqual([1, 'undefined', 'internal']);
    expect((await exec([delegate(validatorA, 6_000_000n)])).code).toBe(0);
    expect((await grants(pair())).body.grants).toEqual([]);
    const delegation = await getJson(
      `${rest()}/ledger/staking/v1beta1/validators/${validatorA}/delegations/${granter.address}`,
    );
    expect(delegation.body.delegation_response.balance).toEqual(coin(10_000_000n));
  });

  it('a deny-listed StakeAuthorization refuses that validator and stays unlimited elsewhere', async () => {
    const auth = authorization.stake({ type: DELEGATE, deny: [validatorB] });
    await byGranter([authzMsgs.grant(granter.address, grantee.address, auth)]);
    const denied = await exec([msgs.delegate(granter.address, validatorB, coin(1n))]);
    expect(denied.code).toBe(4);
    expect((await exec([msgs.delegate(granter.address, validatorA, coin(1_000_000n))])).code).toBe(0);
    const left = (await grants(`${pair()}&msg_type_url=${URL.delegate}`)).body.grants[0].authorization;
    expect(left).toEqual({
      '@type': URL.stakeAuthz,
      max_tokens: null,
      deny_list: { address: [validatorB] },
      authorization_type: 'AUTHORIZATION_TYPE_DELEGATE',
    });
    await byGranter([authzMsgs.revoke(granter.address, grantee.address, URL.delegate)]);
  });

  it('a grant expiring in the past is refused; an expired grant stops working and is pruned at the next block', async () => {
    const past = await byGranter([
      authzMsgs.grant(
        granter.address,
        grantee.address,
        authorization.generic(URL.send),
        new Date(now.getTime() - HOUR),
      ),
    ]);
    expect([past.code, past.codespace]).toEqual([18, 'sdk']);
    expect(past.raw_log).toMatch(
      /expiration must be after the current block time \(.*Z\), got .*Z: invalid request$/,
    );

    const expiry = new Date(now.getTime() + HOUR);
    await byGranter([
      authzMsgs.grant(granter.address, grantee.address, authorization.generic(URL.send), expiry),
    ]);
    expect((await grants(pair())).body.grants[0].expiration).toBe(expiry.toISOString().replace('.000Z', 'Z'));
    expect((await exec([send(1_000n)])).code).toBe(0);

    now = new Date(expiry.getTime() + 1000);
    const simulated = await simulateExec([send(1_000n)]);
    expect(simulated).toMatch(/authorization expired/);
    devnet.chain.produceBlock();
    expect((await grants(pair())).body.grants).toEqual([]);
    const after = await exec([send(1_000n)]);
    expect([after.code, after.codespace]).toEqual([2, 'authz']);
  });

  async function simulateExec(inner: any[]): Promise<string> {
    const tx = await signTx(devnet, grantee, [authzMsgs.exec(grantee.address, inner)]);
    const res = await fetch(restUrl(`${rest()}/ledger/tx/v1beta1/simulate`), {
      method: 'POST',
      body: JSON.stringify({ tx_bytes: Buffer.from(tx).toString('base64') }),
    });
    return ((await res.json()) as { message: string }).message;
  }

  it('refuses ill-formed grants and execs with the SDK’s codes at CheckTx', async () => {
    const check = async (signer: DirectTestSigner, messages: any[]) =>
      broadcast(devnet, await signTx(devnet, signer, messages));
    const self = await check(granter, [
      authzMsgs.grant(granter.address, granter.address, authorization.generic(URL.send)),
    ]);
    expect([self.code, self.raw_log]).toEqual([18, 'granter and grantee cannot be same: invalid request']);
    const noLimit = await check(granter, [
      authzMsgs.grant(granter.address, grantee.address, authorization.send([])),
    ]);
    expect([noLimit.code, noLimit.raw_log]).toEqual([10, 'spend limit cannot be nil: invalid coins']);
    const twice = await check(granter, [
      authzMsgs.grant(
        granter.address,
        grantee.address,
        authorization.send([coin(1n)], [recipient, recipient]),
      ),
    ]);
    expect([twice.code, twice.codespace, twice.raw_log]).toEqual([8, 'bank', 'duplicate entry']);
    const unspecified = await check(granter, [
      authzMsgs.grant(granter.address, grantee.address, authorization.stake({ type: 0 })),
    ]);
    expect([unspecified.code, unspecified.codespace]).toEqual([4, 'authz']);
    const empty = await check(grantee, [authzMsgs.exec(grantee.address, [])]);
    expect([empty.code, empty.raw_log]).toEqual([18, 'messages cannot be empty: invalid request']);
    const noType = await check(granter, [authzMsgs.revoke(granter.address, grantee.address, '')]);
    expect([noType.code, noType.raw_log]).toEqual([18, 'missing method name: invalid request']);
    const unknown = await byGranter([
      authzMsgs.grant(
        granter.address,
        grantee.address,
        authorization.generic('/ledger.nothing.v1.MsgNothing'),
      ),
    ]);
    expect([unknown.code, unknown.raw_log]).toEqual([
      29,
      "failed to execute message; message index: 0: /ledger.nothing.v1.MsgNothing doesn't exist.: invalid type",
    ]);
  });

  it('refuses nested Anys named in the other dialect at CheckTx, as a stock node’s decoder does', async () => {
    const foreign = (specUrl: string) => named(specUrl, OTHER_DIALECT);
    const refusal = async (signer: DirectTestSigner, message: any) =>
      broadcastAsIs(devnet, await signTx(devnet, signer, [message]));
    const parseError = (url: string) => [2, 'sdk', `unable to resolve type URL ${url}: tx parse error`];
    const sendAny = send(1n);
    const innerSend = { ...sendAny, typeUrl: foreign(URL.send) };
    const exec = await refusal(grantee, authzMsgs.exec(grantee.address, [innerSend]));
    expect([exec.code, exec.codespace, exec.raw_log]).toEqual(parseError(foreign(URL.send)));
    const generic = authorization.generic(URL.send);
    const grant = await refusal(
      granter,
      authzMsgs.grant(granter.address, grantee.address, { ...generic, typeUrl: foreign(URL.generic) }),
    );
    expect([grant.code, grant.codespace, grant.raw_log]).toEqual(parseError(foreign(URL.generic)));
    const basic = allowance.basic([coin(1_000n)]);
    const wrapped = allowance.allowedMsg({ ...basic, typeUrl: foreign(URL.basic) }, [URL.send]);
    const fee = await refusal(granter, authzMsgs.grantAllowance(granter.address, grantee.address, wrapped));
    expect([fee.code, fee.codespace, fee.raw_log]).toEqual(parseError(foreign(URL.basic)));
  });

  it('a grant names its message in the chain’s dialect: one naming the other dialect’s URL is refused as unroutable', async () => {
    const otherSend = named(URL.send, OTHER_DIALECT);
    const foreignScope = {
      typeUrl: named(URL.generic),
      value: GenericAuthorization.encode({ msg: otherSend }).finish(),
    };
    const grant = authzMsgs.grant(granter.address, grantee.address, foreignScope);
    const checked = await broadcastAsIs(devnet, await signTx(devnet, granter, [grant]));
    expect(checked.code).toBe(0);
    devnet.chain.produceBlock();
    const res = await fetch(restUrl(`${rest()}/ledger/tx/v1beta1/txs/${checked.txhash}`));
    const delivered = ((await res.json()) as any).tx_response;
    expect([delivered.code, delivered.codespace, delivered.raw_log]).toEqual([
      29,
      'sdk',
      `failed to execute message; message index: 0: ${otherSend} doesn't exist.: invalid type`,
    ]);
  });

  it('lists grants by granter and by grantee with the SDK’s shapes and pagination', async () => {
    const other = await freshDirectSigner();
    await byGranter([
      authzMsgs.grant(granter.address, grantee.address, authorization.generic(URL.send)),
      authzMsgs.grant(granter.address, other.address, authorization.generic(URL.delegate)),
    ]);
    const mine = await getJson(`${rest()}/ledger/authz/v1beta1/grants/granter/${granter.address}`);
    expect(mine.body.grants).toHaveLength(2);
    expect(mine.body.grants).toContainEqual({
      granter: granter.address,
      grantee: other.address,
      authorization: { '@type': URL.generic, msg: URL.delegate },
      expiration: null,
    });
    const first = await getJson(
      `${rest()}/ledger/authz/v1beta1/grants/granter/${granter.address}?pagination.limit=1&pagination.count_total=true`,
    );
    expect(first.body.grants).toHaveLength(1);
    expect(first.body.pagination.total).toBe('2');
    const key = encodeURIComponent(first.body.pagination.next_key);
    const second = await getJson(
      `${rest()}/ledger/authz/v1beta1/grants/granter/${granter.address}?pagination.limit=1&pagination.key=${key}`,
    );
    expect(second.body.grants).toHaveLength(1);
    expect(second.body.grants[0]).not.toEqual(first.body.grants[0]);
    expect(second.body.pagination.next_key).toBeNull();
    const theirs = await getJson(`${rest()}/ledger/authz/v1beta1/grants/grantee/${other.address}`);
    expect(theirs.body.grants.map((g: any) => g.granter)).toEqual([granter.address]);
    const bad = await getJson(`${rest()}/ledger/authz/v1beta1/grants/grantee/nope`);
    expect(bad.status).toBe(500);
  });
});
