// Unlock hardening: wrong-password waits survive a restart, and vaults sealed at an older scrypt cost are
// re-sealed at today's cost on their next successful unlock.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT } from '../../../../electron/core/keys/envelope';
import { VAULT_ENTRY } from '../../../../electron/core/keys/vault';
import { parseThrottleRecord } from '../../../../electron/core/keys/throttle';
import { openHarness, PASSWORD, type Harness } from './harness';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

let h: Harness;
afterEach(async () => h?.dispose());

async function walletWithOneKey(): Promise<{ id: string }> {
  const account = await h.call('keys/import-mnemonic', {
    mnemonic: MNEMONIC,
    name: 'Alice',
    password: PASSWORD,
  });
  await h.call('keys/lock');
  return account;
}

const header = () => JSON.parse(h.keychain.entries.get(VAULT_ENTRY)!) as { gen: number; kdf: { N: number } };

describe('password attempts across restarts', () => {
  it('keeps the growing wait after the app is restarted', async () => {
    h = await openHarness();
    await walletWithOneKey();
    for (let i = 0; i < 4; i++) {
      const failed = await h.raw('keys/unlock', { password: 'wrong' });
      expect(failed).toMatchObject({ ok: false, error: { code: 'wrong_password' } });
      h.clock.now += 60_000; // wait out each delay so every attempt is a real guess
    }
    h.clock.now -= 60_000; // the 4th failure was just now: 2 s to wait
    await h.reopen();
    expect((await h.call('keys/status')).retryAt).toBe(h.clock.now + 2000);
    expect(await h.raw('keys/unlock', { password: PASSWORD })).toMatchObject({
      ok: false,
      error: { code: 'throttled', details: { retryAfterMs: 2000 } },
    });
    h.clock.now += 2000;
    await h.call('keys/unlock', { password: PASSWORD });
    await h.reopen();
    expect((await h.call('keys/status')).retryAt).toBeNull();
  });

  it('counts a stored last failure in the future (clock set back) from now, never skipping the wait', () => {
    expect(parseThrottleRecord({ failures: 5, lastFailureAt: 9_000 }, 1_000)).toEqual({
      failures: 5,
      lastFailureAt: 1_000,
    });
    expect(parseThrottleRecord({ failures: 0, lastFailureAt: 1 }, 1_000)).toBeNull();
    expect(parseThrottleRecord('garbage', 1_000)).toBeNull();
    expect(parseThrottleRecord({ failures: 3 }, 1_000)).toEqual({ failures: 3, lastFailureAt: 1_000 });
  });
});

describe('key stretching', () => {
  it('seals new vaults and backups at N=2^17, r=8, p=1 or more', () => {
    expect(DEFAULT_SCRYPT.N).toBeGreaterThanOrEqual(2 ** 17);
    expect(DEFAULT_SCRYPT.r).toBeGreaterThanOrEqual(8);
  });

  it('re-seals a vault made at a lower cost on the next unlock, keeping every key readable', async () => {
    h = await openHarness(); // cheap cost, as an old vault
    const alice = await walletWithOneKey();
    const before = header();
    h.setVaultCost({ N: 2048, r: 8, p: 1 });
    await h.reopen();
    await h.call('keys/unlock', { password: PASSWORD });
    const after = header();
    expect(after.kdf.N).toBe(2048);
    expect(after.gen).toBe(before.gen + 1);
    expect([...h.keychain.entries.keys()].some((k) => k.endsWith(`:${before.gen}`))).toBe(false);
    await h.call('keys/lock');
    await h.call('keys/unlock', { password: PASSWORD });
    const revealed = await h.call('keys/reveal-phrase', { accountId: alice.id, password: PASSWORD });
    expect(revealed.mnemonic).toBe(MNEMONIC);
    expect(header().gen).toBe(after.gen); // already at today's cost: no second re-seal
  });
});
