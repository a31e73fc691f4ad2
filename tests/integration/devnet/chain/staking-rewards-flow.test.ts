// Staking and rewards over HTTP against a running devnet: delegate -> fees -> rewards -> withdraw (amino)
// -> redelegate -> undelegate -> the unbonded funds are spendable after the unbonding time, with exact
// amounts (the expected rewards are computed by hand from the F1 rules in the comments).
/* eslint-disable @typescript-eslint/no-explicit-any -- gateway JSON bodies */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MsgWithdrawDelegatorReward } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci';
import {
  MsgBeginRedelegate,
  MsgUndelegate,
  MsgUndelegateResponse,
} from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { fromTimestamp } from 'cosmjs-types/helpers';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import type { RunningDevnet } from '../../../../devnet/index';
import {
  balanceOf,
  broadcast,
  freshDirectSigner,
  fund,
  getJson,
  msgs,
  postJson,
  produce,
  signAmino,
  signDirect,
  testDevnet,
  txByHash,
  uxyz,
  type DirectTestSigner,
} from './support';
import { named } from '../../support/dialect';
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';

const FEE = 5000n; // 200,000 gas x 0.025
const STAKE = 50_000_000n;
const coin = (amount: bigint) => ({ denom: 'uxyz', amount: amount.toString() });

const undelegateMsg = (delegator: string, validator: string, amount: bigint): Any => ({
  typeUrl: named('/ledger.staking.v1beta1.MsgUndelegate'),
  value: MsgUndelegate.encode({
    delegatorAddress: delegator,
    validatorAddress: validator,
    amount: coin(amount),
  }).finish(),
});
const redelegateMsg = (delegator: string, src: string, dst: string, amount: bigint): Any => ({
  typeUrl: named('/ledger.staking.v1beta1.MsgBeginRedelegate'),
  value: MsgBeginRedelegate.encode({
    delegatorAddress: delegator,
    validatorSrcAddress: src,
    validatorDstAddress: dst,
    amount: coin(amount),
  }).finish(),
});
const withdrawMsg = (delegator: string, validator: string): Any => ({
  typeUrl: named('/ledger.distribution.v1beta1.MsgWithdrawDelegatorReward'),
  value: MsgWithdrawDelegatorReward.encode({
    delegatorAddress: delegator,
    validatorAddress: validator,
  }).finish(),
});

