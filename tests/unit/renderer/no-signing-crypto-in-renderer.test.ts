// Signing crypto stays out of the renderer's bundle (decision 0753): the page never signs, and @cosmjs/crypto's index
// pulls every curve and hash it has (secp256k1, ed25519, argon2, ...) into whichever chunk imports one function
// from it, 66 KB gzip in the camera's chunk before this check. A hash the page needs comes from @noble/hashes by path.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, reachableModules, sourceFiles } from './support/value-imports';

const rel = (file: string) => (path.isAbsolute(file) ? path.relative(REPO, file) : file);
const SIGNING_CRYPTO = ['@cosmjs/crypto', '@cosmjs/proto-signing', '@cosmjs/amino', '@noble/curves'];

describe('renderer bundle', () => {
  it('reaches no signing crypto through value imports from any renderer source file', () => {
    const reached = reachableModules(sourceFiles());
    const chains = [...reached]
      .filter(([module]) => SIGNING_CRYPTO.some((name) => module === name || module.startsWith(`${name}/`)))
      .map(([, chain]) => chain.map(rel).join(' -> '));
    expect(chains).toEqual([]);
  });

  it('the check sees such an import: shared/adr036.ts imports @cosmjs/crypto for values', () => {
    expect([...reachableModules([path.join(REPO, 'shared/adr036.ts')]).keys()]).toContain('@cosmjs/crypto');
  });
});
