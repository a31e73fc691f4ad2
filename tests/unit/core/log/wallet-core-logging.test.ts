// The core logs through the injected logger: start and close, handler failures (channel + error name/code only),
// and app/diagnostics answers with versions and the latest redacted lines even without any log file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryKeychain, type Keychain } from '../../../../electron/core/keys/keychain';
import { memoryLogger } from '../../../../electron/core/log/logger';
import { createWalletCore } from '../../../../electron/core/wallet-core';
import type { Diagnostics } from '../../../../shared/api';
import { CHEAP_SCRYPT } from '../keys/harness';

const PRIVATE_KEY = '1f'.repeat(32);
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function openCore(keychain: Keychain = createMemoryKeychain()) {
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-core-log-'));
  dirs.push(dir);
  const logger = memoryLogger();
  const core = await createWalletCore({
    dataDir: dir,
    keychain,
    vaultCost: CHEAP_SCRYPT,
    idleCheckMs: 0,
    version: '9.9.9',
    logger,
  });
  return { core, logger };
}

describe('the core and its logger', () => {
  it('logs its start (network, accounts, duration) and its close', async () => {
    const { core, logger } = await openCore();
    expect(logger.records[0]).toMatchObject({
      level: 'info',
      message: 'core started',
      fields: { network: 'devnet', accounts: 0, keychainAvailable: true, ms: expect.any(Number) },
    });
    await core.close();
    expect(logger.records.slice(-2).map((r) => r.message)).toEqual(['core closing', 'core closed']);
  });

  it('logs an unexpected handler failure with channel and error name/code, never the message or payload', async () => {
    const failing: Keychain = {
      ...createMemoryKeychain(),
      set: async () => {
        throw Object.assign(new RangeError(`keychain rejected ${PRIVATE_KEY} for hunter22`), {
          code: 'EKEYRING',
        });
      },
    };
    const { core, logger } = await openCore(failing);
    const result = await core.invoke('keys/import-private-key', {
      privateKeyHex: PRIVATE_KEY,
      name: 'Key',
      password: 'hunter22-password',
    });
    expect(result).toMatchObject({ ok: false });
    const text = JSON.stringify(logger.records);
    expect(text).not.toContain(PRIVATE_KEY);
    expect(text).not.toContain('hunter22');
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(logger.records.find((r) => r.message === 'handler failed')).toMatchObject({
      level: 'error',
      fields: { channel: 'keys/import-private-key', error: { name: 'RangeError', code: 'EKEYRING' } },
    });
    await core.close();
  });

  it('answers app/diagnostics with versions and the latest log lines, without a log file', async () => {
    const { core } = await openCore();
    await core.invoke('keys/unlock', { password: 'not-a-wallet-yet' });
    const result = await core.invoke('app/diagnostics', {});
    expect(result.ok).toBe(true);
    const diagnostics = (result as { value: Diagnostics }).value;
    expect(diagnostics.versions).toMatchObject({
      app: '9.9.9',
      apiVersion: 1,
      node: process.versions.node,
      electron: null,
      platform: process.platform,
      arch: process.arch,
      networkProfileId: 'devnet',
      recordsSchema: expect.any(Number),
      cacheSchema: expect.any(Number),
    });
    expect(diagnostics.versions.cacheSchema).toBeGreaterThan(0);
    expect(diagnostics.log[0]).toMatch(/^\d{4}-\d\d-\d\dT.* INFO {2}core started /);
    expect(diagnostics.log.some((line) => line.includes('"channel":"keys/unlock"'))).toBe(true);
    await core.close();
  });
});
