// Redaction of log records: secrets never survive, at any depth or level; public data (codes, hashes, addresses) does.
import { Bip39, Random } from '@cosmjs/crypto';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  errorSummary,
  isSecretFieldName,
  redactRecord,
  redactText,
  redactValue,
  REDACTED,
  REDACTED_BASE64,
  REDACTED_HEX,
  REDACTED_PHRASE,
} from '../../../../electron/core/log/redact';

const phrase = (words: 12 | 15 | 18 | 21 | 24) =>
  Bip39.encode(Random.getBytes(({ 12: 16, 15: 20, 18: 24, 21: 28, 24: 32 } as const)[words])).toString();
const ADDRESS = 'xyz1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5a3kz9e';
const CONTRACT = 'xyz14hj2tavq8fpesdwxxcu44rty3hh90vhujrvcmstl4zr3txmfvw9s3ql8ak';
const TX_HASH = 'A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90';

describe('recovery phrases in text', () => {
  it.each([12, 15, 18, 21, 24] as const)('removes a %i-word phrase wherever it appears in a string', (n) => {
    const words = phrase(n);
    const out = redactText(`import failed for "${words}" at step 2`);
    expect(out.startsWith(`import failed for "${REDACTED_PHRASE}`)).toBe(true);
    for (const word of words.split(' ')) expect(out).not.toMatch(new RegExp(`\\b${word}\\b`));
  });

  it('removes a phrase written as JSON, in capitals, with commas, newlines or list numbers', () => {
    const words = phrase(12).split(' ');
    for (const typed of [
      JSON.stringify(words),
      words.join(' ').toUpperCase(),
      words.join(', '),
      words.join('\n'),
      words.map((w, i) => `${i + 1}. ${w}`).join(' '),
    ]) {
      const out = redactText(typed);
      expect(out).toContain(REDACTED_PHRASE);
      for (const w of words.filter((w) => w.length > 4)) expect(out.toLowerCase()).not.toContain(w);
    }
  });

  it('removes a phrase with a typo in it (one unknown word among known ones)', () => {
    const words = phrase(12).split(' ');
    words[5] = 'qwxz';
    expect(redactText(words.join(' '))).toBe(REDACTED_PHRASE);
  });

  it('removes a phrase that follows a long sentence', () => {
    const words = phrase(24);
    const text = `the renderer sent this when the person pressed the button on the import screen: ${words}`;
    const out = redactText(text);
    expect(out).toContain(REDACTED_PHRASE);
    expect(out).not.toContain(words.split(' ').slice(3, 6).join(' '));
  });

  it('keeps short runs of ordinary words and ordinary log messages', () => {
    expect(redactText('abandon ability able about above absent')).toBe(
      'abandon ability able about above absent',
    );
    expect(redactText('sync finished for the dashboard of the active account')).toBe(
      'sync finished for the dashboard of the active account',
    );
  });

  it('removes a phrase split into an array of words', () => {
    expect(redactValue({ list: phrase(12).split(' ') })).toEqual({ list: REDACTED_PHRASE });
  });
});

describe('keys and key material in text', () => {
  it('removes a 64-hex private key, with or without 0x, in either case', () => {
    const hex = randomBytes(32).toString('hex');
    for (const text of [hex, `0x${hex}`, hex.toUpperCase(), `key=${hex};`]) {
      const out = redactText(text);
      expect(out).toContain(REDACTED_HEX);
      expect(out.toLowerCase()).not.toContain(hex.slice(0, 16));
    }
  });

  it('removes longer hex runs too (a 64-byte seed)', () => {
    const seed = randomBytes(64).toString('hex');
    expect(redactText(seed)).toBe(REDACTED_HEX);
  });

  it('removes a base64 32-byte key (standard and URL-safe)', () => {
    for (let i = 0; i < 20; i += 1) {
      const key = randomBytes(32);
      expect(redactText(`k=${key.toString('base64')}`)).not.toContain(key.toString('base64').slice(0, 20));
      expect(redactText(key.toString('base64url'))).not.toContain(key.toString('base64url').slice(0, 20));
    }
  });

  it('leaves no piece of a URL-safe key or of a blob holding a hex key', () => {
    const key = Buffer.from(randomBytes(30)).toString('base64url');
    const urlSafe = `${'Ab'.repeat(20)}-${key}`;
    expect(redactText(urlSafe)).toBe(REDACTED_BASE64);
    const hex = randomBytes(32).toString('hex');
    expect(redactText(`Zx${'aB'.repeat(10)}${hex}Qw`)).toBe(REDACTED_BASE64);
  });

  it('removes long base64 blobs such as keychain vault contents', () => {
    const vault = Buffer.from(JSON.stringify({ v: 1, salt: randomBytes(16), ct: randomBytes(200) })).toString(
      'base64',
    );
    expect(redactText(`vault read: ${vault}`)).toBe(`vault read: ${REDACTED_BASE64}`);
  });

  it('keeps bech32 addresses (account and contract) and codes', () => {
    expect(redactText(`from ${ADDRESS} to ${CONTRACT}`)).toBe(`from ${ADDRESS} to ${CONTRACT}`);
    expect(redactText('code 11 out_of_gas')).toBe('code 11 out_of_gas');
  });

  it('cuts very long strings', () => {
    expect(redactText('a b '.repeat(5000)).length).toBeLessThanOrEqual(2001);
  });
});

