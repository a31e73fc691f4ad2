// shared/bech32.ts gives the same results as @cosmjs/encoding (which it replaces in shared/address.ts, so the renderer
// no longer bundles all of @scure/base): BIP-173's own vectors, and seeded random payloads, prefixes and mutations.
import { fromBech32 as cosmjsFrom, toBech32 as cosmjsTo } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { fromBech32, toBech32 } from '../../../shared/bech32';

/** Deterministic pseudo-random numbers (mulberry32), so a failure replays. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Outcome = { prefix: string; data: number[] } | 'refused';
const ours = (s: string): Outcome => {
  try {
    const r = fromBech32(s, 90);
    return { prefix: r.prefix, data: [...r.data] };
  } catch {
    return 'refused';
  }
};
const theirs = (s: string): Outcome => {
  try {
    const r = cosmjsFrom(s, 90);
    return { prefix: r.prefix, data: [...r.data] };
  } catch {
    return 'refused';
  }
};

describe('bech32 (BIP-173)', () => {
  it('accepts the valid vectors of BIP-173', () => {
    for (const s of [
      'A12UEL5L',
      'a12uel5l',
      'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw',
      `11${'q'.repeat(82)}c8247j`,
      'split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w',
      '?1ezyfcl',
    ]) {
      expect(ours(s)).not.toBe('refused');
      expect(ours(s)).toEqual(theirs(s));
    }
  });

  it('refuses the invalid vectors of BIP-173', () => {
    for (const s of [
      '\x201nwldj5',
      '\x7f1axkwrx',
      'an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx',
      'pzry9x0s0muk',
      '1pzry9x0s0muk',
      'x1b4n0q5v',
      'li1dgmt3',
      'de1lg7wt\xff',
      'A1G7SGD8',
      '10a06t8',
      '1qzzfhee',
    ])
      expect(ours(s)).toBe('refused');
  });

  it('encodes and decodes random payloads exactly as @cosmjs/encoding does', () => {
    const next = random(713);
    const prefixes = ['xyz', 'xyzvaloper', 'cosmos', 'a', 'osmo'];
    for (let n = 0; n < 400; n++) {
      const prefix = prefixes[n % prefixes.length]!;
      const length = [20, 32, 0, 1, 33][n % 5]! + (n % 7 === 0 ? Math.floor(next() * 10) : 0);
      const data = Uint8Array.from({ length }, () => Math.floor(next() * 256));
      let expected: string | 'refused';
      try {
        expected = cosmjsTo(prefix, data);
      } catch {
        expected = 'refused';
      }
      let actual: string | 'refused';
      try {
        actual = toBech32(prefix, data);
      } catch {
        actual = 'refused';
      }
      expect(actual).toBe(expected);
      if (actual !== 'refused') expect(ours(actual)).toEqual(theirs(actual));
    }
  });

  it('refuses and accepts the same mutated addresses as @cosmjs/encoding (typos, case, separators, length)', () => {
    const next = random(19);
    const letters = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l1bioQPZXYZ \u212a\u00e9!';
    const disagreements: string[] = [];
    for (let n = 0; n < 1500; n++) {
      const data = Uint8Array.from({ length: n % 2 ? 20 : 32 }, () => Math.floor(next() * 256));
      let s = cosmjsTo(n % 3 ? 'xyz' : 'cosmos', data);
      const edits = 1 + Math.floor(next() * 2);
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(next() * s.length);
        const kind = Math.floor(next() * 4);
        const c = letters[Math.floor(next() * letters.length)]!;
        if (kind === 0) s = s.slice(0, at) + c + s.slice(at + 1);
        else if (kind === 1) s = s.slice(0, at) + s.slice(at + 1);
        else if (kind === 2) s = s.slice(0, at) + c + s.slice(at);
        else s = next() < 0.5 ? s.toUpperCase() : s.slice(0, at) + s.slice(at).toUpperCase();
      }
      if (JSON.stringify(ours(s)) !== JSON.stringify(theirs(s))) disagreements.push(s);
    }
    expect(disagreements).toEqual([]);
  });

  it('refuses strings longer than the limit and prefixes it cannot encode', () => {
    const long = toBech32('xyz', new Uint8Array(32));
    expect(() => fromBech32(long, long.length - 1)).toThrow();
    expect(() => toBech32('xyz', new Uint8Array(60))).toThrow();
    expect(() => toBech32('', new Uint8Array(20))).toThrow();
  });
});
