// The soak's core child (tests/bench/support/core-process.ts): the real core alone in its own Node process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { UNREACHABLE_NETWORK } from '../../bench/support/core-host';
import { startCoreProcess, type CoreProcess } from '../../bench/support/core-process';

describe('the soak core in its own process', () => {
  let dataDir: string;
  let core: CoreProcess;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-core-process-'));
    core = await startCoreProcess({ dataDir, network: UNREACHABLE_NETWORK, followIntervalMs: 0 });
  }, 60_000);
  afterAll(async () => {
    await core?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs in another process and answers invokes with the core result', async () => {
    expect(core.pid).not.toBe(process.pid);
    const info = await core.invoke('app/info', {});
    expect(info.ok).toBe(true);
  });

  it('pushes the core events to every subscriber until it unsubscribes', async () => {
    const seen: string[] = [];
    const off = core.on((event) => void seen.push(event));
    const added = await core.invoke('keys/add-watch-only', {
      address: DEVNET_KEYS.alice.address,
      name: 'Watched',
    });
    off();
    expect(added.ok).toBe(true);
    expect(seen).toContain('accounts/changed');
  });

  it("reports its own memory after GC, split into V8's and the kernel's view, and its timers", async () => {
    const memory = await core.memory();
    expect(memory.rss).toBeGreaterThan(memory.heapUsed);
    expect(memory.heapUsed).toBeGreaterThan(0);
    if (process.platform === 'linux') expect(memory.anonymous).toBeGreaterThan(0);
    expect(memory.timers).toBeGreaterThanOrEqual(0);
  });

  it('closes its core and exits', async () => {
    const otherDir = mkdtempSync(path.join(tmpdir(), 'xyz-core-process-'));
    const other = await startCoreProcess({
      dataDir: otherDir,
      network: UNREACHABLE_NETWORK,
      followIntervalMs: 0,
    });
    await other.close();
    await expect(other.invoke('app/info', {})).rejects.toThrow(/exited/);
    rmSync(otherDir, { recursive: true, force: true });
  }, 60_000);
});
