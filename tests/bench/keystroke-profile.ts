// Profiling aid for the keystroke figures 2a/2d/2e (not a figure itself): types the bench's queries into the token
// list and the history search with the same probes, while Chromium's CDP Profiler samples the page and node:inspector
// samples the core; prints the key samples, IPC calls per channel (count, answer bytes, core ms) and the top
// self-time functions of both sides. `npx tsx tests/bench/keystroke-profile.ts [--rows=100000] [--dist=dir]`
// (--dist: a renderer build to serve, e.g. one built with --minify false for readable profiles).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import type { Page } from 'playwright-core';
import { fillBigCache } from './support/big-cache';
import { launchBenchChromium, newAppPage } from './support/browser-host';
import { createBenchCore, UNREACHABLE_NETWORK } from './support/core-host';
import { LONG_TASK_PROBE, PROBE_GLOBAL } from './support/paint-probe';
import { buildRenderer } from './support/renderer-build';
import { resultRepaintProbe } from './support/result-probe';
import { serveDist } from './support/static-server';
import { REPO_ROOT } from './support/subprocess';
import { TOKEN_SEARCH, typedSamples } from './list-search';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Records keydown, request-sent and answer-arrived times (wraps the bridge's binding) into window.__kt. */
const TIMELINE_PROBE = `(() => {
  window.__kt = [];
  document.addEventListener('keydown', (e) => window.__kt.push({ ev: 'keydown', t: e.timeStamp, key: e.key }), true);
  const wrap = () => {
    const orig = window.__xyzWalletInvoke;
    if (typeof orig !== 'function') return setTimeout(wrap, 0);
    window.__xyzWalletInvoke = (c, r) => {
      window.__kt.push({ ev: 'send', t: performance.now(), ch: c });
      return orig(c, r).then((x) => { window.__kt.push({ ev: 'answer', t: performance.now(), ch: c, bytes: x.length }); return x; });
    };
  };
  wrap();
})();`;

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const rows = Number(arg('rows') ?? 100_000);
const out = path.join(REPO_ROOT, 'bench-results/keystroke');

/** Self time per function (ms), largest first, and the share of the sampled time that was not idle. */
export function selfTimes(profile: CpuProfile, top = 25): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const f = node.callFrame;
    const key = `${f.functionName || '(anon)'} ${path.basename(f.url)}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    if (f.functionName !== '(idle)' && f.functionName !== '(program)') busy += dt;
  });
  const lines = [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${k}`);
  return [`busy (not idle/program): ${busy.toFixed(1)} ms`, ...lines];
}

async function typeWithProfiles(page: Page, input: string, query: string, name: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const core = new Session();
  core.connect();
  await core.post('Profiler.enable');
  await core.post('Profiler.setSamplingInterval', { interval: 100 });
  await page.evaluate(`window.${PROBE_GLOBAL}.results = []`);
  await cdp.send('Profiler.start');
  await core.post('Profiler.start');
  await page.evaluate('window.__kt = []');
  const keys = await typedSamples(page, input, query);
  const timeline = (await page.evaluate('window.__kt')) as Array<{
    ev: string;
    t: number;
    ch?: string;
    bytes?: number;
    key?: string;
  }>;
  const results = (await page.evaluate(`window.${PROBE_GLOBAL}.results`)) as Array<{
    key: string;
    ms: number;
  }>;
  const downs = timeline.filter((e) => e.ev === 'keydown');
  console.log(`\n== ${name} per key: pre-send / round trip / after answer (ms), sends in the key's life`);
  downs.forEach((d, i) => {
    const r = results[i];
    if (!r) return;
    const paint = d.t + r.ms;
    const life = timeline.filter((e) => e.t >= d.t && e.t <= paint);
    const sends = life.filter((e) => e.ev === 'send');
    const answers = life.filter((e) => e.ev === 'answer');
    const first = sends[0];
    const last = answers.at(-1);
    console.log(
      `  ${JSON.stringify(r.key).padEnd(12)} total ${r.ms.toFixed(1).padStart(5)}  pre ${first ? (first.t - d.t).toFixed(1) : '-'}  rtt ${first && last ? (last.t - first.t).toFixed(1) : '-'}  post ${last ? (paint - last.t).toFixed(1) : '-'}  sends ${sends.map((s) => s.ch).join(',')}`,
    );
  });
  const { profile: pageProfile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const { profile: coreProfile } = (await core.post('Profiler.stop')) as unknown as { profile: CpuProfile };
  core.disconnect();
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, `${name}.page.cpuprofile`), JSON.stringify(pageProfile));
  writeFileSync(path.join(out, `${name}.core.cpuprofile`), JSON.stringify(coreProfile));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  console.log(`\n== ${name}: typed ${keys.typed.map((k) => k.toFixed(1)).join(' ')}`);
  console.log(
    `   median ${median(keys.typed).toFixed(1)}, reference median ${median(keys.reference).toFixed(1)}`,
  );
  console.log(`-- page self time\n${selfTimes(pageProfile).join('\n')}`);
  console.log(`-- core (bench process) self time\n${selfTimes(coreProfile, 15).join('\n')}`);
}

