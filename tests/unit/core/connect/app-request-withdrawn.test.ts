// An app's request on the approval surface leaves it the moment it can no longer be answered: when the client drops
// it as expired, and when its session ends. Nothing stays on screen for the person to approve in vain.
import { toBase64 } from '@cosmjs/encoding';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApprovalQueue } from '../../../../electron/core/approvals/approval-queue';
import {
  createRequestHandler,
  type AppRequestEvent,
} from '../../../../electron/core/connect/request-handler';
import { DEVNET_PROFILE } from '../../../../electron/core/config/devnet-profile';
import type { KeyManager } from '../../../../electron/core/keys/key-service';
import type { ApprovalSubject } from '../../../../shared/api/approvals';
import { DEFAULT_SETTINGS } from '../../../../shared/api/settings';
import { ADDRESS, CHAIN_ID, directDoc, KEY } from './support/sign-doc';
import { recordsWithOneSession } from './support/session';

const TOPIC = 'd'.repeat(64);

let dir: string;
let answers: Array<{ id: number; error?: { code: number } }>;

function setup() {
  const records = recordsWithOneSession(dir, TOPIC);
  const keys = {
    listAccounts: () => [
      { id: 'a1', name: 'Alice', address: ADDRESS, pubkey: toBase64(KEY), kind: 'mnemonic' },
    ],
    isLocked: () => false,
    getSigner: vi.fn(() => Promise.reject(new Error('must not sign'))),
  } as unknown as KeyManager;
  // The approval surface's own queue, asked the way the gate asks it (aborting the signal withdraws the subject).
  const queue = createApprovalQueue({
    newId: () => `r${Math.random()}`,
    clock: Date.now,
    onChanged: () => {},
  });
  const ask = (subject: ApprovalSubject, signal?: AbortSignal) => {
    const decision = queue.ask(subject, false);
    signal?.addEventListener('abort', () => queue.withdraw((s) => s === subject), { once: true });
    return decision;
  };
  const handler = createRequestHandler({
    records,
    keys,
    network: () => ({ ...DEVNET_PROFILE, chainId: CHAIN_ID, dialect: 'spec' as const }),
    settings: () => DEFAULT_SETTINGS,
    chain: () => ({ simulate: () => Promise.reject(new TypeError('fetch failed')) }),
    clock: Date.now,
    ask,
    refused: () => {},
    changed: () => {},
  });
  const wc = {
    respond: async ({ response }: { response: { id: number } }) => void answers.push(response as never),
  };
  return { handler, wc, queue, keys };
}

const signDirect = (id: number): AppRequestEvent => ({
  id,
  topic: TOPIC,
  params: { chainId: `cosmos:${CHAIN_ID}`, request: { method: 'cosmos_signDirect', params: directDoc() } },
});

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'xyz-wc-withdrawn-'));
  answers = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("an app's request on the approval surface", () => {
  it('leaves the surface when the client drops it as expired, and nothing is signed', async () => {
    const { handler, wc, queue, keys } = setup();
    void handler.onRequest(wc as never, signDirect(1));
    await vi.waitFor(() => expect(queue.pending()).toHaveLength(1));
    handler.expired(1);
    await vi.waitFor(() => expect(queue.pending()).toEqual([]));
    expect(keys.getSigner).not.toHaveBeenCalled();
  });

  it('leaves the surface when its session ends, and the app is told the session is gone', async () => {
    const { handler, wc, queue, keys } = setup();
    void handler.onRequest(wc as never, signDirect(2));
    await vi.waitFor(() => expect(queue.pending()).toHaveLength(1));
    handler.sessionEnded(TOPIC);
    await vi.waitFor(() => expect(queue.pending()).toEqual([]));
    expect(answers).toEqual([
      expect.objectContaining({ id: 2, error: expect.objectContaining({ code: 6000 }) }),
    ]);
    expect(keys.getSigner).not.toHaveBeenCalled();
  });
});
