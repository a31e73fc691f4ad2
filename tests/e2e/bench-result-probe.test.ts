// The keystroke probe of the bench's figures 2a, 2d and 2e (tests/bench/support/result-probe.ts) in Chromium: it
// counts from the keydown to the first frame that rendered the list's answer for the field's new text — the key's own
// frame when the page answers at once, a later frame when the answer comes later — and says which it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { PROBE_GLOBAL } from '../bench/support/paint-probe';
import { resultRepaintProbe } from '../bench/support/result-probe';

/** When the page itself saw each key's frames, in ms after the keydown (the probe's own zero). */
interface PageTimes {
  /** The end of the first frame after the keydown. */
  keyFrame: number;
  /** When the list stamped its answer, and the end of the first frame after it (absent: the text did not change). */
  answeredAt?: number;
  answerFrame?: number;
}

/**
 * A field and a list that stamps the text it answers after `delayMs` (0: in the key's own input event). The page
 * notes the end of the first frame after each keydown and after each stamp, the way the probe does (a message
 * posted from a rAF callback registered after the probe's), so a test can name the frame the probe counted to
 * whatever the machine's speed.
 */
const page = (delayMs: number) => `<!doctype html><input id="q"><div id="list" data-q=""></div><script>
  const list = document.getElementById('list');
  const times = (window.pageTimes = []);
  let t0 = 0;
  const frameEnd = (done) => requestAnimationFrame(() => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => done(performance.now() - t0);
    ch.port2.postMessage(0);
  });
  document.addEventListener('keydown', (e) => {
    t0 = e.timeStamp;
    const own = {};
    times.push(own);
    frameEnd((ms) => (own.keyFrame = ms));
  });
  document.getElementById('q').addEventListener('input', (e) => {
    const text = e.target.value;
    const own = times.at(-1);
    const stamp = () => {
      list.setAttribute('data-q', text);
      own.answeredAt = performance.now() - t0;
      // After the probe's MutationObserver callback, so after the frame it asks for.
      queueMicrotask(() => frameEnd((ms) => (own.answerFrame = ms)));
    };
    ${delayMs === 0 ? 'stamp();' : `setTimeout(stamp, ${delayMs});`}
  });
</script>`;

type ProbeResult = { key: string; ms: number; early: boolean };

async function keys(
  browser: Browser,
  delayMs: number,
): Promise<{ results: ProbeResult[]; times: PageTimes[] }> {
  const tab: Page = await browser.newPage();
  try {
    await tab.addInitScript(
      resultRepaintProbe({ input: '#q', list: '#list', attribute: 'data-q', trim: false }),
    );
    await tab.route('http://probe.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: page(delayMs) }),
    );
    await tab.goto('http://probe.test/');
    await tab.click('#q');
    const sequence = ['a', 'b', 'Backspace', 'ArrowLeft'];
    for (const [i, key] of sequence.entries()) {
      await tab.keyboard.press(key);
      // The next key goes once the probe has recorded this one and the page has seen the frames after it.
      await tab.waitForFunction(
        `window.${PROBE_GLOBAL}.results.length === ${i + 1} && window.pageTimes[${i}].keyFrame !== undefined` +
          ` && (window.pageTimes[${i}].answeredAt === undefined || window.pageTimes[${i}].answerFrame !== undefined)`,
      );
    }
    return {
      results: (await tab.evaluate(`window.${PROBE_GLOBAL}.results`)) as ProbeResult[],
      times: (await tab.evaluate('window.pageTimes')) as PageTimes[],
    };
  } finally {
    await tab.close();
  }
}

describe('bench keystroke probe', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("counts an answer given in the key's own task from the key's own frame", async () => {
    const { results, times } = await keys(browser, 0);
    expect(results.map((r) => r.key)).toEqual(['a', 'b', 'Backspace', 'ArrowLeft']);
    expect(results.every((r) => r.early)).toBe(true);
    // The frame right after the key, never the one after it (on an idle machine: under 30 ms, a frame is ~16.7).
    results.forEach((r, i) => expect(r.ms).toBeLessThanOrEqual(times[i]!.keyFrame));
  });

  it('waits for an answer that comes later, and for the frame that renders it', async () => {
    const { results, times } = await keys(browser, 60);
    const typed = results.filter((r) => r.key !== 'ArrowLeft');
    expect(typed.every((r) => !r.early)).toBe(true);
    for (const r of typed) expect(r.ms).toBeGreaterThanOrEqual(60);
    // The first frame after the answer, never a later one (on an idle machine: under 60 + 50 ms).
    results.forEach((r, i) => {
      const { answeredAt, answerFrame } = times[i]!;
      if (r.key === 'ArrowLeft') return;
      expect(r.ms).toBeGreaterThanOrEqual(answeredAt!);
      expect(r.ms).toBeLessThanOrEqual(answerFrame!);
    });
    // A caret key changes no text: the list already answers it.
    expect(results.find((r) => r.key === 'ArrowLeft')?.early).toBe(true);
  });
});
