// Update signatures: ed25519 over the file's SHA-512, accepted only from an embedded key and only for the exact file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  parseDetachedSignature,
  sha512OfFile,
  signDigest,
  verifyFileSignature,
} from '../../../electron/core/update/signature';
import { RELEASE_UPDATE_KEYS, type TrustedUpdateKey } from '../../../electron/core/update/trusted-keys';

function makeKey(keyId: string): { trusted: TrustedUpdateKey; privateKeyPem: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    trusted: { keyId, x: publicKey.export({ format: 'jwk' }).x! },
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

describe('update signature', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-sig-'));
  const artifact = path.join(dir, 'XYZ-Wallet-1.0.0.AppImage');
  const tampered = path.join(dir, 'tampered.AppImage');
  const current = makeKey('current');
  const next = makeKey('next');
  let signatureText: string;

  beforeAll(async () => {
    writeFileSync(artifact, Buffer.alloc(200_000, 7));
    const bytes = Buffer.alloc(200_000, 7);
    bytes[123_456] = 8;
    writeFileSync(tampered, bytes);
    signatureText = signDigest(await sha512OfFile(artifact), current.privateKeyPem, 'current');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts the signed file and names the key that signed it', async () => {
    await expect(verifyFileSignature(artifact, signatureText, [current.trusted])).resolves.toEqual({
      ok: true,
      keyId: 'current',
    });
  });

  it('rejects a file with a single changed byte', async () => {
    const result = await verifyFileSignature(tampered, signatureText, [current.trusted]);
    expect(result).toMatchObject({ ok: false, reason: 'mismatch' });
  });

  it('rejects a signature by a key the app does not embed', async () => {
    const result = await verifyFileSignature(artifact, signatureText, [next.trusted]);
    expect(result).toMatchObject({ ok: false, reason: 'unknown_key' });
  });

  it('rejects a signature that claims a trusted key id but was made with another key', async () => {
    const forged = signDigest(await sha512OfFile(artifact), next.privateKeyPem, 'current');
    const result = await verifyFileSignature(artifact, forged, [current.trusted]);
    expect(result).toMatchObject({ ok: false, reason: 'mismatch' });
  });

  it('supports key rotation: either of two embedded keys verifies', async () => {
    const byNext = signDigest(await sha512OfFile(artifact), next.privateKeyPem, 'next');
    const keys = [current.trusted, next.trusted];
    await expect(verifyFileSignature(artifact, byNext, keys)).resolves.toEqual({ ok: true, keyId: 'next' });
    await expect(verifyFileSignature(artifact, signatureText, keys)).resolves.toEqual({
      ok: true,
      keyId: 'current',
    });
  });

  it.each([
    ['not JSON', 'hello'],
    ['a wrong algorithm', JSON.stringify({ algorithm: 'rsa', keyId: 'current', signature: 'x' })],
    [
      'a short signature',
      JSON.stringify({ algorithm: 'ed25519-sha512', keyId: 'current', signature: 'AAAA' }),
    ],
    ['no key id', JSON.stringify({ algorithm: 'ed25519-sha512', signature: `${'A'.repeat(86)}==` })],
  ])('reports a malformed signature file (%s) instead of throwing', async (_label, text) => {
    const result = await verifyFileSignature(artifact, text, [current.trusted]);
    expect(result).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('writes the .sig as JSON naming algorithm, key id and a 64-byte base64 signature', () => {
    const parsed = parseDetachedSignature(signatureText);
    expect(parsed.algorithm).toBe('ed25519-sha512');
    expect(parsed.keyId).toBe('current');
    expect(Buffer.from(parsed.signature, 'base64')).toHaveLength(64);
  });

  it('refuses to sign with a key that is not ed25519', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => signDigest(Buffer.alloc(64), pem, 'x')).toThrow(/ed25519/);
  });

  it('embeds at least one release key, each a 32-byte ed25519 public key with a unique id', () => {
    expect(RELEASE_UPDATE_KEYS.length).toBeGreaterThan(0);
    expect(new Set(RELEASE_UPDATE_KEYS.map((k) => k.keyId)).size).toBe(RELEASE_UPDATE_KEYS.length);
    for (const key of RELEASE_UPDATE_KEYS) expect(Buffer.from(key.x, 'base64url')).toHaveLength(32);
  });
});
