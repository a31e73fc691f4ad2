import { describe, expect, it } from 'vitest';
import { checkMemo, MEMO_MAX_BYTES, memoBytes } from '../../../shared/memo';

describe('the memo rule (SDK: len(memo) in UTF-8 bytes <= 256)', () => {
  it('counts bytes, not characters', () => {
    expect(memoBytes('€')).toBe(3);
    expect(memoBytes('abc')).toBe(3);
    expect(MEMO_MAX_BYTES).toBe(256);
  });
  it('accepts 256 ASCII bytes', () => {
    expect(checkMemo('a'.repeat(256))).toBeNull();
  });
  it('refuses 100 × "€" (100 characters, 300 bytes) with the byte count', () => {
    expect(checkMemo('€'.repeat(100))).toEqual({ code: 'memo_too_long', bytes: 300, max: 256 });
  });
  it('refuses 257 ASCII bytes', () => {
    expect(checkMemo('a'.repeat(257))).toEqual({ code: 'memo_too_long', bytes: 257, max: 256 });
  });
});
