// With no reachable Secret Service, the real keytar keychain reports 'keychain_unavailable' plainly (no fallback).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const probe = path.join(import.meta.dirname, '../support/probe-keychain.ts');
const tsx = path.join(process.cwd(), 'node_modules/.bin/tsx');

describe('no OS keychain', () => {
  it('is detected up front by the keytar keychain and reported as keychain_unavailable', async () => {
    const { stdout } = await run(tsx, [probe], {
      env: {
        ...process.env,
        DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/xyz-test-bus',
        XYZ_KEYCHAIN_SERVICE: 'xyz-wallet-test',
      },
      timeout: 30_000,
    });
    const outcome = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(outcome).toMatchObject({ ok: false, code: 'keychain_unavailable' });
    expect(outcome.message).toMatch(/does not store keys in plain text/);
  });
});
