// The in-process DevnetChainHandle and BlockSource that the seeder, the backend and tests rely on, and
// LEGACY_AMINO_JSON signing of the other message types (delegate, bridge-out).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevnet } from '../../../../devnet/index';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import type { BlockRecord } from '../../../../devnet/chain/types';
import {
  accountOf,
  broadcast,
  directSigner,
  getJson,
  msgs,
  produce,
  signAmino,
  signDirect,
  supplyOf,
  testDevnet,
  txByHash,
  uxyz,
} from './support';
import { named } from '../../support/dialect';

describe('DevnetChainHandle and BlockSource', () => {
  let devnet: RunningDevnet;

  beforeAll(async () => {
    devnet = await testDevnet();
  });
  afterAll(() => devnet?.stop());

  it('broadcasts like a SYNC CheckTx and reports pending sequences through account()', async () => {
    const carol = await directSigner(DEVNET_KEYS.carol.mnemonic);
    const before = devnet.chain.account(carol.address)!;
    const tx = await signDirect(devnet, carol, {
      messages: [msgs.send(carol.address, DEVNET_KEYS.dave.address, uxyz(1))],
    });
    const result = devnet.chain.broadcast(tx);
    expect(result).toMatchObject({ code: 0, codespace: '', rawLog: '' });
    expect(result.hash).toMatch(/^[0-9A-F]{64}$/);
    expect(devnet.chain.account(carol.address)!.sequence).toBe(before.sequence + 1);
    expect((await accountOf(devnet, carol.address)).sequence).toBe(before.sequence);
    expect(devnet.chain.account('xyz1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqexxp8c')).toBeUndefined();
  });

  it('commits back-dated blocks at the given time, notifies subscribers in order, and keeps times increasing', async () => {
    const seen: BlockRecord[] = [];
    const unsubscribe = devnet.chain.blocks.subscribe((block) => seen.push(block));
    const start = devnet.chain.blocks.latestHeight();
    const t1 = new Date(Date.now() - 3_600_000);
    const first = devnet.chain.produceBlock(t1);
    const second = devnet.chain.produceBlock(new Date(t1.getTime() - 5000));
    unsubscribe();
    devnet.chain.produceBlock();
    expect(seen.map((b) => b.height)).toEqual([start + 1, start + 2]);
    expect(first.time).toBe(t1.toISOString());
    expect(new Date(second.time).getTime()).toBeGreaterThan(t1.getTime());
    expect(first.txs).toHaveLength(1);
    expect(first.txs[0]).toMatchObject({
      height: start + 1,
      index: 0,
      code: 0,
      timestamp: t1.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
    expect(devnet.chain.blocks.block(start + 1)).toEqual(first);
    expect(devnet.chain.blocks.latestHeight()).toBe(start + 3);
    expect(first.hash).toMatch(/^[0-9A-F]{64}$/);
  });

  it('answers balance(), smartQuery() errors and setOraclePrice() validation', () => {
    expect(devnet.chain.balance(DEVNET_KEYS.faucet.address, 'uxyz')).toBeGreaterThan(0n);
    expect(() => devnet.chain.smartQuery(DEVNET_KEYS.bob.address, {})).toThrow(/no such contract/);
    expect(() => devnet.chain.setOraclePrice('-1')).toThrow(/invalid oracle price/);
    devnet.chain.setOraclePrice('2.5');
  });
});

describe('LEGACY_AMINO_JSON for delegate and bridge-out', () => {
  let devnet: RunningDevnet;
  beforeAll(async () => {
    devnet = await testDevnet();
  });
  afterAll(() => devnet?.stop());

  it('accepts ledger-sdk/MsgDelegate and xyz/MsgBurnForBridgeOut signed with Secp256k1HdWallet', async () => {
    const { mnemonic, address } = DEVNET_KEYS.dave;
    const validator = (await getJson(`${devnet.backendUrl}/devnet/info`)).body.validators[1];
    const stake = { denom: 'uxyz', amount: '2000000' };
    const delegateTx = await signAmino(devnet, mnemonic, {
      aminoMsgs: [
        {
          type: named('ledger-sdk/MsgDelegate'),
          value: { delegator_address: address, validator_address: validator, amount: stake },
        },
      ],
      protoMsgs: [msgs.delegate(address, validator, stake)],
    });
    const delegated = await broadcast(devnet, delegateTx);
    expect(delegated.code).toBe(0);
    await produce(devnet);
    expect((await txByHash(devnet, delegated.txhash)).body.tx_response.code).toBe(0);

    const supply = await supplyOf(devnet);
    const burn = { denom: 'uxyz', amount: '1500000' };
    const bridgeTx = await signAmino(devnet, mnemonic, {
      aminoMsgs: [
        {
          type: 'xyz/MsgBurnForBridgeOut',
          value: { sender: address, amount: burn, external_address: '0xdead' },
        },
      ],
      protoMsgs: [msgs.bridgeOut(address, burn, '0xdead')],
    });
    const bridged = await broadcast(devnet, bridgeTx);
    expect(bridged.code).toBe(0);
    await produce(devnet);
    expect((await txByHash(devnet, bridged.txhash)).body.tx_response.code).toBe(0);
    expect(await supplyOf(devnet)).toBe(supply - 1_500_000n);
  });
});
