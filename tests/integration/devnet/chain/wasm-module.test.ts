// Conformance of the ledgerwasm module with a tiny test contract: instantiate/execute, funds, standard
// events, contract errors (wasm code 5) with rollback, atomic sub-messages, smart queries and the oracle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevnet } from '../../../../devnet/index';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { ContractError, type NativeContract } from '../../../../devnet/chain/types';
import {
  balanceOf,
  broadcast,
  directSigner,
  getJson,
  msgs,
  postJson,
  produce,
  signDirect,
  testDevnet,
  txByHash,
  uxyz,
  type DirectTestSigner,
} from './support';

type Msg = Record<string, Record<string, unknown>>;

/** A counter contract exercising every ContractContext capability. */
const counter: NativeContract = {
  codeId: 1,
  name: 'test-counter',
  instantiate(ctx, msg) {
    if ((msg as { fail?: string }).fail) throw new ContractError(String((msg as { fail: string }).fail));
    ctx.storage.set('count', String((msg as { count?: number }).count ?? 0));
    ctx.addAttribute('action', 'instantiate');
  },
  execute(ctx, raw) {
    const msg = raw as Msg;
    const count = Number(ctx.storage.get('count') ?? '0');
    if (msg.increment) {
      ctx.storage.set('count', String(count + 1));
      ctx.addAttribute('action', 'increment');
      ctx.emit('counted', {
        count: String(count + 1),
        sender: ctx.sender,
        funds: ctx.funds.map((c) => c.amount + c.denom).join(','),
      });
    } else if (msg.fail) {
      ctx.storage.set('count', '999');
      throw new ContractError(String(msg.fail.reason));
    } else if (msg.pay) {
      ctx.bank.send(String(msg.pay.to), [{ denom: 'uxyz', amount: String(msg.pay.amount) }]);
    } else if (msg.call) {
      ctx.storage.set('count', String(count + 10));
      try {
        ctx.calls.execute(String(msg.call.contract), msg.call.msg, []);
      } catch (err) {
        if (!msg.call.catch) throw err;
        ctx.addAttribute('caught', (err as Error).message);
      }
    } else if (msg.spawn) {
      const address = ctx.calls.instantiate(1, { count: 100 }, [], 'child', null);
      ctx.storage.set('child', address);
      ctx.addAttribute('child', address);
      ctx.addAttribute(
        'child_count',
        String((ctx.calls.query(address, { count: {} }) as { count: string }).count),
      );
    } else if (msg.oracle) {
      ctx.addAttribute('price', ctx.oraclePriceUsd());
    } else throw new ContractError('unknown message');
  },
  query(ctx, msg) {
    if ((msg as Msg).count)
      return { count: ctx.storage.get('count') ?? '0', child: ctx.storage.get('child') ?? null };
    throw new ContractError('unknown query');
  },
};

