// Each wallet core builds its own chain runtime from its deps: options come from WalletCoreDeps.runtime, and two
// cores in one process share no clients, options or tracker.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryKeychain } from '../../../../electron/core/keys/keychain';
import {
  createWalletCore,
  type WalletCore,
  type WalletCoreDeps,
} from '../../../../electron/core/wallet-core';
import { createFakeChain } from './fake-chain';

const opened: Array<{ core: WalletCore; dir: string }> = [];
afterEach(async () => {
  for (const { core, dir } of opened.splice(0)) {
    await core.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

async function openCore(extra: Partial<WalletCoreDeps>): Promise<WalletCore> {
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-runtime-'));
  const core = await createWalletCore({
    dataDir: dir,
    keychain: createMemoryKeychain(),
    vaultCost: { N: 1024, r: 8, p: 1 },
    idleCheckMs: 0,
    ...extra,
  });
  opened.push({ core, dir });
  return core;
}

/** A fetch where the node is unreachable, counting the attempts. */
function unreachable() {
  const attempts: string[] = [];
  const fetchFn = (async (input: string | URL | Request) => {
    attempts.push(String(input));
    throw new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') });
  }) as typeof fetch;
  return { attempts, fetch: fetchFn };
}

describe('the runtime of a wallet core', () => {
  it('takes its HTTP retries and timeouts from WalletCoreDeps.runtime, separately for each core', async () => {
    const a = unreachable();
    const b = unreachable();
    const coreA = await openCore({ fetch: a.fetch, runtime: { httpRetries: 0, httpTimeoutMs: 500 } });
    const coreB = await openCore({ fetch: b.fetch, runtime: { httpRetries: 1, httpTimeoutMs: 500 } });
    expect(await coreA.invoke('node/info', {})).toMatchObject({ ok: false, error: { code: 'network' } });
    expect(await coreB.invoke('node/info', {})).toMatchObject({ ok: false, error: { code: 'network' } });
    expect(a.attempts).toHaveLength(1);
    expect(b.attempts).toHaveLength(2);
  });

  it('answers each core from its own clients (no client or cache shared between cores)', async () => {
    const chainA = createFakeChain('xyz-devnet-1');
    const chainB = createFakeChain('other-chain-7');
    const coreA = await openCore({ fetch: chainA.fetch, runtime: { httpRetries: 0 } });
    const coreB = await openCore({ fetch: chainB.fetch, runtime: { httpRetries: 0 } });
    const infoA = await coreA.invoke('node/info', {});
    const infoB = await coreB.invoke('node/info', {});
    expect(infoA).toMatchObject({ ok: true, value: { chainId: 'xyz-devnet-1' } });
    expect(infoB).toMatchObject({ ok: true, value: { chainId: 'other-chain-7' } });
    expect(chainA.requests).toHaveLength(1);
    expect(chainB.requests).toHaveLength(1);
  });

  it('is closed with its core: nothing runs after close', async () => {
    const chain = createFakeChain();
    const core = await openCore({ fetch: chain.fetch, runtime: { httpRetries: 0 } });
    await core.close();
    expect(await core.invoke('node/info', {})).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(chain.requests).toEqual([]);
  });
});
