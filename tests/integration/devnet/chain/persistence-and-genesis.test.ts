// Conformance: state and blocks persist in the data directory across restarts (and --reset wipes them);
// a fresh devnet's base genesis has the launchpad from the native contracts and the oracle default.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { balanceOf, fund, getJson, testDevnet, txByHash } from './support';

describe('devnet chain: persistence and genesis', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'xyz-devnet-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps balances, blocks and txs across a restart of the same data directory', async () => {
    const first = await testDevnet({ memory: false, dataDir });
    await fund(first, DEVNET_KEYS.erin.address, '4242');
    const balance = await balanceOf(first, DEVNET_KEYS.erin.address);
    const found = await getJson(
      `${first.chainRestUrl}/ledger/tx/v1beta1/txs?events=${encodeURIComponent(`transfer.recipient='${DEVNET_KEYS.erin.address}'`)}`,
    );
    const hash = found.body.tx_responses[0].txhash as string;
    const height = (await getJson(`${first.chainRestUrl}/ledger/base/consensus/v1beta1/blocks/latest`)).body
      .block.header.height;
    await first.stop();

    const second = await testDevnet({ memory: false, dataDir });
    try {
      expect(await balanceOf(second, DEVNET_KEYS.erin.address)).toBe(balance);
      expect((await txByHash(second, hash)).status).toBe(200);
      expect(
        (await getJson(`${second.chainRestUrl}/ledger/base/consensus/v1beta1/blocks/latest`)).body.block
          .header.height,
      ).toBe(height);
      await fund(second, DEVNET_KEYS.erin.address, '1');
      expect(await balanceOf(second, DEVNET_KEYS.erin.address)).toBe(balance + 1n);
    } finally {
      await second.stop();
    }

    const reset = await testDevnet({ memory: false, dataDir, reset: true });
    try {
      expect((await txByHash(reset, hash)).status).toBe(404);
    } finally {
      await reset.stop();
    }
  });

  it('instantiates the launchpad (code 2) from the native contracts in the base genesis', async () => {
    const devnet = await testDevnet();
    try {
      const info = (await getJson(`${devnet.backendUrl}/devnet/info`)).body;
      expect(info.launchpad_address).toMatch(/^xyz1[0-9a-z]{58}$/);
      const contract = (
        await getJson(`${devnet.chainRestUrl}/ledgerwasm/wasm/v1/contract/${info.launchpad_address}`)
      ).body;
      expect(contract.contract_info.code_id).toBe('2');
      expect(devnet.chain.launchpadAddress).toBe(info.launchpad_address);
      expect(devnet.chain.balance(DEVNET_KEYS.faucet.address, 'uxyz')).toBeGreaterThan(0n);
    } finally {
      await devnet.stop();
    }
  });
});