describe('devnet chain: ledgerwasm module', () => {
  let devnet: RunningDevnet;
  let alice: DirectTestSigner;
  let contract = '';
  let other = '';

  const attrs = (e: { attributes: Array<{ key: string; value: string }> }) =>
    e.attributes.map((a) => [a.key, a.value]);
  const run = async (
    msg: unknown,
    funds = [] as ReturnType<typeof uxyz>,
    target = () => contract,
    gas = 400_000,
  ) => {
    const res = await broadcast(
      devnet,
      await signDirect(devnet, alice, { messages: [msgs.execute(alice.address, target(), msg, funds)], gas }),
    );
    expect(res.code).toBe(0);
    await produce(devnet);
    return (await txByHash(devnet, res.txhash)).body.tx_response;
  };
  const query = async (address: string, msg: unknown) =>
    getJson(
      `${devnet.chainRestUrl}/ledgerwasm/wasm/v1/contract/${address}/smart/${Buffer.from(JSON.stringify(msg)).toString('base64')}`,
    );

  beforeAll(async () => {
    devnet = await testDevnet({ contracts: [counter] });
    alice = await directSigner(DEVNET_KEYS.alice.mnemonic);
  });
  afterAll(() => devnet?.stop());

  it('instantiates at a deterministic 32-byte address and emits instantiate{_contract_address, code_id}', async () => {
    for (const label of ['main', 'other']) {
      const res = await broadcast(
        devnet,
        await signDirect(devnet, alice, {
          messages: [msgs.instantiate(alice.address, 1, { count: 5 }, label)],
          gas: 400_000,
        }),
      );
      expect(res.code).toBe(0);
      await produce(devnet);
    }
    const found = await getJson(
      `${devnet.chainRestUrl}/ledger/tx/v1beta1/txs?events=${encodeURIComponent("message.action='/ledgerwasm.wasm.v1.MsgInstantiateContract'")}`,
    );
    const [first, second] = found.body.tx_responses;
    const inst = first.events.find((e: { type: string }) => e.type === 'instantiate');
    contract = inst.attributes[0].value;
    other = second.events.find((e: { type: string }) => e.type === 'instantiate').attributes[0].value;
    expect(contract).toMatch(/^xyz1[0-9a-z]{58}$/);
    expect(attrs(inst)).toEqual([
      ['_contract_address', contract],
      ['code_id', '1'],
    ]);
    expect(other).not.toBe(contract);
    expect((await query(contract, { count: {} })).body).toEqual({ data: { count: '5', child: null } });
  });

  it('executes with funds: bank events, then execute, wasm and wasm-<type> events', async () => {
    const tx = await run({ increment: {} }, uxyz(1000));
    expect(tx.code).toBe(0);
    const types = tx.events.map((e: { type: string }) => e.type).slice(7);
    expect(types).toEqual([
      'message',
      'coin_spent',
      'coin_received',
      'transfer',
      'message',
      'execute',
      'wasm',
      'wasm-counted',
    ]);
    const custom = tx.events.find((e: { type: string }) => e.type === 'wasm-counted');
    expect(attrs(custom)).toEqual([
      ['_contract_address', contract],
      ['count', '6'],
      ['sender', alice.address],
      ['funds', '1000uxyz'],
    ]);
    expect(await balanceOf(devnet, contract)).toBe(1000n);
    expect(tx.events[7].attributes.find((a: { key: string }) => a.key === 'module').value).toBe('wasm');
  });

  it('maps a ContractError to codespace wasm code 5 and rolls back storage and funds', async () => {
    const tx = await run({ fail: { reason: 'nope' } }, uxyz(50));
    expect(tx.code).toBe(5);
    expect(tx.codespace).toBe('wasm');
    expect(tx.raw_log).toBe(
      'failed to execute message; message index: 0: nope: execute wasm contract failed',
    );
    expect((await query(contract, { count: {} })).body.data.count).toBe('6');
    expect(await balanceOf(devnet, contract)).toBe(1000n);
  });

  it('lets a contract send its own funds', async () => {
    const before = await balanceOf(devnet, DEVNET_KEYS.bob.address);
    const tx = await run({ pay: { to: DEVNET_KEYS.bob.address, amount: 400 } });
    expect(tx.code).toBe(0);
    expect(await balanceOf(devnet, DEVNET_KEYS.bob.address)).toBe(before + 400n);
    expect(await balanceOf(devnet, contract)).toBe(600n);
    const overdraw = await run({ pay: { to: DEVNET_KEYS.bob.address, amount: 10_000 } });
    expect(overdraw.code).toBe(5);
    expect(overdraw.codespace).toBe('sdk');
  });

  it('makes a failing sub-message fail the caller atomically', async () => {
    const tx = await run({ call: { contract: other, msg: { fail: { reason: 'inner' } } } });
    expect(tx.code).toBe(5);
    expect(tx.raw_log).toBe(
      'failed to execute message; message index: 0: inner: execute wasm contract failed',
    );
    expect((await query(contract, { count: {} })).body.data.count).toBe('6');
    expect((await query(other, { count: {} })).body.data.count).toBe('5');
  });

  it('rolls back only the sub-message when the caller catches its failure', async () => {
    const tx = await run({ call: { contract: other, msg: { fail: { reason: 'inner' } }, catch: true } });
    expect(tx.code).toBe(0);
    expect((await query(contract, { count: {} })).body.data.count).toBe('16');
    expect((await query(other, { count: {} })).body.data.count).toBe('5');
  });

  it('instantiates and queries contracts from a contract', async () => {
    const tx = await run({ spawn: {} });
    expect(tx.code).toBe(0);
    const child = (await query(contract, { count: {} })).body.data.child;
    expect((await query(child, { count: {} })).body.data.count).toBe('100');
    const wasm = tx.events.find(
      (e: { type: string; attributes: Array<{ value: string }> }) =>
        e.type === 'wasm' && e.attributes[0]?.value === contract,
    );
    expect(attrs(wasm)).toContainEqual(['child_count', '100']);
  });

  it('reads the chain oracle price set through POST /devnet/oracle', async () => {
    expect((await postJson(`${devnet.backendUrl}/devnet/oracle`, { price_usd: '1.25' })).status).toBe(200);
    const tx = await run({ oracle: {} });
    expect(attrs(tx.events.find((e: { type: string }) => e.type === 'wasm'))).toContainEqual([
      'price',
      '1.25',
    ]);
    expect((await postJson(`${devnet.backendUrl}/devnet/oracle`, { price_usd: 'cheap' })).status).toBe(400);
  });

  it('reports an unknown contract as a failed message', async () => {
    const tx = await run({ increment: {} }, [], () => DEVNET_KEYS.bob.address);
    expect(tx.code).not.toBe(0);
    expect(tx.codespace).toBe('wasm');
  });

  it('answers smart queries errors with gateway bodies', async () => {
    expect(
      (await getJson(`${devnet.chainRestUrl}/ledgerwasm/wasm/v1/contract/${contract}/smart/%%%`)).status,
    ).toBe(400);
    const bad = await query(contract, { nope: {} });
    expect(bad.status).toBe(500);
    expect(bad.body.message).toContain('unknown query');
    expect((await query(DEVNET_KEYS.bob.address, { count: {} })).status).toBe(404);
    expect(
      (await getJson(`${devnet.chainRestUrl}/ledgerwasm/wasm/v1/contract/${contract}`)).body.contract_info
        .code_id,
    ).toBe('1');
  });

  it('maps an instantiate ContractError to wasm code 5 and creates nothing', async () => {
    const before = await balanceOf(devnet, alice.address);
    const res = await broadcast(
      devnet,
      await signDirect(devnet, alice, {
        messages: [msgs.instantiate(alice.address, 1, { fail: 'bad init' }, 'x', uxyz(10))],
        gas: 400_000,
      }),
    );
    await produce(devnet);
    const tx = (await txByHash(devnet, res.txhash)).body.tx_response;
    expect(tx.code).toBe(5);
    expect(tx.codespace).toBe('wasm');
    expect(tx.raw_log).toBe(
      'failed to execute message; message index: 0: bad init: instantiate wasm contract failed',
    );
    expect(await balanceOf(devnet, alice.address)).toBe(before - 10_000n);
  });

  it('runs out of gas inside a contract as code 11 with everything rolled back', async () => {
    const tx = await run({ increment: {} }, uxyz(5), () => contract, 90_000);
    expect(tx.code).toBe(11);
    expect((await query(contract, { count: {} })).body.data.count).toBe('16');
  });
});