async function main(): Promise<void> {
  const dist = arg('dist') ?? (await buildRenderer());
  const dataDir = arg('cache') ?? path.join(tmpdir(), `xyz-keystroke-${rows}`);
  if (!existsSync(path.join(dataDir, '.filled'))) {
    await fillBigCache(dataDir, { historyRows: rows, tokens: rows });
    writeFileSync(path.join(dataDir, '.filled'), '');
  }
  const server = await serveDist(dist);
  const browser = await launchBenchChromium();
  const core = await createBenchCore(dataDir, UNREACHABLE_NETWORK);
  const calls = new Map<string, { n: number; bytes: number; ms: number }>();
  const counted = {
    invoke: async (channel: string, payload: unknown) => {
      const t0 = performance.now();
      const answer = await core.invoke(channel, payload);
      const c = calls.get(channel) ?? { n: 0, bytes: 0, ms: 0 };
      c.n++;
      c.ms += performance.now() - t0;
      c.bytes += JSON.stringify(answer).length;
      calls.set(channel, c);
      return answer;
    },
    on: core.on.bind(core),
  };
  const page = await newAppPage(browser, server.origin, counted, [
    LONG_TASK_PROBE,
    TIMELINE_PROBE,
    resultRepaintProbe(TOKEN_SEARCH),
    resultRepaintProbe({
      input: '[data-testid="history-search"]',
      list: '[data-testid="history-matches"]',
      attribute: 'data-answered',
      trim: true,
    }),
  ]);
  const showCalls = (title: string) => {
    console.log(`-- IPC during ${title}`);
    for (const [ch, c] of calls)
      console.log(
        `   ${ch}: ${c.n} calls, ${(c.bytes / c.n).toFixed(0)} B/answer, ${(c.ms / c.n).toFixed(2)} ms/call`,
      );
    calls.clear();
  };
  try {
    await page.goto(`${server.origin}/index.html`);
    await page.click('[data-testid="nav-tokens"]', { timeout: 20_000 });
    await page.waitForSelector(`[data-testid="token-list"][data-count="${rows}"] [data-testid="token-row"]`, {
      timeout: 60_000,
    });
    await page.waitForTimeout(500);
    calls.clear();
    await typeWithProfiles(page, TOKEN_SEARCH.input, 'token 42', 'tokens');
    showCalls('token typing');
    await page.click('[data-testid="nav-history"]');
    await page.waitForSelector('[data-testid="history-list"] [role="listitem"]', { timeout: 30_000 });
    await page.waitForTimeout(500);
    calls.clear();
    await typeWithProfiles(page, '[data-testid="history-search"]', 'payment 42', 'history');
    showCalls('history typing');
  } finally {
    await page.close();
    await core.close();
    await browser.close();
    await server.close();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
