// The signer and device runner against the Cosmos-app emulator (same APDUs as USB): every device state ends in
// its code, nothing hangs (timeout, cancel), one call at a time, and the transport is always closed.
import { serializeSignDoc, type StdSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLedgerDevice, type LedgerDevice } from '../../../../electron/core/ledger/ledger-device';
import { createLedgerSigner } from '../../../../electron/core/ledger/ledger-signer';
import { LedgerEmulator } from '../../../support/ledger-emulator';

const MNEMONIC = 'test test test test test test test test test test test junk';
let emulator: LedgerEmulator;
let device: LedgerDevice;

const signDoc = (memo = 'hi'): StdSignDoc => ({
  chain_id: 'xyz-devnet-1',
  account_number: '3',
  sequence: '1',
  fee: { amount: [{ denom: 'uxyz', amount: '5000' }], gas: '200000' },
  msgs: [{ type: 'cosmos-sdk/MsgSend', value: { to_address: 'xyz1b', from_address: 'xyz1a', amount: [] } }],
  memo,
});

async function signerAt(hdIndex = 0) {
  const key = await emulator.keyAt(hdIndex);
  return {
    key,
    signer: createLedgerSigner(device, {
      hdIndex,
      address: key.address,
      pubkey: toBase64(key.pubkey),
      prefix: 'xyz',
    }),
  };
}

async function ledgerCodeOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return (error as { details?: { ledger?: string } }).details?.ledger ?? error;
  }
  return 'no error';
}

beforeEach(() => {
  emulator = new LedgerEmulator({ mnemonic: MNEMONIC });
  // Generous limits: a loaded CI machine must not turn a slow emulated exchange into a timeout. The timeout test
  // below builds its own device with a short user limit.
  device = createLedgerDevice({ open: emulator.factory, timeouts: { readMs: 10_000, userMs: 10_000 } });
});

describe('LedgerSigner on the emulator', () => {
  it('signs the canonical amino doc; the 64-byte signature verifies against the account key', async () => {
    const { key, signer } = await signerAt(0);
    const doc = signDoc();
    const reply = await signer.signAmino(key.address, doc);
    expect(reply.signed).toEqual(doc);
    expect(reply.signature.pub_key.value).toBe(toBase64(key.pubkey));
    const signature = Secp256k1Signature.fromFixedLength(fromBase64(reply.signature.signature));
    expect(await Secp256k1.verifySignature(signature, sha256(serializeSignDoc(doc)), key.pubkey)).toBe(true);
    expect(emulator.openTransports).toBe(0);
  });

  it('refuses DIRECT sign mode (the Cosmos app signs amino JSON only)', async () => {
    const { key, signer } = await signerAt(0);
    await expect(
      signer.signDirect(key.address, {
        bodyBytes: new Uint8Array(),
        authInfoBytes: new Uint8Array(),
        chainId: 'c',
        accountNumber: 0n,
      }),
    ).rejects.toMatchObject({ code: 'invalid_request' });
  });

  it('too large for the app: refused by the pre-flight, the device never sees it', async () => {
    const { key, signer } = await signerAt(0);
    const doc = { ...signDoc(), msgs: [{ type: 't', value: { blob: 'x'.repeat(12_000) } }] };
    await expect(signer.signAmino(key.address, doc)).rejects.toMatchObject({
      details: { ledger: 'too_large', limit: 'bytes' },
    });
    expect(emulator.log).toEqual([]);
  });

  it('rejected on the device -> rejected', async () => {
    const { key, signer } = await signerAt(0);
    emulator.actions.push('reject');
    expect(await ledgerCodeOf(signer.signAmino(key.address, signDoc()))).toBe('rejected');
  });

  it('unplugged mid-signing -> disconnected', async () => {
    const { key, signer } = await signerAt(0);
    emulator.unplugDuringSign = true;
    expect(await ledgerCodeOf(signer.signAmino(key.address, signDoc()))).toBe('disconnected');
  });

  it('another seed on the device -> wrong_device, before asking to sign', async () => {
    const { key } = await signerAt(0);
    const other = createLedgerSigner(device, {
      hdIndex: 1,
      address: key.address,
      pubkey: toBase64(key.pubkey),
      prefix: 'xyz',
    });
    expect(await ledgerCodeOf(other.signAmino(key.address, signDoc()))).toBe('wrong_device');
    expect(emulator.prompts).toEqual([]);
  });

  it.each([
    ['locked', (e: LedgerEmulator) => void (e.locked = true)],
    ['wrong_app', (e: LedgerEmulator) => void (e.app = 'dashboard')],
    ['wrong_app', (e: LedgerEmulator) => void (e.app = 'other')],
    ['app_too_old', (e: LedgerEmulator) => void (e.version = [2, 20, 1])],
    ['not_connected', (e: LedgerEmulator) => void (e.connected = false)],
    ['permission_denied', (e: LedgerEmulator) => void (e.permissionDenied = true)],
  ])('device state -> %s', async (code, setUp) => {
    setUp(emulator);
    device = createLedgerDevice({ open: emulator.factory, platform: 'linux' });
    const { key, signer } = await signerAt(0);
    expect(await ledgerCodeOf(signer.signAmino(key.address, signDoc()))).toBe(code);
    expect(emulator.openTransports).toBe(0);
  });
});

describe('Ledger device runner', () => {
  it('a user who never answers -> timeout, and the transport is closed', async () => {
    emulator.userDelay = new Promise(() => undefined);
    device = createLedgerDevice({ open: emulator.factory, timeouts: { readMs: 10_000, userMs: 300 } });
    const { key, signer } = await signerAt(0);
    expect(await ledgerCodeOf(signer.signAmino(key.address, signDoc()))).toBe('timeout');
    expect(emulator.openTransports).toBe(0);
  });

  it('ledger/cancel ends the waiting call with cancelled; a second call meanwhile is busy', async () => {
    let press: () => void = () => undefined;
    emulator.userDelay = new Promise((resolve) => (press = resolve));
    const { key, signer } = await signerAt(0);
    const waiting = ledgerCodeOf(signer.signAmino(key.address, signDoc()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(device.isBusy()).toBe(true);
    expect(await ledgerCodeOf(device.status())).toBe('busy');
    expect(device.cancel()).toBe(true);
    expect(await waiting).toBe('cancelled');
    press();
    expect(device.cancel()).toBe(false);
    expect(await device.status()).toMatchObject({ connected: true, appVersion: '2.35.0' });
  });
});
