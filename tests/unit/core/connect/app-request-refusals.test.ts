// Every bad request an app can send is refused before the person is asked: the app receives the standard
// WalletConnect code and the wallet's words, the person a note (connect/refused with the app and method), and
// nothing is signed. A request that arrives while the wallet is locked waits in the list and is asked after unlock.
import { toBase64 } from '@cosmjs/encoding';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRequestHandler,
  type AppRequestEvent,
} from '../../../../electron/core/connect/request-handler';
import { DEVNET_PROFILE } from '../../../../electron/core/config/devnet-profile';
import type { KeyManager } from '../../../../electron/core/keys/key-service';
import type { EventPayload } from '../../../../shared/api/events';
import { DEFAULT_SETTINGS } from '../../../../shared/api/settings';
import { ADDRESS, CHAIN_ID, directDoc, KEY } from './support/sign-doc';
import { APP, recordsWithOneSession } from './support/session';

const TOPIC = 'c'.repeat(64);
const OTHER_KEY = new Uint8Array(33).fill(3);

let dir: string;
let locked: boolean;
let ledger: boolean;
let notes: Array<EventPayload<'connect/refused'>>;
let answers: Array<{ id: number; error?: { code: number; message: string }; result?: unknown }>;
const getSigner = vi.fn(() => Promise.reject(new Error('must not sign')));
const ask = vi.fn((_subject: unknown) => new Promise<never>(() => {}));

function setup() {
  const records = recordsWithOneSession(dir, TOPIC);
  const keys = {
    listAccounts: () => [
      {
        id: 'a1',
        name: 'Alice',
        address: ADDRESS,
        pubkey: toBase64(KEY),
        kind: ledger ? 'ledger' : 'mnemonic',
      },
    ],
    isLocked: () => locked,
    getSigner,
  } as unknown as KeyManager;
  const profile = { ...DEVNET_PROFILE, chainId: CHAIN_ID, dialect: 'spec' as const };
  const handler = createRequestHandler({
    records,
    keys,
    network: () => profile,
    settings: () => DEFAULT_SETTINGS,
    chain: () => ({ simulate: () => Promise.reject(new TypeError('fetch failed')) }),
    clock: Date.now,
    ask,
    refused: (note) => notes.push(note),
    changed: () => {},
  });
  const wc = {
    respond: async ({ response }: { response: { id: number } }) => void answers.push(response as never),
  };
  return { handler, wc };
}

let nextId = 1;
const request = (method: string, params: unknown, extra: Partial<AppRequestEvent['params']> = {}) => ({
  id: nextId++,
  topic: TOPIC,
  params: { chainId: `cosmos:${CHAIN_ID}`, request: { method, params }, ...extra },
});

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'xyz-wc-refusals-'));
  locked = false;
  ledger = false;
  notes = [];
  answers = [];
  getSigner.mockClear();
  ask.mockClear();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a bad request from an app', () => {
  const cases: Array<[string, () => AppRequestEvent, number, string]> = [
    [
      'an unknown chain',
      () => request('cosmos_getAccounts', {}, { chainId: 'cosmos:other-1' }),
      5100,
      'unsupported_chain',
    ],
    ['an unsupported method', () => request('cosmos_signAndBroadcast', {}), 5101, 'unsupported_method'],
    [
      'an oversized sign doc',
      () => request('cosmos_signDirect', directDoc({ bodyBytes: 'A'.repeat(100_000) })),
      5002,
      'too_large',
    ],
    [
      'an undecodable sign doc',
      () =>
        request('cosmos_signDirect', directDoc({ bodyBytes: toBase64(new Uint8Array([0xff, 0xff, 0xff])) })),
      5002,
      'undecodable',
    ],
    [
      'a sign doc for another chain id',
      () => request('cosmos_signDirect', directDoc({ chainId: 'other-1' })),
      5002,
      'wrong_chain_id',
    ],
    [
      'a sign doc for an account not shared',
      () => request('cosmos_signDirect', { ...directDoc(), signerAddress: 'xyz1someoneelse' }),
      5103,
      'unknown_account',
    ],
    [
      'a sign doc signed by another key',
      () => request('cosmos_signDirect', directDoc({ key: OTHER_KEY })),
      5103,
      'wrong_signer',
    ],
    [
      'an unknown message kind',
      () =>
        request('cosmos_signAmino', {
          signerAddress: ADDRESS,
          signDoc: {
            chain_id: CHAIN_ID,
            account_number: '1',
            sequence: '0',
            fee: { amount: [], gas: '1' },
            msgs: [{ type: 'evil/MsgDrain', value: {} }],
            memo: '',
          },
        }),
      5002,
      'unknown_message',
    ],
    [
      'a request after disconnect',
      () => ({ ...request('cosmos_getAccounts', {}), topic: 'd'.repeat(64) }),
      6000,
      'no_session',
    ],
    [
      'a request past its expiry',
      () => ({
        ...request('cosmos_signDirect', directDoc()),
        params: {
          chainId: `cosmos:${CHAIN_ID}`,
          request: { method: 'cosmos_signDirect', params: directDoc(), expiryTimestamp: 1 },
        },
      }),
      8000,
      'expired',
    ],
  ];

  it.each(cases)(
    '%s is refused with the right code and a note, nothing signed',
    async (_, make, code, reason) => {
      const { handler, wc } = setup();
      const event = make();
      await handler.onRequest(wc, event);
      await vi.waitFor(() => expect(answers).toHaveLength(1));
      expect(answers[0]).toMatchObject({ id: event.id, error: { code } });
      expect(answers[0]!.error!.message.length).toBeGreaterThan(0);
      expect(notes).toEqual([
        expect.objectContaining({
          reason,
          method: event.params.request.method,
          app: reason === 'no_session' ? null : APP,
        }),
      ]);
      expect(ask).not.toHaveBeenCalled();
      expect(getSigner).not.toHaveBeenCalled();
      expect(handler.waiting()).toEqual([]);
    },
  );

  it('a direct request to a Ledger account is refused naming cosmos_signAmino', async () => {
    ledger = true;
    const { handler, wc } = setup();
    await handler.onRequest(wc, request('cosmos_signDirect', directDoc()));
    expect(answers[0]!.error!.message).toContain('cosmos_signAmino');
    expect(notes[0]).toMatchObject({ reason: 'ledger_direct' });
  });
});

describe('a request while the wallet is locked', () => {
  it('waits in the list without being asked, and is asked once the wallet unlocks', async () => {
    locked = true;
    const { handler, wc } = setup();
    const event = request('cosmos_signDirect', directDoc());
    await handler.onRequest(wc, event);
    expect(ask).not.toHaveBeenCalled();
    expect(answers).toEqual([]);
    expect(handler.waiting()).toEqual([
      expect.objectContaining({ id: String(event.id), topic: TOPIC, app: APP, method: 'cosmos_signDirect' }),
    ]);
    locked = false;
    handler.retryParked();
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    expect(ask.mock.calls[0]![0]).toMatchObject({
      kind: 'connect_sign',
      review: { previewError: 'node_unreachable' },
    });
    expect(handler.waiting()).toHaveLength(1);
  });
});
