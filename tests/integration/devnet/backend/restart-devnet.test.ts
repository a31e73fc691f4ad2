// The backend across a devnet restart on the same data dir: the index catches up without double counting,
// and B6 still answers a repeat of already relayed bytes with the first result instead of relaying again.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toBase64 } from '@cosmjs/encoding';
import { BASE_DENOM } from '../../../../shared/chain';
import { startDevnet } from '../../../../devnet';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { buyMsg, createTokenMsg } from '../../../../devnet/chain/wasm/contracts';
import { executeMsg, loadSigners, sendMsg } from '../../../../devnet/genesis/signer';
import { DevnetDriver, attrs, type JsonReply } from './devnet-driver';
import { TEST_DIALECT } from '../../support/dialect';

const XYZ = 1_000_000n;
const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-devnet-restart-'));
let now = Date.parse('2026-11-22T08:00:00.000Z');
const open = async () => {
  const devnet = await startDevnet({
    dataDir,
    seed: false,
    blockTimeMs: 'manual',
    clock: () => new Date(now),
    dialect: TEST_DIALECT,
  });
  if (devnet.backendError) throw new Error(devnet.backendError);
  return new DevnetDriver(devnet, (ms) => (now += ms));
};
let driver: DevnetDriver | undefined;

afterAll(async () => {
  await driver?.devnet.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('backend across a devnet restart', () => {
  it('keeps token figures and history without double counting, and de-duplicates relayed bytes', async () => {
    driver = await open();
    const [alice] = await loadSigners('alice', DEVNET_KEYS.alice.mnemonic, [0]);
    const launchpad = driver.devnet.launchpadAddress;
    const created = await driver.deliver(
      alice!,
      [
        executeMsg(alice!.address, launchpad, createTokenMsg({ name: 'Restart Token', symbol: 'RST' }), [
          { denom: BASE_DENOM, amount: String(XYZ) },
        ]),
      ],
      { gas: 1_000_000n },
    );
    const token = attrs(created.events, 'wasm-create_token').token!;
    await driver.deliver(alice!, [
      executeMsg(alice!.address, launchpad, buyMsg(token), [
        { denom: BASE_DENOM, amount: String(50n * XYZ) },
      ]),
    ]);
    const bytes = await driver.sign(alice!, [sendMsg(alice!.address, DEVNET_KEYS.bob.address, 5n)], 200_000n);
    const hash = await driver.broadcast(bytes);
    driver.produce();
    const before = (await driver.get('/api/tokens')).body.tokens as JsonReply[];
    const historyBefore = (await driver.get(`/api/wallet/transactions?address=${alice!.address}`)).body;
    await driver.devnet.stop();

    driver = await open();
    const after = (await driver.get('/api/tokens')).body.tokens as JsonReply[];
    expect(after).toEqual(before);
    expect(after[0]).toMatchObject({ symbol: 'RST', trade_count_24h: 1, volume_24h: String(50n * XYZ) });
    expect((await driver.get(`/api/wallet/transactions?address=${alice!.address}`)).body).toEqual(
      historyBefore,
    );
    const repeat = await driver.post('/api/wallet/broadcast', { tx_bytes: toBase64(bytes) });
    expect(repeat.body).toEqual({ tx_hash: hash, code: 0, raw_log: '' });
  });
});
