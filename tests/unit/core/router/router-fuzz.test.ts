// Router fuzz: thousands of random and malformed payloads across every channel are rejected with typed errors,
// never throw, and change nothing (database rows and keychain entries are compared before and after).
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CACHE_FILE_NAME, RECORDS_FILE_NAME } from '../../../../electron/core/cache/db';
import { CHANNELS, CHANNEL_NAMES } from '../../../../shared/api';
import { isErrorCode } from '../../../../shared/errors';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { openHarness, PASSWORD, type Harness } from '../keys/harness';

/** Deterministic PRNG (mulberry32) so a failure can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const JUNK: unknown[] = [
  null,
  undefined,
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  '../../etc/passwd',
  "'; DROP TABLE accounts; --",
  'xyz1',
  '🙂',
  '\uD800', // a lone surrogate: refused before any handler
  'ok\uDC00',
  '\u202Egnp.exe', // a right-to-left override
  true,
  false,
  [],
  [1, 2, 3],
  {},
  { toString: 'x' },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
  new Date(0),
  10n,
];

function junk(rand: () => number, depth = 0): unknown {
  const r = rand();
  if (depth < 2 && r < 0.1)
    return Array.from({ length: Math.floor(rand() * 4) }, () => junk(rand, depth + 1));
  if (depth < 2 && r < 0.2) {
    const obj: Record<string, unknown> = {};
    for (let i = 0; i < Math.floor(rand() * 4); i++)
      obj[`k${Math.floor(rand() * 5)}`] = junk(rand, depth + 1);
    return obj;
  }
  return JUNK[Math.floor(rand() * JUNK.length)];
}

/** A payload shaped like the channel's request (its keys) but with random values, extra keys or missing keys. */
function malformed(schema: z.ZodType, rand: () => number): unknown {
  if (!(schema instanceof z.ZodObject)) return junk(rand);
  const keys = Object.keys(schema.shape as Record<string, unknown>);
  const payload: Record<string, unknown> = {};
  for (const key of keys) if (rand() < 0.8) payload[key] = junk(rand);
  if (rand() < 0.3 || keys.length === 0) payload[`extra${Math.floor(rand() * 3)}`] = junk(rand);
  return payload;
}

function dumpFile(file: string): Record<string, unknown[]> {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[];
    return Object.fromEntries(
      tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY 1`).all()]),
    );
  } finally {
    db.close();
  }
}

/** Every row of both database files plus every keychain entry. */
function snapshot(h: Harness): string {
  return JSON.stringify({
    records: dumpFile(path.join(h.dir, RECORDS_FILE_NAME)),
    cache: dumpFile(path.join(h.dir, CACHE_FILE_NAME)),
    keychain: [...h.keychain.entries.entries()].sort(),
  });
}

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
  const alice = await h.call('keys/import-mnemonic', {
    mnemonic: DEVNET_KEYS.alice.mnemonic,
    name: 'Alice',
    password: PASSWORD,
  });
  await h.call('keys/derive-account', { fromAccountId: alice.id, name: 'Alice 2' });
  await h.call('keys/add-watch-only', { address: DEVNET_KEYS.bob.address, name: 'Bob' });
  await h.call('addressbook/add', { name: 'Carol', address: DEVNET_KEYS.carol.address });
  await h.call('settings/update', { feeTier: 'high' });
});
afterAll(async () => {
  await h.dispose();
});

describe('router fuzz', () => {
  it('rejects over 10,000 malformed payloads across every channel with typed errors, none internal, and no state change', async () => {
    const before = snapshot(h);
    const statusBefore = await h.call('keys/status');
    const rand = prng(20261122);
    let rejected = 0;
    let skippedValid = 0;
    for (let i = 0; i < 12_000; i++) {
      const channel = CHANNEL_NAMES[i % CHANNEL_NAMES.length]!;
      const schema = CHANNELS[channel].request as z.ZodType;
      const payload = rand() < 0.5 ? malformed(schema, rand) : junk(rand);
      if (schema.safeParse(payload).success) {
        skippedValid += 1;
        continue;
      }
      const result = await h.core.invoke(channel, payload);
      expect(result.ok, `${channel} accepted a malformed payload`).toBe(false);
      if (!result.ok) {
        expect(result.error.code, `${channel} answered internal`).not.toBe('internal');
        expect(result.error.code).toBe('invalid_request');
        expect(isErrorCode(result.error.code)).toBe(true);
        expect(typeof result.error.message).toBe('string');
      }
      rejected += 1;
    }
    expect(rejected).toBeGreaterThanOrEqual(10_000);
    expect(skippedValid).toBeLessThan(2000);
    expect(snapshot(h)).toBe(before);
    expect(await h.call('keys/status')).toEqual(statusBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('rejects unknown and hostile channel names', async () => {
    const rand = prng(7);
    const names: unknown[] = [
      '',
      'keys',
      'keys/',
      '/unlock',
      'KEYS/UNLOCK',
      'keys/unlock ',
      'toString',
      'hasOwnProperty',
      '__proto__',
    ];
    for (let i = 0; i < 500; i++) names.push(junk(rand));
    const before = snapshot(h);
    for (const name of names) {
      const result = await h.core.invoke(name as string, {});
      expect(result).toMatchObject({ ok: false, error: { code: 'unknown_channel' } });
    }
    expect(snapshot(h)).toBe(before);
  });
});