describe('fields by name, at any depth', () => {
  it.each([
    'password',
    'newPassword',
    'currentPassword',
    'passphrase',
    'mnemonic',
    'phrase',
    'privateKey',
    'privateKeyHex',
    'private_key',
    'secret',
    'clientSecret',
    'seed',
    'seedHex',
    'key',
    'keyMaterial',
    'signingKeyBytes',
    'vault',
    'ciphertext',
  ])('redacts the value of "%s" whatever it looks like', (name) => {
    expect(redactValue({ [name]: 'short' })).toEqual({ [name]: REDACTED });
    expect(redactValue({ a: { b: [{ [name]: { nested: 1 } }] } })).toEqual({
      a: { b: [{ [name]: REDACTED }] },
    });
  });

  it.each(['txHash', 'accountId', 'channel', 'code', 'publicKey', 'pubkey', 'address', 'chainId'])(
    'keeps the public field "%s"',
    (name) => {
      expect(isSecretFieldName(name)).toBe(false);
    },
  );

  it('keeps a tx hash under a *hash field but not a 64-hex value elsewhere', () => {
    expect(redactValue({ txHash: TX_HASH, other: TX_HASH })).toEqual({
      txHash: TX_HASH,
      other: REDACTED_HEX,
    });
  });

  it('a *hash field that holds more than a bare hash is still redacted', () => {
    const words = phrase(12);
    expect(redactValue({ txHash: words })).toEqual({ txHash: REDACTED_PHRASE });
  });

  it('reduces errors to name and code (never the message), bytes to their length', () => {
    const error = Object.assign(new TypeError(`bad mnemonic ${phrase(12)}`), { code: 'E_BAD' });
    expect(redactValue({ error, raw: new Uint8Array(32) })).toEqual({
      error: { name: 'TypeError', code: 'E_BAD' },
      raw: '[bytes 32]',
    });
    expect(errorSummary('boom')).toEqual({ name: 'string' });
  });

  it('survives cycles, deep nesting and odd values', () => {
    const cyclic: Record<string, unknown> = { n: 1n };
    cyclic.self = cyclic;
    let deep: unknown = 'bottom';
    for (let i = 0; i < 20; i += 1) deep = { deep };
    expect(redactValue(cyclic)).toEqual({ n: '1', self: '[circular]' });
    expect(JSON.stringify(redactValue(deep))).toContain('[too deep]');
    expect(redactValue({ f: () => 1, u: undefined })).toEqual({ f: '[function]', u: undefined });
  });

  it('redacts an object key that is itself a secret', () => {
    const words = phrase(12);
    expect(JSON.stringify(redactValue({ [words]: 1 }))).not.toContain(words.split(' ')[0] + ' ');
  });
});

describe('whole records', () => {
  it('redacts the message and the fields, keeps time and level, and does not change its input', () => {
    const words = phrase(24);
    const record = {
      time: 5,
      level: 'debug' as const,
      message: `user typed ${words}`,
      fields: { password: 'hunter22', channel: 'keys/create' },
    };
    const copy = structuredClone(record);
    expect(redactRecord(record)).toEqual({
      time: 5,
      level: 'debug',
      message: `user typed ${REDACTED_PHRASE}`,
      fields: { password: REDACTED, channel: 'keys/create' },
    });
    expect(record).toEqual(copy);
  });
});
