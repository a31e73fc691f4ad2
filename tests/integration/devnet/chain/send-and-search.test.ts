// Conformance: a cosmjs-signed MsgSend is accepted, included, found by hash and by the spec's four search
// filters, with next_key paging and ASC/DESC order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevnet } from '../../../../devnet/index';
import {
  broadcast,
  freshDirectSigner,
  testDevnet,
  fund,
  getJson,
  msgs,
  produce,
  signDirect,
  txByHash,
  uxyz,
  type DirectTestSigner,
} from './support';

describe('devnet chain: MsgSend and tx search', () => {
  let devnet: RunningDevnet;
  let sender: DirectTestSigner;
  let recipient: DirectTestSigner;
  const hashes: string[] = [];
  let firstHeight = 0;

  beforeAll(async () => {
    devnet = await testDevnet();
    sender = await freshDirectSigner();
    recipient = await freshDirectSigner();
    await fund(devnet, sender.address, '50000000');
  });
  afterAll(() => devnet?.stop());

  it('accepts a signed MsgSend in SYNC mode with code 0 and the uppercase sha256 hash', async () => {
    const tx = await signDirect(devnet, sender, {
      messages: [msgs.send(sender.address, recipient.address, uxyz(1000))],
    });
    const res = await broadcast(devnet, tx);
    expect(res.code).toBe(0);
    expect(res.height).toBe('0');
    const { createHash } = await import('node:crypto');
    expect(res.txhash).toBe(createHash('sha256').update(tx).digest('hex').toUpperCase());
    hashes.push(res.txhash);
  });

  it('answers 404 with code 5 for the hash until the tx is included', async () => {
    const { status, body } = await txByHash(devnet, hashes[0]!);
    expect(status).toBe(404);
    expect(body).toEqual({ code: 5, message: `tx not found: ${hashes[0]}`, details: [] });
  });

  it('includes the tx in the next block, moves the funds and finds it by hash', async () => {
    await produce(devnet);
    const { status, body } = await txByHash(devnet, hashes[0]!);
    expect(status).toBe(200);
    expect(body.tx_response.code).toBe(0);
    expect(Number(body.tx_response.height)).toBeGreaterThan(0);
    firstHeight = Number(body.tx_response.height);
    expect(body.tx.body.messages[0]).toEqual({
      '@type': '/ledger.bank.v1beta1.MsgSend',
      from_address: sender.address,
      to_address: recipient.address,
      amount: [{ denom: 'uxyz', amount: '1000' }],
    });
    const bal = await getJson(`${devnet.chainRestUrl}/ledger/bank/v1beta1/balances/${recipient.address}`);
    expect(bal.body.balances).toEqual([{ denom: 'uxyz', amount: '1000' }]);
  });

  it('emits the SDK events in order: fee transfer, tx fee/acc_seq/signature, message, transfer', async () => {
    const { body } = await txByHash(devnet, hashes[0]!);
    const types = body.tx_response.events.map((e: { type: string }) => e.type);
    expect(types).toEqual([
      'coin_spent',
      'coin_received',
      'transfer',
      'message',
      'tx',
      'tx',
      'tx',
      'message',
      'coin_spent',
      'coin_received',
      'transfer',
      'message',
    ]);
    const action = body.tx_response.events[7];
    expect(action.attributes.map((a: { key: string; value: string }) => [a.key, a.value])).toEqual([
      ['action', '/ledger.bank.v1beta1.MsgSend'],
      ['sender', sender.address],
      ['module', 'bank'],
    ]);
    expect(body.tx_response.events[5].attributes[0]).toEqual({
      key: 'acc_seq',
      value: `${sender.address}/0`,
      index: true,
    });
  });

  it('finds the tx by each of the four filter forms', async () => {
    const filters = [
      `message.sender='${sender.address}'`,
      `transfer.recipient='${recipient.address}'`,
      `tx.height=${firstHeight}`,
      `message.action='/ledger.bank.v1beta1.MsgSend'`,
    ];
    for (const filter of filters) {
      const { status, body } = await getJson(
        `${devnet.chainRestUrl}/ledger/tx/v1beta1/txs?events=${encodeURIComponent(filter)}`,
      );
      expect(status, filter).toBe(200);
      expect(
        body.tx_responses.map((t: { txhash: string }) => t.txhash),
        filter,
      ).toContain(hashes[0]);
    }
  });

  it('ANDs several events filters', async () => {
    const url = `${devnet.chainRestUrl}/ledger/tx/v1beta1/txs?events=${encodeURIComponent(`message.sender='${sender.address}'`)}&events=${encodeURIComponent(`transfer.recipient='${sender.address}'`)}`;
    const { body } = await getJson(url);
    expect(body.tx_responses).toEqual([]);
    expect(body.pagination).toEqual({ next_key: null, total: '0' });
  });

  it('pages with pagination.limit and next_key, in ASC and DESC order', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await broadcast(
        devnet,
        await signDirect(devnet, sender, {
          messages: [msgs.send(sender.address, recipient.address, uxyz(1 + i))],
        }),
      );
      expect(res.code).toBe(0);
      hashes.push(res.txhash);
      await produce(devnet);
    }
    const base = `${devnet.chainRestUrl}/ledger/tx/v1beta1/txs?events=${encodeURIComponent(`transfer.recipient='${recipient.address}'`)}&pagination.limit=2`;
    const collect = async (order: string) => {
      const seen: string[] = [];
      let key: string | null = null;
      let pages = 0;
      do {
        const url: string = `${base}&order_by=${order}${key ? `&pagination.key=${encodeURIComponent(key)}` : ''}`;
        const { body } = await getJson(url);
        expect(body.pagination.total).toBe('5');
        expect(body.total).toBe('5');
        expect(body.tx_responses.length).toBeLessThanOrEqual(2);
        seen.push(...body.tx_responses.map((t: { txhash: string }) => t.txhash));
        key = body.pagination.next_key;
        pages++;
      } while (key && pages < 10);
      return { seen, pages };
    };
    const asc = await collect('ORDER_BY_ASC');
    expect(asc.pages).toBe(3);
    expect(asc.seen).toEqual(hashes);
    const desc = await collect('ORDER_BY_DESC');
    expect(desc.seen).toEqual([...hashes].reverse());
  });

  it('accepts ASYNC broadcast and returns only the hash', async () => {
    const tx = await signDirect(devnet, sender, {
      messages: [msgs.send(sender.address, recipient.address, uxyz(7))],
    });
    const res = await broadcast(devnet, tx, 'BROADCAST_MODE_ASYNC');
    expect(res.code).toBe(0);
    expect(res.txhash).toMatch(/^[0-9A-F]{64}$/);
    await produce(devnet);
    expect((await txByHash(devnet, res.txhash)).status).toBe(200);
  });

  it('rejects search without events with 400 and code 3', async () => {
    const { status, body } = await getJson(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs`);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 3, message: 'must declare at least one event to search', details: [] });
  });

  it('rejects a malformed filter and a bad order_by with 400', async () => {
    expect((await getJson(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs?events=nonsense`)).status).toBe(400);
    const bad = await getJson(
      `${devnet.chainRestUrl}/ledger/tx/v1beta1/txs?events=tx.height%3D1&order_by=SIDEWAYS`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(3);
  });
});
