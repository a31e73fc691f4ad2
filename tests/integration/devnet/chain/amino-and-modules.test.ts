// Conformance: LEGACY_AMINO_JSON signing, simulate, bridge burn/mint moving total supply, delegation and
// the vesting account's spendable balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TxBody, TxRaw, AuthInfo } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { RunningDevnet } from '../../../../devnet/index';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import {
  balanceOf,
  broadcast,
  broadcastAsIs,
  directSigner,
  freshDirectSigner,
  getJson,
  msgs,
  postJson,
  produce,
  signAmino,
  signDirect,
  supplyOf,
  testDevnet,
  txByHash,
  uxyz,
  type DirectTestSigner,
} from './support';
import { OTHER_DIALECT, named } from '../../support/dialect';

describe('devnet chain: amino signing, simulate and modules', () => {
  let devnet: RunningDevnet;
  let alice: DirectTestSigner;

  beforeAll(async () => {
    devnet = await testDevnet();
    alice = await directSigner(DEVNET_KEYS.alice.mnemonic);
  });
  afterAll(() => devnet?.stop());

  it("accepts a MsgSend signed in LEGACY_AMINO_JSON with the dialect's amino name", async () => {
    const bob = DEVNET_KEYS.bob.address;
    const tx = await signAmino(devnet, DEVNET_KEYS.alice.mnemonic, {
      aminoMsgs: [
        {
          type: named('ledger-sdk/MsgSend'),
          value: { from_address: alice.address, to_address: bob, amount: uxyz(123) },
        },
      ],
      protoMsgs: [msgs.send(alice.address, bob, uxyz(123))],
      memo: 'amino <&>',
    });
    const res = await broadcast(devnet, tx);
    expect(res).toMatchObject({ code: 0, raw_log: '' });
    await produce(devnet);
    const { body } = await txByHash(devnet, res.txhash);
    expect(body.tx_response.code).toBe(0);
    expect(body.tx.auth_info.signer_infos[0].mode_info).toEqual({
      single: { mode: 'SIGN_MODE_LEGACY_AMINO_JSON' },
    });
  });

  it("rejects an amino signature over the other dialect's amino name with code 4", async () => {
    const tx = await signAmino(devnet, DEVNET_KEYS.alice.mnemonic, {
      aminoMsgs: [
        {
          type: named('ledger-sdk/MsgSend', OTHER_DIALECT),
          value: { from_address: alice.address, to_address: DEVNET_KEYS.bob.address, amount: uxyz(1) },
        },
      ],
      protoMsgs: [msgs.send(alice.address, DEVNET_KEYS.bob.address, uxyz(1))],
    });
    expect((await broadcast(devnet, tx)).code).toBe(4);
  });

  it("rejects the other dialect's type URLs as a stock node does: tx parse error (code 2)", async () => {
    const foreign = named('/ledger.bank.v1beta1.MsgSend', OTHER_DIALECT);
    const tx = await signDirect(devnet, alice, {
      messages: [{ ...msgs.send(alice.address, DEVNET_KEYS.bob.address, uxyz(1)), typeUrl: foreign }],
    });
    expect(await broadcastAsIs(devnet, tx)).toMatchObject({
      code: 2,
      codespace: 'sdk',
      raw_log: `unable to resolve type URL ${foreign}: tx parse error`,
    });
  });

  it('simulates like the SDK: empty signature accepted, gas_used enough for the real tx, MaxUint64 gas_wanted', async () => {
    const signed = await signDirect(devnet, alice, {
      messages: [msgs.send(alice.address, DEVNET_KEYS.bob.address, uxyz(5))],
    });
    const raw = TxRaw.decode(signed);
    const auth = AuthInfo.decode(raw.authInfoBytes);
    const probeAuth = AuthInfo.encode({
      ...auth,
      fee: { amount: [], gasLimit: 0n, payer: '', granter: '' },
    }).finish();
    const probe = TxRaw.encode({
      bodyBytes: raw.bodyBytes,
      authInfoBytes: probeAuth,
      signatures: [new Uint8Array()],
    }).finish();
    const { status, body } = await postJson(`${devnet.chainRestUrl}/ledger/tx/v1beta1/simulate`, {
      tx_bytes: Buffer.from(probe).toString('base64'),
    });
    expect(status).toBe(200);
    expect(body.gas_info.gas_wanted).toBe('18446744073709551615');
    expect(body.result.msg_responses).toEqual([{ '@type': '/ledger.bank.v1beta1.MsgSendResponse' }]);
    const estimate = Number(body.gas_info.gas_used);
    const res = await broadcast(devnet, signed);
    await produce(devnet);
    const delivered = (await txByHash(devnet, res.txhash)).body.tx_response;
    expect(delivered.code).toBe(0);
    expect(estimate).toBeGreaterThanOrEqual(Number(delivered.gas_used));
    expect(TxBody.decode(raw.bodyBytes).messages).toHaveLength(1);
  });

  it('answers a failing simulation with HTTP 500 and "<error> with gas used"', async () => {
    const tx = await signDirect(devnet, alice, {
      messages: [msgs.send(alice.address, DEVNET_KEYS.bob.address, uxyz('999999999999999'))],
    });
    const { status, body } = await postJson(`${devnet.chainRestUrl}/ledger/tx/v1beta1/simulate`, {
      tx_bytes: Buffer.from(tx).toString('base64'),
    });
    expect(status).toBe(500);
    expect(body.message).toMatch(/insufficient funds with gas used: '\d+'$/);
    expect((await postJson(`${devnet.chainRestUrl}/ledger/tx/v1beta1/simulate`, {})).body).toEqual({
      code: 3,
      message: 'empty txBytes is not allowed',
      details: [],
    });
  });

  it('lowers total supply after MsgBurnForBridgeOut and emits bridge_out', async () => {
    const supply = await supplyOf(devnet);
    const res = await broadcast(
      devnet,
      await signDirect(devnet, alice, {
        messages: [msgs.bridgeOut(alice.address, { denom: 'uxyz', amount: '2500000' }, '0xabc')],
      }),
    );
    expect(res.code).toBe(0);
    await produce(devnet);
    const { body } = await txByHash(devnet, res.txhash);
    expect(body.tx_response.code).toBe(0);
    expect(await supplyOf(devnet)).toBe(supply - 2_500_000n);
    const bridgeOut = body.tx_response.events.find((e: { type: string }) => e.type === 'bridge_out');
    expect(bridgeOut.attributes.map((a: { key: string; value: string }) => [a.key, a.value])).toEqual([
      ['sender', alice.address],
      ['amount', '2500000uxyz'],
      ['external_address', '0xabc'],
    ]);
  });

  it('raises total supply after a devnet bridge mint', async () => {
    const supply = await supplyOf(devnet);
    const target = await freshDirectSigner();
    const { status, body } = await postJson(`${devnet.backendUrl}/devnet/bridge/mint`, {
      address: target.address,
      amount: '7000000',
    });
    expect(status).toBe(200);
    await produce(devnet);
    expect((await txByHash(devnet, body.tx_hash)).body.tx_response.code).toBe(0);
    expect(await supplyOf(devnet)).toBe(supply + 7_000_000n);
    expect(await balanceOf(devnet, target.address)).toBe(7_000_000n);
  });

  it('moves funds into a delegation with MsgDelegate', async () => {
    const info = (await getJson(`${devnet.backendUrl}/devnet/info`)).body;
    const validator = info.validators[0];
    const before = await balanceOf(devnet, alice.address);
    const tokensBefore = BigInt(
      (await getJson(`${devnet.chainRestUrl}/ledger/staking/v1beta1/validators/${validator}`)).body.validator
        .tokens,
    );
    const res = await broadcast(
      devnet,
      await signDirect(devnet, alice, {
        messages: [msgs.delegate(alice.address, validator, { denom: 'uxyz', amount: '1000000' })],
      }),
    );
    expect(res.code).toBe(0);
    await produce(devnet);
    expect((await txByHash(devnet, res.txhash)).body.tx_response.code).toBe(0);
    expect(await balanceOf(devnet, alice.address)).toBe(before - 1_000_000n - 5000n);
    const dels = (await getJson(`${devnet.chainRestUrl}/ledger/staking/v1beta1/delegations/${alice.address}`))
      .body;
    expect(dels.delegation_responses).toEqual([
      {
        delegation: {
          delegator_address: alice.address,
          validator_address: validator,
          shares: '1000000.000000000000000000',
        },
        balance: { denom: 'uxyz', amount: '1000000' },
      },
    ]);
    const tokensAfter = BigInt(
      (await getJson(`${devnet.chainRestUrl}/ledger/staking/v1beta1/validators/${validator}`)).body.validator
        .tokens,
    );
    expect(tokensAfter).toBe(tokensBefore + 1_000_000n);
  });

  it('has a vesting account whose spendable balance is below its balance', async () => {
    const address = DEVNET_KEYS.vesting.address;
    const balance = await balanceOf(devnet, address);
    const spendable = (
      await getJson(`${devnet.chainRestUrl}/ledger/bank/v1beta1/spendable_balances/${address}`)
    ).body.balances[0].amount;
    expect(BigInt(spendable)).toBeLessThan(balance);
    const tooMuch = await signDirect(devnet, await directSigner(DEVNET_KEYS.vesting.mnemonic), {
      messages: [msgs.send(address, alice.address, uxyz(balance - 10_000n))],
    });
    const res = await broadcast(devnet, tooMuch);
    await produce(devnet);
    expect((await txByHash(devnet, res.txhash)).body.tx_response.code).toBe(5);
  });

  it('lets the vesting account delegate locked coins, tracking delegated vesting like the SDK', async () => {
    const vesting = await directSigner(DEVNET_KEYS.vesting.mnemonic);
    const validator = (await getJson(`${devnet.backendUrl}/devnet/info`)).body.validators[2];
    const spendableOf = async () =>
      BigInt(
        (await getJson(`${devnet.chainRestUrl}/ledger/bank/v1beta1/spendable_balances/${vesting.address}`))
          .body.balances[0]?.amount ?? '0',
      );
    const spendable = await spendableOf();
    const stake = spendable + 5_000_000_000n;
    const res = await broadcast(
      devnet,
      await signDirect(devnet, vesting, {
        messages: [msgs.delegate(vesting.address, validator, { denom: 'uxyz', amount: stake.toString() })],
      }),
    );
    expect(res.code).toBe(0);
    await produce(devnet);
    expect((await txByHash(devnet, res.txhash)).body.tx_response.code).toBe(0);
    const account = (await getJson(`${devnet.chainRestUrl}/ledger/auth/v1beta1/accounts/${vesting.address}`))
      .body.account;
    expect(BigInt(account.base_vesting_account.delegated_vesting[0].amount)).toBeGreaterThan(0n);
    expect(await spendableOf()).toBeLessThan(spendable);
  });
});
