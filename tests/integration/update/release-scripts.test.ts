// The release owner's scripts end to end: make-update-key.ts makes a root and a rotated signing key,
// sign-update.ts writes a manifest the app accepts through the chain, and refuses nothing it should not.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseUpdateKeyFile } from '../../../electron/core/update/key-chain';
import { verifyManifest } from '../../../electron/core/update/manifest';

const ROOT = path.resolve(__dirname, '../../..');

function tsx(script: string, args: string[]) {
  const result = spawnSync('npx', ['tsx', script, ...args], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}`);
  return result.stdout;
}

describe('release key and signing scripts', () => {
  it('root -> rotated signing key -> signed manifest that verifies only through the chain', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'xyz-release-scripts-'));
    try {
      const offline = path.join(dir, 'offline');
      const keysFile = path.join(dir, 'update-keys.json');
      const rootOut = tsx('scripts/make-update-key.ts', [
        '--key-id',
        'root-1',
        '--out-dir',
        offline,
        '--keys-file',
        keysFile,
      ]);
      expect(rootOut).toMatch(/OFFLINE/);
      expect(rootOut).toMatch(/never goes to CI/);
      const rootPem = path.join(offline, 'root-1.private.pem');
      expect(statSync(rootPem).mode & 0o777).toBe(0o600);
      tsx('scripts/make-update-key.ts', [
        '--key-id',
        'sign-2',
        '--out-dir',
        offline,
        '--keys-file',
        keysFile,
        '--parent-key-file',
        rootPem,
        '--parent-key-id',
        'root-1',
      ]);
      const keys = JSON.parse(readFileSync(keysFile, 'utf8')) as unknown[];
      expect(keys).toMatchObject([
        { keyId: 'root-1', signedBy: null, purpose: 'release' },
        { keyId: 'sign-2', signedBy: 'root-1', purpose: 'release' },
      ]);
      expect(readFileSync(keysFile, 'utf8')).not.toMatch(/PRIVATE/);

      const artifact = path.join(dir, 'xyz-wallet_3.0.0_arm64.deb');
      writeFileSync(artifact, Buffer.alloc(4096, 9));
      tsx('scripts/sign-update.ts', [
        '--key-file',
        path.join(offline, 'sign-2.private.pem'),
        '--keys-file',
        keysFile,
        '--version',
        '3.0.0',
        artifact,
      ]);
      const text = readFileSync(`${artifact}.manifest.json`, 'utf8');
      expect(JSON.parse(text)).toMatchObject({
        manifest: {
          version: '3.0.0',
          channel: 'stable',
          platform: 'linux',
          arch: 'arm64',
          size: 4096,
          keyId: 'sign-2',
        },
      });
      // The app embeds only the root: the link travels with the manifest.
      const rootOnly = parseUpdateKeyFile(keys.slice(0, 1));
      const target = { channel: 'stable' as const, platform: 'linux', arch: 'arm64' };
      expect(verifyManifest(text, { keys: rootOnly, allowDevelopmentKeys: false, target })).toMatchObject({
        ok: true,
        keyId: 'sign-2',
      });
      const withoutChain = JSON.stringify({ ...JSON.parse(text), keyChain: undefined });
      expect(
        verifyManifest(withoutChain, { keys: rootOnly, allowDevelopmentKeys: false, target }),
      ).toMatchObject({
        ok: false,
        reason: 'unknown_key',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
