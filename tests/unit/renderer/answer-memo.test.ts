// The memo of a search list's recent answers: the answer last stored for a question comes back, the least recently
// used goes first when it is full, and clearing forgets everything.
import { describe, expect, it } from 'vitest';
import { AnswerMemo } from '../../../renderer/src/lib/answer-memo';

describe('answer memo', () => {
  it('gives back the answer last stored for the same question, nothing for another', () => {
    const memo = new AnswerMemo<string[]>();
    memo.set('tok', ['a']);
    memo.set('tok', ['b']);
    expect(memo.get('tok')).toEqual(['b']);
    expect(memo.get('to')).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the question asked least recently', () => {
    const memo = new AnswerMemo<number>(3);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('c', 3);
    expect(memo.get('a')).toBe(1); // a is now the most recent
    memo.set('d', 4);
    expect(memo.size).toBe(3);
    expect(memo.get('b')).toBeUndefined();
    expect([memo.get('a'), memo.get('c'), memo.get('d')]).toEqual([1, 3, 4]);
  });

  it('forgets every answer when cleared (the data under them changed)', () => {
    const memo = new AnswerMemo<number>();
    memo.set('a', 1);
    memo.clear();
    expect(memo.get('a')).toBeUndefined();
    expect(memo.size).toBe(0);
  });
});
