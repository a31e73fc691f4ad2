// Conformance: CheckTx rejections (codes 2, 4, 12, 13, 19, 32) and message failures included in a block
// (codes 5 and 11: fee charged, sequence advanced, message state rolled back).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { RunningDevnet } from '../../../../devnet/index';
import {
  accountOf,
  balanceOf,
  broadcast,
  freshDirectSigner,
  fund,
  msgs,
  postJson,
  produce,
  signDirect,
  testDevnet,
  txByHash,
  uxyz,
  type DirectTestSigner,
} from './support';

describe('devnet chain: ante and delivery error codes', () => {
  let devnet: RunningDevnet;
  let alice: DirectTestSigner;
  let bob: DirectTestSigner;

  beforeAll(async () => {
    devnet = await testDevnet();
    alice = await freshDirectSigner();
    bob = await freshDirectSigner();
    await fund(devnet, alice.address, '10000000');
  });
  afterAll(() => devnet?.stop());

  const send = (amount: number) => [msgs.send(alice.address, bob.address, uxyz(amount))];

  it('gives code 4 with the SDK raw_log for a wrong chain id', async () => {
    const res = await broadcast(
      devnet,
      await signDirect(devnet, alice, { messages: send(1), chainId: 'xyz-1' }),
    );
    const { accountNumber } = await accountOf(devnet, alice.address);
    expect(res.code).toBe(4);
    expect(res.codespace).toBe('sdk');
    expect(res.raw_log).toBe(
      `signature verification failed; please verify account number (${accountNumber}) and chain-id (xyz-devnet-1): unauthorized`,
    );
  });

  it('gives code 4 for a wrong account number', async () => {
    const { sequence, accountNumber } = await accountOf(devnet, alice.address);
    const res = await broadcast(
      devnet,
      await signDirect(devnet, alice, { messages: send(1), accountNumber: accountNumber + 5, sequence }),
    );
    expect(res.code).toBe(4);
  });

  it('gives code 4 when another key signs for the sender', async () => {
    const mallory = await freshDirectSigner();
    const { sequence, accountNumber } = await accountOf(devnet, alice.address);
    const tx = await signDirect(devnet, mallory, { messages: send(1), accountNumber, sequence });
    const res = await broadcast(devnet, tx);
    expect(res.code).toBe(4);
    expect(res.raw_log).toBe(
      `pubKey does not match signer address ${alice.address} with signer index: 0: unauthorized`,
    );
  });

  it('gives code 32 "account sequence mismatch, expected X, got Y" for a stale sequence', async () => {
    const { sequence, accountNumber } = await accountOf(devnet, alice.address);
    const ok = await broadcast(
      devnet,
      await signDirect(devnet, alice, { messages: send(1), accountNumber, sequence }),
    );
    expect(ok.code).toBe(0);
    await produce(devnet);
    const stale = await broadcast(
      devnet,
      await signDirect(devnet, alice, { messages: send(2), accountNumber, sequence }),
    );
    expect(stale.code).toBe(32);
    expect(stale.raw_log).toBe(
      `account sequence mismatch, expected ${sequence + 1}, got ${sequence}: incorrect account sequence`,
    );
  });

  it('accepts consecutive sequences within one block', async () => {
    const { sequence, accountNumber } = await accountOf(devnet, alice.address);
    const a = await broadcast(
      devnet,
      await signDirect(devnet, alice, { messages: send(1), accountNumber, sequence }),
    );
    const b = await broadcast(
      devnet,
      await signDirect(devnet, alice, { messages: send(1), accountNumber, sequence: sequence + 1 }),
    );
    expect([a.code, b.code]).toEqual([0, 0]);
    await produce(devnet);
    expect((await txByHash(devnet, b.txhash)).body.tx_response.code).toBe(0);
  });

  it('gives code 13 for a fee below the minimum gas price', async () => {
    const res = await broadcast(
      devnet,
      await signDirect(devnet, alice, { messages: send(1), gas: 200_000, fee: uxyz(100) }),
    );
    expect(res.code).toBe(13);
    expect(res.raw_log).toBe('insufficient fees; got: 100uxyz required: 5000uxyz: insufficient fee');
  });

  it('gives code 19 for a tx already in the mempool', async () => {
    const tx = await signDirect(devnet, alice, { messages: send(1) });
    expect((await broadcast(devnet, tx)).code).toBe(0);
    expect((await broadcast(devnet, tx)).code).toBe(19);
    await produce(devnet);
  });

  it('gives code 12 for a memo over 256 characters', async () => {
    const res = await broadcast(
      devnet,
      await signDirect(devnet, alice, { messages: send(1), memo: 'x'.repeat(257) }),
    );
    expect(res.code).toBe(12);
    expect(res.raw_log).toBe(
      'maximum number of characters is 256 but received 257 characters: memo too large',
    );
  });

  it('counts the memo in UTF-8 bytes like the SDK: 86 × "€" (86 characters, 258 bytes) is code 12', async () => {
    const res = await broadcast(
      devnet,
      await signDirect(devnet, alice, { messages: send(1), memo: '€'.repeat(86) }),
    );
    expect(res.code).toBe(12);
    expect(res.raw_log).toBe(
      'maximum number of characters is 256 but received 258 characters: memo too large',
    );
  });

  it('gives code 7 for an invalid recipient and code 10 for a zero amount at CheckTx', async () => {
    const badAddress = await broadcast(
      devnet,
      await signDirect(devnet, alice, { messages: [msgs.send(alice.address, 'xyz1notanaddress', uxyz(1))] }),
    );
    expect(badAddress.code).toBe(7);
    expect(badAddress.raw_log).toMatch(/^invalid to address: .*: invalid address$/);
    const zero = await broadcast(devnet, await signDirect(devnet, alice, { messages: send(0) }));
    expect(zero.code).toBe(10);
  });

  it('gives code 15 without signatures and code 21 for a tx over 1 MiB', async () => {
    const signed = TxRaw.decode(await signDirect(devnet, alice, { messages: send(1) }));
    const unsigned = TxRaw.encode({ ...signed, signatures: [] }).finish();
    expect((await broadcast(devnet, unsigned)).code).toBe(15);
    const huge = TxRaw.encode({ ...signed, signatures: [new Uint8Array(1_100_000)] }).finish();
    const res = await broadcast(devnet, huge);
    expect(res.code).toBe(21);
  });

  it('gives code 2 for bytes that are not a tx', async () => {
    const res = await broadcast(devnet, new Uint8Array([0xff, 0xff, 0x01, 0x02]));
    expect(res.code).toBe(2);
  });

  it('includes a send of more than the balance with code 5, charging the fee and advancing the sequence', async () => {
    const before = await balanceOf(devnet, alice.address);
    const { sequence } = await accountOf(devnet, alice.address);
    const res = await broadcast(devnet, await signDirect(devnet, alice, { messages: send(1_000_000_000) }));
    expect(res.code).toBe(0);
    await produce(devnet);
    const { body } = await txByHash(devnet, res.txhash);
    expect(body.tx_response.code).toBe(5);
    expect(body.tx_response.raw_log).toBe(
      `failed to execute message; message index: 0: spendable balance ${before - 5000n}uxyz is smaller than 1000000000uxyz: insufficient funds`,
    );
    expect(await balanceOf(devnet, alice.address)).toBe(before - 5000n);
    expect((await accountOf(devnet, alice.address)).sequence).toBe(sequence + 1);
  });

  it('includes a tx whose gas limit is below its use with code 11, fee charged and state rolled back', async () => {
    const before = await balanceOf(devnet, alice.address);
    const bobBefore = await balanceOf(devnet, bob.address);
    const probe = await signDirect(devnet, alice, { messages: send(500), gas: 200_000, fee: uxyz(1125) });
    const sim = await postJson(`${devnet.chainRestUrl}/ledger/tx/v1beta1/simulate`, {
      tx_bytes: Buffer.from(probe).toString('base64'),
    });
    const gas = Number(sim.body.gas_info.gas_used) - 3000;
    const res = await broadcast(
      devnet,
      await signDirect(devnet, alice, { messages: send(500), gas, fee: uxyz(Math.ceil(gas * 0.025)) }),
    );
    expect(res.code).toBe(0);
    await produce(devnet);
    const { body } = await txByHash(devnet, res.txhash);
    expect(body.tx_response.code).toBe(11);
    expect(body.tx_response.raw_log).toMatch(
      new RegExp(`^out of gas in location: \\w+; gasWanted: ${gas}, gasUsed: \\d+: out of gas$`),
    );
    expect(Number(body.tx_response.gas_used)).toBeGreaterThan(gas);
    const fee = BigInt(Math.ceil(gas * 0.025));
    expect(await balanceOf(devnet, alice.address)).toBe(before - fee);
    expect(await balanceOf(devnet, bob.address)).toBe(bobBefore);
  });

  it('rejects a gas limit too small even for the ante with code 11 at CheckTx', async () => {
    const res = await broadcast(
      devnet,
      await signDirect(devnet, alice, { messages: send(1), gas: 1000, fee: uxyz(25) }),
    );
    expect(res.code).toBe(11);
  });

  it('gives code 5 at CheckTx when the fee exceeds the balance', async () => {
    const poor = await freshDirectSigner();
    await fund(devnet, poor.address, '1000');
    const res = await broadcast(
      devnet,
      await signDirect(devnet, poor, { messages: [msgs.send(poor.address, bob.address, uxyz(1))] }),
    );
    expect(res.code).toBe(5);
    expect(res.raw_log).toBe(
      'spendable balance 1000uxyz is smaller than 5000uxyz: insufficient funds: insufficient funds',
    );
  });

  it('answers broadcast input errors with gateway error bodies', async () => {
    const url = `${devnet.chainRestUrl}/ledger/tx/v1beta1/txs`;
    expect(await postJson(url, { mode: 'BROADCAST_MODE_SYNC' })).toEqual({
      status: 400,
      body: { code: 3, message: 'invalid empty tx', details: [] },
    });
    expect((await postJson(url, '{not json')).status).toBe(400);
    expect((await postJson(url, { tx_bytes: '***', mode: 'BROADCAST_MODE_SYNC' })).status).toBe(400);
    expect((await postJson(url, { tx_bytes: 'AAAA', mode: 'BROADCAST_MODE_BLOCK' })).status).toBe(500);
  });
});
