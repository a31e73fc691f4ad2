// Text that cannot deceive: hidden, direction-changing and control characters are found; lone surrogates are
// ill-formed text; stored text shows them visibly.
import { describe, expect, it } from 'vitest';
import {
  findDeceptiveChars,
  findIllFormedString,
  isWellFormedText,
  revealDeceptiveChars,
} from '../../../shared/text';

describe('findDeceptiveChars', () => {
  it('passes ordinary names in any script, emoji included', () => {
    for (const name of ['Alice', 'Savings 2', 'Jörg Müller', 'محفظة', '東京 🙂', 'a-b_c.d']) {
      expect(findDeceptiveChars(name)).toEqual([]);
    }
  });

  it.each([
    ['right-to-left override', 'Bob\u202Egnp.exe', 'bidi_control', 'U+202E'],
    ['left-to-right isolate', 'x\u2066y', 'bidi_control', 'U+2066'],
    ['right-to-left mark', 'x\u200Fy', 'bidi_control', 'U+200F'],
    ['zero-width space', 'Ali\u200Bce', 'zero_width', 'U+200B'],
    ['zero-width joiner', 'Ali\u200Dce', 'zero_width', 'U+200D'],
    ['byte-order mark', '\uFEFFAlice', 'zero_width', 'U+FEFF'],
    ['NUL', 'Al\u0000ice', 'control', 'U+0000'],
    ['newline', 'Alice\nBob', 'control', 'U+000A'],
    ['C1 control', 'Al\u0085ice', 'control', 'U+0085'],
    ['lone high surrogate', 'Al\uD800ice', 'lone_surrogate', 'U+D800'],
    ['lone low surrogate', '\uDC00', 'lone_surrogate', 'U+DC00'],
  ])('finds a %s', (_what, text, kind, codePoint) => {
    expect(findDeceptiveChars(text)).toEqual([expect.objectContaining({ kind, codePoint })]);
  });

  it('shows each one visibly in stored text', () => {
    expect(revealDeceptiveChars('Bob\u202Egnp.exe')).toBe('Bob⟦U+202E⟧gnp.exe');
    expect(revealDeceptiveChars('plain')).toBe('plain');
  });
});

describe('well-formed text', () => {
  it('tells lone surrogates from pairs', () => {
    expect(isWellFormedText('🙂')).toBe(true);
    expect(isWellFormedText('\uD83D')).toBe(false);
    expect(isWellFormedText('\uDE42\uD83D')).toBe(false);
  });

  it('finds the path of the first ill-formed string anywhere in a payload, keys included', () => {
    expect(findIllFormedString({ a: 'ok', b: [1, { c: 'x\uD800' }] })).toBe('b[1].c');
    expect(findIllFormedString({ ['k\uDC00']: 1 })).toBe('k\uDC00');
    expect(findIllFormedString('\uD800')).toBe('(payload)');
    expect(findIllFormedString({ a: ['🙂', 'fine'] })).toBeNull();
  });
});
