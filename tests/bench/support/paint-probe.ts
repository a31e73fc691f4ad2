// In-page probes (injected as source text before any app script): when the dashboard first shows a real balance
// and history rows, when a keystroke's repaint lands, and which long tasks happen. Times are performance.now()
// milliseconds, i.e. since navigation start.

/** Page global where the probes leave their results. */
export const PROBE_GLOBAL = '__xyzBench';

/** Console message prefix the dashboard probe reports `painted` with (followed by the ms value). */
export const PAINTED_MESSAGE = 'xyz-bench painted ';

/**
 * Records `painted` = the time of the first frame presented after the dashboard shows a balance other than "—"
 * and at least one recent-activity row (rAF, then a message-channel task that runs after that frame's paint), and
 * reports it as a console message: the harness listens for it instead of evaluating in the page while it loads
 * (Playwright's page.evaluate injects its utility script into the page, on the main thread being measured).
 */
export const DASHBOARD_PAINT_PROBE = `(() => {
  const state = (window.${PROBE_GLOBAL} = window.${PROBE_GLOBAL} || {});
  const ready = () => {
    const total = document.querySelector('[data-testid="balance-total"]');
    const recent = document.querySelector('[data-testid="recent-activity"]');
    return !!total && total.textContent.trim() !== '' && total.textContent.trim() !== '\\u2014' && !!recent && recent.children.length > 0;
  };
  const afterPaint = (cb) => requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = cb; ch.port2.postMessage(0); });
  const check = () => {
    if (state.readyAt !== undefined || !ready()) return;
    state.readyAt = performance.now();
    observer.disconnect();
    afterPaint(() => { state.painted = performance.now(); console.debug('${PAINTED_MESSAGE}' + state.painted); });
  };
  const observer = new MutationObserver(check);
  const start = () => { observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true }); check(); };
  if (document.documentElement) start(); else document.addEventListener('readystatechange', start, { once: true });
})();`;

/** Collects every long task (> 50 ms) as {start, duration} into state.longTasks. */
export const LONG_TASK_PROBE = `(() => {
  const state = (window.${PROBE_GLOBAL} = window.${PROBE_GLOBAL} || {});
  state.longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) { state.longTaskError = String(e); }
})();`;

/** Defines state.wait(key, timeoutMs): resolves with state[key] once set (polled), rejects after the timeout. */
export const WAIT_PROBE = `(() => {
  const state = (window.${PROBE_GLOBAL} = window.${PROBE_GLOBAL} || {});
  state.wait = (key, timeoutMs) => new Promise((resolve, reject) => {
    const started = performance.now();
    const poll = () => {
      if (state[key] !== undefined) return resolve(state[key]);
      if (performance.now() - started > timeoutMs) return reject(new Error('probe ' + key + ' not set within ' + timeoutMs + ' ms'));
      setTimeout(poll, 5);
    };
    poll();
  });
})();`;

/** Expression for page.evaluate (CDP evaluation, not page eval, so the app's CSP does not apply). */
export function waitExpression(key: string, timeoutMs: number): string {
  return `window.${PROBE_GLOBAL}.wait(${JSON.stringify(key)}, ${timeoutMs})`;
}

/**
 * Keystroke latency: for every keydown on the element matching `selector`, records (next frame after the key's
 * work) - event.timeStamp into state.keys (as {key, ms}). The key's input event and the framework's microtask
 * flush run in the same task as the keydown, so the frame after it is the repaint the person sees.
 */
export function keystrokeProbe(selector: string): string {
  return `(() => {
  const state = (window.${PROBE_GLOBAL} = window.${PROBE_GLOBAL} || {});
  state.keys = [];
  const afterPaint = (cb) => requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = cb; ch.port2.postMessage(0); });
  document.addEventListener('keydown', (e) => {
    if (!(e.target instanceof Element) || !e.target.matches(${JSON.stringify(selector)})) return;
    const t0 = e.timeStamp;
    afterPaint(() => state.keys.push({ key: e.key, ms: performance.now() - t0 }));
  }, true);
})();`;
}
