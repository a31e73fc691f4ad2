// The keystroke probe of the bench's figures 2a, 2d and 2e (tests/bench/support/result-probe.ts) in Chromium: it
// counts from the keydown to the first frame that rendered the list's answer for the field's new text — the key's own
// frame when the page answers at once, a later frame when the answer comes later — and says which it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { PROBE_GLOBAL } from '../bench/support/paint-probe';
import { resultRepaintProbe } from '../bench/support/result-probe';

/** A field and a list that stamps the text it answers after `delayMs` (0: in the key's own input event). */
const page = (delayMs: number) => `<!doctype html><input id="q"><div id="list" data-q=""></div><script>
  const list = document.getElementById('list');
  document.getElementById('q').addEventListener('input', (e) => {
    const text = e.target.value;
    const stamp = () => list.setAttribute('data-q', text);
    ${delayMs === 0 ? 'stamp();' : `setTimeout(stamp, ${delayMs});`}
  });
</script>`;

async function keys(
  browser: Browser,
  delayMs: number,
): Promise<Array<{ key: string; ms: number; early: boolean }>> {
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
      // The next key goes once the probe has recorded this one (its answer and the frame that rendered it).
      await tab.waitForFunction(`window.${PROBE_GLOBAL}.results.length === ${i + 1}`);
    }
    return (await tab.evaluate(`window.${PROBE_GLOBAL}.results`)) as Array<{
      key: string;
      ms: number;
      early: boolean;
    }>;
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
    const results = await keys(browser, 0);
    expect(results.map((r) => r.key)).toEqual(['a', 'b', 'Backspace', 'ArrowLeft']);
    expect(results.every((r) => r.early)).toBe(true);
    // One frame at most after the key (a frame is ~16.7 ms), never the one after it.
    for (const r of results) expect(r.ms).toBeLessThan(30);
  });

  it('waits for an answer that comes later, and for the frame that renders it', async () => {
    const results = await keys(browser, 60);
    const typed = results.filter((r) => r.key !== 'ArrowLeft');
    expect(typed.every((r) => !r.early)).toBe(true);
    for (const r of typed) expect(r.ms).toBeGreaterThanOrEqual(60);
    for (const r of typed) expect(r.ms).toBeLessThan(60 + 50);
    // A caret key changes no text: the list already answers it.
    expect(results.find((r) => r.key === 'ArrowLeft')?.early).toBe(true);
  });
});