describe('devnet staking and distribution over HTTP', () => {
  let devnet: RunningDevnet;
  let now = new Date('2026-03-01T12:00:00Z');
  let me: DirectTestSigner;
  let mnemonic: string;
  let ember: string; // validator-5: 600,000 XYZ, 1% commission
  let borealis: string; // validator-2: 1,000,000 XYZ, 10% commission
  const rest = () => devnet.chainRestUrl;

  async function deliver(txBytes: Uint8Array): Promise<any> {
    const res = await broadcast(devnet, txBytes);
    expect(res.code).toBe(0);
    await produce(devnet);
    return (await txByHash(devnet, res.txhash)).body.tx_response;
  }

  const attrs = (tx: any, type: string) =>
    Object.fromEntries(
      tx.events.find((e: any) => e.type === type).attributes.map((a: any) => [a.key, a.value]),
    );

  beforeAll(async () => {
    devnet = await testDevnet({ clock: () => now, backend: true });
    const wallet = await DirectSecp256k1HdWallet.generate(12, { prefix: 'xyz' });
    mnemonic = wallet.mnemonic;
    const [account] = await wallet.getAccounts();
    me = { address: account!.address, pubkey: account!.pubkey, wallet };
    const validators = (await getJson(`${rest()}/ledger/staking/v1beta1/validators`)).body.validators;
    ember = validators.find((v: any) => v.description.moniker === 'Ember Labs').operator_address;
    borealis = validators.find((v: any) => v.description.moniker === 'Borealis Node').operator_address;
    await fund(devnet, me.address, '100000000');
  });

  afterAll(async () => {
    await devnet?.stop();
  });

  it('delegates, earns from the fee pool, withdraws, redelegates, undelegates and spends after unbonding', async () => {
    const start = await balanceOf(devnet, me.address);
    expect(start).toBe(100_000_000n);

    const delegated = await deliver(
      await signDirect(devnet, me, { messages: [msgs.delegate(me.address, ember, coin(STAKE))] }),
    );
    expect(delegated.code).toBe(0);
    expect(await balanceOf(devnet, me.address)).toBe(start - STAKE - FEE);

    // 1,000,000 XYZ into the fee pool; the next block hands it out together with the delegate tx's fee.
    expect((await postJson(`${devnet.backendUrl}/devnet/fees`, { amount: '1000000000000' })).status).toBe(
      200,
    );
    await produce(devnet);
    const allocation = (await getJson(`${devnet.rpcUrl}/block_results`)).body.result.begin_block_events;
    expect(allocation.filter((e: any) => e.type === 'rewards')).toHaveLength(5);
    // F = 1,000,000,005,000. x 0.98 = 980,000,004,900. Ember's power 600,050 of 6,100,050 (truncated
    // fraction 0.098368046163556036) -> 96,400,685,722.288341481424576400; 1% commission (rounded)
    // 964,006,857.222883414814245764; shared 95,436,678,865.065458066610330636; per token (truncated)
    // 0.159047877451988097; x 50,000,000 = 7,952,393.872599404850000000.
    const rewards = (await getJson(`${rest()}/ledger/distribution/v1beta1/delegators/${me.address}/rewards`))
      .body;
    expect(rewards).toEqual({
      rewards: [
        { validator_address: ember, reward: [{ denom: 'uxyz', amount: '7952393.872599404850000000' }] },
      ],
      total: [{ denom: 'uxyz', amount: '7952393.872599404850000000' }],
    });
    expect(
      (await getJson(`${rest()}/ledger/distribution/v1beta1/delegators/${me.address}/rewards/${ember}`)).body,
    ).toEqual({ rewards: [{ denom: 'uxyz', amount: '7952393.872599404850000000' }] });
    expect(
      (await getJson(`${rest()}/ledger/distribution/v1beta1/validators/${ember}/commission`)).body.commission
        .commission[0].amount,
    ).toMatch(/^\d+\.\d{18}$/);

    // Withdraw, signed LEGACY_AMINO_JSON with the ledger-sdk amino name: whole coins paid.
    const beforeWithdraw = await balanceOf(devnet, me.address);
    const withdrawn = await deliver(
      await signAmino(devnet, mnemonic, {
        aminoMsgs: [
          {
            type: named('ledger-sdk/MsgWithdrawDelegationReward'),
            value: { delegator_address: me.address, validator_address: ember },
          },
        ],
        protoMsgs: [withdrawMsg(me.address, ember)],
      }),
    );
    expect(withdrawn.code).toBe(0);
    expect(attrs(withdrawn, 'withdraw_rewards')).toEqual({
      amount: '7952393uxyz',
      validator: ember,
      delegator: me.address,
    });
    expect(await balanceOf(devnet, me.address)).toBe(beforeWithdraw - FEE + 7_952_393n);

    // Redelegate 20 XYZ to Borealis: the pending reward (from the withdraw tx's own fee, 0.0397...)
    // is withdrawn first and pays 0uxyz.
    const beforeRedelegate = await balanceOf(devnet, me.address);
    const redelegated = await deliver(
      await signDirect(devnet, me, { messages: [redelegateMsg(me.address, ember, borealis, 20_000_000n)] }),
    );
    expect(redelegated.code).toBe(0);
    expect(attrs(redelegated, 'withdraw_rewards').amount).toBe('0uxyz');
    expect(attrs(redelegated, 'redelegate')).toMatchObject({
      source_validator: ember,
      destination_validator: borealis,
      amount: '20000000uxyz',
    });
    expect(await balanceOf(devnet, me.address)).toBe(beforeRedelegate - FEE);
    const redelegations = (
      await getJson(`${rest()}/ledger/staking/v1beta1/delegators/${me.address}/redelegations`)
    ).body.redelegation_responses;
    expect(redelegations).toHaveLength(1);
    expect(redelegations[0].redelegation).toMatchObject({
      validator_src_address: ember,
      validator_dst_address: borealis,
    });
    expect(redelegations[0].entries[0].balance).toBe('20000000');

    // Moving on from Borealis now would be transitive: staking code 32.
    const transitive = await broadcast(
      devnet,
      await signDirect(devnet, me, { messages: [redelegateMsg(me.address, borealis, ember, 1n)] }),
    );
    await produce(devnet);
    expect((await txByHash(devnet, transitive.txhash)).body.tx_response).toMatchObject({
      code: 32,
      codespace: 'staking',
    });

    // Undelegate the remaining 30 XYZ from Ember.
    const beforeUndelegate = await balanceOf(devnet, me.address);
    const undelegated = await deliver(
      await signDirect(devnet, me, { messages: [undelegateMsg(me.address, ember, 30_000_000n)] }),
    );
    const unbond = attrs(undelegated, 'unbond');
    expect(unbond).toMatchObject({ validator: ember, delegator: me.address, amount: '30000000uxyz' });
    const blockTime = new Date(undelegated.timestamp).getTime();
    // The MsgUndelegateResponse in tx_response.data carries the completion time and amount.
    const [response] = TxMsgData.decode(Buffer.from(undelegated.data, 'hex')).msgResponses;
    expect(response!.typeUrl).toBe(named('/ledger.staking.v1beta1.MsgUndelegateResponse'));
    const decoded = MsgUndelegateResponse.decode(response!.value);
    // (the event's RFC3339 time has whole seconds; the response keeps the fraction)
    const responseTime = fromTimestamp(decoded.completionTime).getTime();
    expect(Math.floor(responseTime / 1000) * 1000).toBe(new Date(unbond.completion_time).getTime());
    expect(decoded.amount).toEqual({ denom: 'uxyz', amount: '30000000' });
    expect(new Date(unbond.completion_time).getTime() - blockTime).toBe(60_000);
    const afterUndelegate = await balanceOf(devnet, me.address);
    // The rewards withdrawn first (from the redelegate tx's fee) are below one uxyz: 0uxyz paid.
    expect(attrs(undelegated, 'withdraw_rewards').amount).toBe('0uxyz');
    expect(afterUndelegate).toBe(beforeUndelegate - FEE);
    const unbonding = (
      await getJson(`${rest()}/ledger/staking/v1beta1/delegators/${me.address}/unbonding_delegations`)
    ).body;
    expect(unbonding.unbonding_responses).toEqual([
      {
        delegator_address: me.address,
        validator_address: ember,
        entries: [
          expect.objectContaining({
            completion_time: unbond.completion_time,
            initial_balance: '30000000',
            balance: '30000000',
          }),
        ],
      },
    ]);
    expect(
      (await getJson(`${rest()}/ledger/staking/v1beta1/delegations/${me.address}`)).body.delegation_responses,
    ).toEqual([
      {
        delegation: {
          delegator_address: me.address,
          validator_address: borealis,
          shares: '20000000.000000000000000000',
        },
        balance: { denom: 'uxyz', amount: '20000000' },
      },
    ]);

    // Tx search by the new messages' events.
    const search = (
      await getJson(
        `${rest()}/ledger/tx/v1beta1/txs?query=${encodeURIComponent(`message.action='/ledger.staking.v1beta1.MsgUndelegate' AND unbond.delegator='${me.address}'`)}`,
      )
    ).body;
    expect(search.tx_responses.map((t: any) => t.txhash)).toEqual([undelegated.txhash]);

    // Not yet: a block a second before completion_time pays nothing; one a second after pays out.
    const completion = new Date(unbond.completion_time).getTime();
    now = new Date(completion - 1000);
    await produce(devnet);
    expect(await balanceOf(devnet, me.address)).toBe(afterUndelegate);
    now = new Date(completion + 1000);
    await produce(devnet);
    expect(await balanceOf(devnet, me.address)).toBe(afterUndelegate + 30_000_000n);
    // The completion is an end-block event of that block (CometBFT /block_results).
    const results = (await getJson(`${devnet.rpcUrl}/block_results`)).body.result;
    const completed = results.end_block_events.find((e: any) => e.type === 'complete_unbonding');
    expect(Object.fromEntries(completed.attributes.map((a: any) => [a.key, a.value]))).toEqual({
      amount: '30000000uxyz',
      validator: ember,
      delegator: me.address,
    });
    expect(
      (await getJson(`${rest()}/ledger/staking/v1beta1/delegators/${me.address}/unbonding_delegations`)).body
        .unbonding_responses,
    ).toEqual([]);

    // The returned funds are spendable: send all of them away.
    const other = await freshDirectSigner();
    const sent = await deliver(
      await signDirect(devnet, me, { messages: [msgs.send(me.address, other.address, uxyz(30_000_000))] }),
    );
    expect(sent.code).toBe(0);
    expect(await balanceOf(devnet, other.address)).toBe(30_000_000n);

    // The backend indexer lists the staking txs in the delegator's history like any other tx.
    const history = (
      await getJson(`${devnet.backendUrl}/api/wallet/transactions?address=${me.address}&limit=20`)
    ).body.transactions;
    const types = history.map((t: any) => [t.messages[0]['@type'], t.code, t.direction]);
    expect(types).toEqual([
      ['/ledger.bank.v1beta1.MsgSend', 0, 'out'],
      ['/ledger.staking.v1beta1.MsgUndelegate', 0, 'out'],
      ['/ledger.staking.v1beta1.MsgBeginRedelegate', 32, 'out'],
      ['/ledger.staking.v1beta1.MsgBeginRedelegate', 0, 'out'],
      ['/ledger.distribution.v1beta1.MsgWithdrawDelegatorReward', 0, 'out'],
      ['/ledger.staking.v1beta1.MsgDelegate', 0, 'out'],
      ['/ledger.bank.v1beta1.MsgSend', 0, 'in'],
    ]);
  });

  it('refuses a fee-pool top-up that is not a positive amount', async () => {
    for (const amount of ['0', '-5', 'lots', undefined]) {
      const reply = await postJson(`${devnet.backendUrl}/devnet/fees`, { amount });
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('invalid_request');
    }
  });

  it('serves params, pool and the status filter in the SDK shapes', async () => {
    expect((await getJson(`${rest()}/ledger/staking/v1beta1/params`)).body.params).toEqual({
      unbonding_time: '60s',
      max_validators: 100,
      max_entries: 7,
      historical_entries: 10000,
      bond_denom: 'uxyz',
      min_commission_rate: '0.000000000000000000',
    });
    const pool = (await getJson(`${rest()}/ledger/staking/v1beta1/pool`)).body.pool;
    expect(pool.bonded_tokens).toMatch(/^\d+$/);
    expect(BigInt(pool.not_bonded_tokens)).toBe(700_000_000_000n);
    const byStatus = async (status: string) =>
      (await getJson(`${rest()}/ledger/staking/v1beta1/validators?status=${status}`)).body.validators;
    expect(await byStatus('BOND_STATUS_UNBONDED')).toEqual([
      expect.objectContaining({
        jailed: true,
        description: expect.objectContaining({ moniker: 'Fjord Stake' }),
      }),
    ]);
    expect((await byStatus('BOND_STATUS_UNBONDING'))[0].description.moniker).toBe('Glacier Ops');
    const bonded = await byStatus('BOND_STATUS_BONDED');
    expect(new Set(bonded.map((v: any) => v.commission.commission_rates.rate)).size).toBe(5);
    const page = (
      await getJson(
        `${rest()}/ledger/staking/v1beta1/validators?pagination.limit=2&pagination.count_total=true`,
      )
    ).body;
    expect(page.validators).toHaveLength(2);
    expect(page.pagination.total).toBe('7');
    const next = (
      await getJson(
        `${rest()}/ledger/staking/v1beta1/validators?pagination.limit=10&pagination.key=${encodeURIComponent(page.pagination.next_key)}`,
      )
    ).body;
    expect(next.validators).toHaveLength(5);
    const base = `${rest()}/ledger/staking/v1beta1/validators`;
    expect((await getJson(`${base}/${borealis}/delegations/${me.address}`)).body).toEqual({
      delegation_response: {
        delegation: {
          delegator_address: me.address,
          validator_address: borealis,
          shares: '20000000.000000000000000000',
        },
        balance: { denom: 'uxyz', amount: '20000000' },
      },
    });
    expect((await getJson(`${base}/${ember}/delegations/${me.address}`)).status).toBe(404);
    const ofBorealis = (await getJson(`${base}/${borealis}/delegations`)).body.delegation_responses;
    expect(ofBorealis.map((d: any) => d.balance.amount).sort()).toEqual(['1000000000000', '20000000']);
    expect((await getJson(`${rest()}/ledger/distribution/v1beta1/params`)).body.params.community_tax).toBe(
      '0.020000000000000000',
    );
    const community = (await getJson(`${rest()}/ledger/distribution/v1beta1/community_pool`)).body.pool;
    expect(community[0]).toMatchObject({ denom: 'uxyz', amount: expect.stringMatching(/^\d+\.\d{18}$/) });
  });
});
