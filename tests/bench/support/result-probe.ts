// In-page probe for lists whose rows come from the core: for every keydown in a search field, the time from the key
// to the end of the first frame that renders the list's answer for the field's new text (the list stamps the text it
// answers in an attribute). Debounce or IPC time is therefore inside the figure, never outside it; rows the page
// shows in the keystroke's own frame (decision 0715) count from that frame, not from one later.
import { PROBE_GLOBAL } from './paint-probe';

export interface ResultProbeTarget {
  /** The search field. */
  input: string;
  /** The element that carries the answered text. */
  list: string;
  /** Its attribute holding the text the rows on screen answer (absent = ''). */
  attribute: string;
  /** Whether the list answers the trimmed text (history) or the text as typed (token list). */
  trim: boolean;
}

/** How long a keystroke may wait for its answer before it counts as this many ms (a miss, never dropped). */
export const RESULT_TIMEOUT_MS = 5_000;

/**
 * Records {key, ms} into state.results. The frame after the keydown, and the first frame after the list stamps the
 * answer, note what they are about to render (rAF callbacks run before the frame's style, layout and paint): the
 * field's text and the text the list answers; a message posted from that callback arrives once the frame is rendered.
 * The key's new text is known when its task is over (a timeout after the keydown); ms = keydown -> the end of the
 * first of those frames that rendered that text in the field and the list's answer for it.
 */
export function resultRepaintProbe(target: ResultProbeTarget): string {
  return `(() => {
  const state = (window.${PROBE_GLOBAL} = window.${PROBE_GLOBAL} || {});
  state.results = [];
  const answered = () => document.querySelector(${JSON.stringify(target.list)})?.getAttribute(${JSON.stringify(target.attribute)}) ?? '';
  const text = (input) => ${target.trim ? 'input.value.trim()' : 'input.value'};
  document.addEventListener('keydown', (e) => {
    if (!(e.target instanceof HTMLInputElement) || !e.target.matches(${JSON.stringify(target.input)})) return;
    const t0 = e.timeStamp;
    const input = e.target;
    const frames = [];
    let want = null;
    /** Whether the list showed the answer when the key's own task was over (before any answer from core). */
    let early = false;
    let finished = false;
    const finish = (ms) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      observer.disconnect();
      state.results.push({ key: e.key, ms, early });
    };
    const shows = (f) => f.text === want && f.answered === want;
    // The first frame that rendered the answer, once the answer is known and that frame has been rendered.
    const settle = () => {
      if (want === null) return;
      const hit = frames.find(shows);
      if (hit && hit.rendered !== undefined) finish(hit.rendered);
    };
    let asked = false;
    // One frame is asked for at the keydown (the key's own frame) and then only once the list shows the answer:
    // asking for frames while the answer is still coming would make the page's scheduler put rendering first.
    const frame = () => {
      if (asked || finished) return;
      asked = true;
      requestAnimationFrame(() => {
        asked = false;
        if (finished) return;
        const f = { text: text(input), answered: answered(), rendered: undefined };
        frames.push(f);
        const ch = new MessageChannel();
        ch.port1.onmessage = () => { f.rendered = performance.now() - t0; settle(); };
        ch.port2.postMessage(0);
      });
    };
    const observer = new MutationObserver(() => { if (want !== null && answered() === want) frame(); });
    const list = document.querySelector(${JSON.stringify(target.list)});
    observer.observe(list || document.documentElement, { attributes: true, attributeFilter: [${JSON.stringify(target.attribute)}], subtree: !list });
    frame();
    const timer = setTimeout(() => finish(${RESULT_TIMEOUT_MS}), ${RESULT_TIMEOUT_MS});
    // The key's input event runs in this task; its new text is known once the task is over.
    setTimeout(() => {
      want = text(input);
      early = answered() === want;
      settle();
      // Shown already, but after the frames so far (e.g. the key's frame ran before its input event): the next one.
      if (early && !frames.some(shows)) frame();
    }, 0);
  }, true);
})();`;
}
