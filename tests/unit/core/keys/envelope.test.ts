// Secrets are sealed with a scrypt-derived key and AES-256-GCM; wrong keys and tampering are detected.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT, deriveKey, newKdfParams, open, seal } from '../../../../electron/core/keys/envelope';

const cheap = { N: 1024, r: 8, p: 1 };

describe('password envelope', () => {
  it('uses scrypt N=2^17, r=8, p=1 by default with a fresh 16-byte salt', () => {
    expect(DEFAULT_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    const a = newKdfParams();
    const b = newKdfParams();
    expect(a).toMatchObject({ alg: 'scrypt', N: 131072, r: 8, p: 1 });
    expect(Buffer.from(a.salt, 'base64')).toHaveLength(16);
    expect(a.salt).not.toBe(b.salt);
  });

  it('derives a 32-byte key deterministically from password and salt (default cost works)', async () => {
    const params = newKdfParams();
    const k1 = await deriveKey('correct horse', params);
    const k2 = await deriveKey('correct horse', params);
    expect(k1).toHaveLength(32);
    expect(k1.equals(k2)).toBe(true);
  });

  it('round-trips a secret and never stores the plaintext', async () => {
    const key = await deriveKey('pw', newKdfParams(cheap));
    const envelope = seal(key, 'abandon abandon art', 'secret:1:0');
    expect(envelope).toMatchObject({ v: 1, alg: 'aes-256-gcm' });
    expect(JSON.stringify(envelope)).not.toContain('abandon');
    expect(open(key, envelope, 'secret:1:0')).toBe('abandon abandon art');
  });

  it('answers null for a wrong password, another slot, or a tampered ciphertext', async () => {
    const params = newKdfParams(cheap);
    const key = await deriveKey('pw', params);
    const envelope = seal(key, 'secret', 'slot-a');
    expect(open(await deriveKey('other', params), envelope, 'slot-a')).toBeNull();
    expect(open(key, envelope, 'slot-b')).toBeNull();
    const ct = Buffer.from(envelope.ct, 'base64');
    ct[0] = (ct[0] ?? 0) ^ 1;
    expect(open(key, { ...envelope, ct: ct.toString('base64') }, 'slot-a')).toBeNull();
    expect(open(key, { nonsense: true }, 'slot-a')).toBeNull();
  });
});
