// Progress questions for the rows on screen: asked once each after the rows settle, never while the list waits for
// its own answer, and a round under way stops when the list is replaced (a keystroke's answer never waits behind it).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressAsker } from '../../../renderer/src/lib/progress-asker';

const SETTLE = 120;

function asker(opts: { busy?: () => boolean } = {}) {
  let version = 0;
  const asked: string[] = [];
  const answers: Array<Record<string, number>> = [];
  /** Pending questions, answered by the test one at a time. */
  const pending: Array<(value: number | null) => void> = [];
  const progress = new ProgressAsker<number>({
    ask: (address) => {
      asked.push(address);
      return new Promise((resolve) => pending.push(resolve));
    },
    listBusy: opts.busy ?? (() => false),
    listVersion: () => version,
    answered: (fresh) => answers.push(fresh),
    settleMs: SETTLE,
  });
  const answerNext = async (value: number | null = 1) => {
    pending.shift()!(value);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { progress, asked, answers, answerNext, replaceList: () => (version += 1) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('progress of the tokens on screen', () => {
  it('asks once per token after the rows have settled, one question at a time', async () => {
    const { progress, asked, answers, answerNext } = asker();
    progress.show('a');
    progress.show('b');
    await vi.advanceTimersByTimeAsync(SETTLE - 1);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual(['a']);
    await answerNext(10);
    expect(asked).toEqual(['a', 'b']);
    await answerNext(20);
    expect(answers).toEqual([{ a: 10, b: 20 }]);
    progress.show('a');
    await vi.advanceTimersByTimeAsync(SETTLE * 2);
    expect(asked).toEqual(['a', 'b']);
  });

  it('asks nothing for a row that left the screen before its rows settled', async () => {
    const { progress, asked } = asker();
    const leave = progress.show('gone');
    progress.show('stays');
    leave();
    await vi.advanceTimersByTimeAsync(SETTLE);
    expect(asked).toEqual(['stays']);
  });

  it('stops a round when the list is replaced, and asks the rows on screen afterwards once they settle', async () => {
    const { progress, asked, answers, answerNext, replaceList } = asker();
    const leaveA = progress.show('a');
    const leaveB = progress.show('b');
    progress.show('c');
    await vi.advanceTimersByTimeAsync(SETTLE);
    expect(asked).toEqual(['a']);
    // A keystroke replaces the list while "a" is being asked: "b" left, "c" stays on screen.
    replaceList();
    leaveB();
    leaveA();
    await answerNext(1);
    expect(asked).toEqual(['a']);
    expect(answers).toEqual([{ a: 1 }]);
    await vi.advanceTimersByTimeAsync(SETTLE);
    expect(asked).toEqual(['a', 'c']);
  });

  it('waits while the list waits for its own answer', async () => {
    let busy = true;
    const { progress, asked } = asker({ busy: () => busy });
    progress.show('a');
    await vi.advanceTimersByTimeAsync(SETTLE * 3);
    expect(asked).toEqual([]);
    busy = false;
    await vi.advanceTimersByTimeAsync(SETTLE);
    expect(asked).toEqual(['a']);
  });

  it('asks again after forget (the token data changed)', async () => {
    const { progress, asked, answerNext } = asker();
    progress.show('a');
    await vi.advanceTimersByTimeAsync(SETTLE);
    await answerNext();
    progress.forget();
    await vi.advanceTimersByTimeAsync(SETTLE);
    expect(asked).toEqual(['a', 'a']);
  });
});
