// The emulator enforces what the Cosmos app enforces, so the core cannot pass against it with data a real Ledger
// would refuse: Cosmos paths only, valid canonical JSON (sorted keys, minified) with the sign doc's fields.
import { describe, expect, it } from 'vitest';
import { LedgerEmulator } from '../../../support/ledger-emulator';

const MNEMONIC = 'test test test test test test test test test test test junk';
const H = 0x80000000;

function path(coin: number, index = 0): Buffer {
  const out = Buffer.alloc(20);
  [44 + H, coin + H, H, 0, index].forEach((v, i) => out.writeUInt32LE(v >>> 0, i * 4));
  return out;
}

async function exchange(device: LedgerEmulator, p1: number, data: Buffer, ins = 0x02): Promise<string> {
  const transport = await device.factory();
  try {
    const reply = await transport.exchange(
      Buffer.concat([Buffer.from([0x55, ins, p1, 0, data.length]), data]),
    );
    return reply.subarray(reply.length - 2).toString('hex');
  } finally {
    await transport.close();
  }
}

async function signStatus(json: string, coin = 118): Promise<string> {
  const device = new LedgerEmulator({ mnemonic: MNEMONIC });
  const hrp = Buffer.from('xyz');
  const init = await exchange(device, 0, Buffer.concat([path(coin), Buffer.from([hrp.length]), hrp]));
  if (init !== '9000') return init;
  return exchange(device, 2, Buffer.from(json));
}

const DOC = '{"account_number":"1","chain_id":"c","fee":{},"memo":"","msgs":[],"sequence":"0"}';

describe('Ledger emulator (Cosmos app rules)', () => {
  it('signs a sorted, minified sign doc', async () => {
    expect(await signStatus(DOC)).toBe('9000');
  });

  it('refuses unsorted keys, whitespace, invalid JSON and a missing field with 0x6984', async () => {
    expect(
      await signStatus(
        DOC.replace('"account_number":"1","chain_id":"c"', '"chain_id":"c","account_number":"1"'),
      ),
    ).toBe('6984');
    expect(await signStatus(JSON.stringify(JSON.parse(DOC), null, 1))).toBe('6984');
    expect(await signStatus('{"account_number":')).toBe('6984');
    expect(await signStatus('{"account_number":"1","chain_id":"c","fee":{},"memo":"","msgs":[]}')).toBe(
      '6984',
    );
  });

  it("refuses a coin type other than 118'/60' with 0x698b", async () => {
    expect(await signStatus(DOC, 529)).toBe('698b');
  });

  it('answers 0x6986 when the scripted user rejects, 0x5515 when locked, 0x6e01 on the dashboard', async () => {
    const device = new LedgerEmulator({ mnemonic: MNEMONIC });
    device.actions.push('reject');
    const hrp = Buffer.from('xyz');
    const show = Buffer.concat([Buffer.from([hrp.length]), hrp, path(118)]);
    expect(await exchange(device, 1, show, 0x04)).toBe('6986');
    expect(await exchange(device, 1, show, 0x04)).toBe('9000');
    device.locked = true;
    expect(await exchange(device, 0, show, 0x04)).toBe('5515');
    device.locked = false;
    device.app = 'dashboard';
    expect(await exchange(device, 0, show, 0x04)).toBe('6e01');
  });
});
