// In-page probe for lists whose rows come from the core: for every keydown in a search field, the time from the key
// to the first frame painted after the list shows the answer for the field's new text (the list stamps the text it
// answers in an attribute). Debounce or IPC time is therefore inside the figure, never outside it.
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

/** Records {key, ms} into state.results; ms = keydown -> frame after the answer for the new text is in the DOM. */
export function resultRepaintProbe(target: ResultProbeTarget): string {
  return `(() => {
  const state = (window.${PROBE_GLOBAL} = window.${PROBE_GLOBAL} || {});
  state.results = [];
  const afterPaint = (cb) => requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = cb; ch.port2.postMessage(0); });
  const answered = () => document.querySelector(${JSON.stringify(target.list)})?.getAttribute(${JSON.stringify(target.attribute)}) ?? '';
  document.addEventListener('keydown', (e) => {
    if (!(e.target instanceof HTMLInputElement) || !e.target.matches(${JSON.stringify(target.input)})) return;
    const t0 = e.timeStamp;
    const input = e.target;
    // The key's input event runs in this task; its new text is known once the task is over.
    setTimeout(() => {
      const want = ${target.trim ? 'input.value.trim()' : 'input.value'};
      const done = () => afterPaint(() => state.results.push({ key: e.key, ms: performance.now() - t0 }));
      if (answered() === want) return done();
      const list = document.querySelector(${JSON.stringify(target.list)});
      const timer = setTimeout(() => { observer.disconnect(); state.results.push({ key: e.key, ms: ${RESULT_TIMEOUT_MS} }); }, ${RESULT_TIMEOUT_MS});
      const observer = new MutationObserver(() => {
        if (answered() !== want) return;
        observer.disconnect();
        clearTimeout(timer);
        done();
      });
      observer.observe(list || document.documentElement, { attributes: true, attributeFilter: [${JSON.stringify(target.attribute)}], subtree: !list });
    }, 0);
  }, true);
})();`;
}
