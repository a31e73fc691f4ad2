// The ledger/* channels through the real router (schema first), on a core whose Ledger is the emulator and whose
// node cannot be reached: balances are then null, and a Ledger account leaves no secret in the keychain.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryKeychain } from '../../../../electron/core/keys/keychain';
import { createWalletCore, type WalletCore } from '../../../../electron/core/wallet-core';
import { LedgerEmulator } from '../../../support/ledger-emulator';

let core: WalletCore;
let dir: string;
let keychain: ReturnType<typeof createMemoryKeychain>;
let emulator: LedgerEmulator;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'xyz-ledger-'));
  keychain = createMemoryKeychain();
  emulator = new LedgerEmulator({ mnemonic: 'test test test test test test test test test test test junk' });
  core = await createWalletCore({
    dataDir: dir,
    keychain,
    idleCheckMs: 0,
    fetch: () => Promise.reject(new TypeError('fetch failed')),
    runtime: { httpRetries: 0 },
    ledgerTransport: emulator.factory,
  });
});

afterEach(async () => {
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('ledger/* channels', () => {
  it('validates requests before touching the device', async () => {
    const result = await core.invoke('ledger/accounts', { from: 0, count: 11 });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(emulator.log).toEqual([]);
  });

  it('lists addresses with a null balance when the node cannot be asked', async () => {
    const result = await core.invoke('ledger/accounts', { from: 2, count: 2 });
    expect(result).toMatchObject({
      ok: true,
      value: {
        accounts: [
          { hdIndex: 2, address: (await emulator.keyAt(2)).address, balance: null, added: false },
          { hdIndex: 3, balance: null, added: false },
        ],
      },
    });
  });

  it('adds a Ledger account with no secret in the keychain; show-address then matches it', async () => {
    const added = await core.invoke('ledger/add-accounts', { accounts: [{ hdIndex: 1, name: 'Nano 2' }] });
    expect(added).toMatchObject({ ok: true, value: { accounts: [{ kind: 'ledger', hdIndex: 1 }] } });
    expect([...keychain.entries.keys()]).toEqual(['accounts']);
    const shown = await core.invoke('ledger/show-address', { hdIndex: 1 });
    expect(shown).toEqual({ ok: true, value: { address: (await emulator.keyAt(1)).address, matches: true } });
    expect(await core.invoke('ledger/show-address', { hdIndex: 4 })).toMatchObject({
      value: { matches: null },
    });
  });

  it('ledger/status reports the app; ledger/cancel with nothing running says so', async () => {
    expect(await core.invoke('ledger/status', {})).toEqual({
      ok: true,
      value: { connected: true, appVersion: '2.35.0', testMode: false },
    });
    expect(await core.invoke('ledger/cancel', {})).toEqual({ ok: true, value: { cancelled: false } });
  });

  it('a device failure crosses IPC as code "ledger" with details.ledger', async () => {
    emulator.locked = true;
    expect(await core.invoke('ledger/status', {})).toMatchObject({
      ok: false,
      error: { code: 'ledger', details: { ledger: 'locked', statusWord: '0x5515' } },
    });
  });
});
