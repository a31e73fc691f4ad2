// `npm run bench`: runs the six benchmarks of issue 9 on this machine, several repetitions each, prints a table
// (median, min, max, budget, same-run reference, pass/fail) and writes bench-results/latest.json (+ latest.md, the
// same table in Markdown for the README).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { benchCheckTx } from './checktx';
import { benchColdOpen } from './cold-open';
import { benchHistorySync } from './history-sync';
import { benchListsAt100k } from './list-search';
import { defaultOutName, parseArgs, reps, sized, wants, type BenchArgs } from './lib/args';
import { failedFigure, type Figure } from './lib/figures';
import { buildReport, gitCommit, machineBefore, writeReport } from './lib/report';
import { markdownTable, textTable } from './lib/table';
import { benchSendPath, benchSendPathRtt } from './send-path';
import { benchBundle, benchCoreMemory } from './size-memory';
import { fillBigCache } from './support/big-cache';
import { launchBenchChromium, launchWatchedBenchChromium } from './support/browser-host';
import { createBrowserWatch } from './support/browser-watch';
import { startDevnetChild } from './support/devnet-child';
import { buildRenderer } from './support/renderer-build';
import { serveDist } from './support/static-server';
import { REPO_ROOT } from './support/subprocess';
import { benchTokenList } from './token-list';
import { benchIdle } from './live-idle';
import { benchSoak } from './live-soak';
import { benchCacheSize } from './cache-size';
import { benchPortfolioChart } from './portfolio-chart';
import { benchCliStart } from './cli-start';
import { benchMemoryAt100k } from './memory-at-100k';
import { benchAppRequest } from './app-request';
import { devnetNetwork } from './support/core-host';

/** Data sizes at --scale=1; --scale=N multiplies each (see sizesFor). */
const HISTORY_ROWS = 10_000;
const COLD_OPEN_TOKENS = 5_000;
/**
 * Counted cold opens. One open on two idle cores spreads over ~100-190 ms (process start-up and scheduling in
 * Chromium), so the median of 9 moved by +-8 ms between runs of the same build; 25 make it +-5 (decision 0470).
 */
const COLD_OPEN_REPS = 25;
const TOKEN_LIST_SIZE = 10_000;
const SYNC_TXS = 10_000;
/** Issue 33's cache file size and portfolio chart (cache-size.ts, portfolio-chart.ts): history rows at scale 1. */
const CACHE_SIZE_ROWS = 100_000;
/** Issue 33's memory figure (memory-at-100k.ts): 100,000 history rows and tokens against 10,000, at every --scale. */
const MEMORY_ROWS = 100_000;
/**
 * The live benchmarks' devnet, as one left running for a day: chain and backend index in SQLite files (what is kept
 * by design grows on disk, not in RAM), the newest 500 blocks kept (a pruning node; the soak's check run of 2,000
 * cycles passes that early), SQLite's page cache 2 MiB a connection (its plateau comes within a few hundred blocks,
 * so the soak reads growth per block, not a cache filling up).
 */
const LIVE_DEVNET = (tmp: string) => ({
  dataDir: path.join(tmp, 'live-devnet'),
  keepRecentBlocks: 500,
  sqliteCacheKib: 2048,
});
/** Benchmarks 2c-2e (list-search.ts): the token list and the history search at 100,000 rows. */
const LIST_SEARCH_ROWS = 100_000;

/** The run's data sizes: each base size times --scale (the scaled cold open holds as many tokens as the list). */
function sizesFor(args: BenchArgs) {
  return {
    historyRows: sized(args, HISTORY_ROWS),
    coldOpenTokens: args.scale === 1 ? COLD_OPEN_TOKENS : sized(args, TOKEN_LIST_SIZE),
    tokenList: sized(args, TOKEN_LIST_SIZE),
    syncTxs: sized(args, SYNC_TXS),
  };
}

/** Where --profile writes traces and CPU profiles (undefined without --profile). */
const profileDir = (args: BenchArgs) =>
  args.profile ? path.join(REPO_ROOT, 'bench-results/profiles') : undefined;

const log = (line: string) =>
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

async function browserBenchmarks(args: BenchArgs, tmp: string, figures: Figure[]): Promise<void> {
  const sizes = sizesFor(args);
  log('building the renderer from the current sources');
  const distDir = await buildRenderer();
  if (wants(args, 6)) figures.push(...benchBundle(distDir));
  const bigCache = path.join(tmp, 'big-cache');
  if (wants(args, 1) || wants(args, 6)) {
    log(`filling a cache: ${sizes.historyRows} history rows, ${sizes.coldOpenTokens} tokens`);
    await fillBigCache(bigCache, { historyRows: sizes.historyRows, tokens: sizes.coldOpenTokens });
  }
  // At --scale > 1 the cold open is also compared with the scale-1 cache in the same run (linear, not just fast).
  const baseCache = path.join(tmp, 'base-cache');
  if (wants(args, 1) && args.scale > 1) {
    log(`filling the scale-1 cache: ${HISTORY_ROWS} history rows, ${COLD_OPEN_TOKENS} tokens`);
    await fillBigCache(baseCache, { historyRows: HISTORY_ROWS, tokens: COLD_OPEN_TOKENS });
  }
  if (wants(args, 1) || wants(args, 2)) {
    const browser = await launchBenchChromium();
    const server = await serveDist(distDir);
    const origin = server.origin;
    try {
      if (wants(args, 1)) {
        log('1. cold open with a warm cache');
        figures.push(
          ...(await benchColdOpen({
            browser,
            origin,
            dataDir: bigCache,
            historyRows: sizes.historyRows,
            tokens: sizes.coldOpenTokens,
            scaleOneDataDir: args.scale > 1 ? baseCache : undefined,
            reps: reps(args, COLD_OPEN_REPS, 3),
            profileDir: profileDir(args),
          })),
        );
      }
      if (wants(args, 2)) {
        const tokenCache = path.join(tmp, 'token-cache');
        log(`2. token list of ${sizes.tokenList}`);
        await fillBigCache(tokenCache, { historyRows: 100, tokens: sizes.tokenList });
        figures.push(
          ...(await benchTokenList({
            browser,
            origin,
            dataDir: tokenCache,
            tokenCount: sizes.tokenList,
            reps: reps(args, 2),
          })),
        );
        const bigLists = path.join(tmp, 'list-search-cache');
        log(`2c-2e. token list and history search at ${LIST_SEARCH_ROWS} (filling the cache, not timed)`);
        await fillBigCache(bigLists, { historyRows: LIST_SEARCH_ROWS, tokens: LIST_SEARCH_ROWS });
        figures.push(
          ...(await benchListsAt100k({
            browser,
            origin,
            dataDir: bigLists,
            tokenCount: LIST_SEARCH_ROWS,
            historyRows: LIST_SEARCH_ROWS,
            reps: reps(args, 2),
          })),
        );
      }
    } finally {
      await browser.close();
      await server.close();
    }
  }
  if (wants(args, 6)) {
    log('6. core memory on the big cache');
    figures.push(...(await benchCoreMemory({ dataDir: bigCache, reps: reps(args, 3) })));
  }
}

async function devnetBenchmarks(args: BenchArgs, figures: Figure[]): Promise<void> {
  if (!wants(args, 3) && !wants(args, 4) && !wants(args, 'cli') && !wants(args, 'connect')) return;
  log('starting a devnet in its own process (memory, manual blocks)');
  const devnet = await startDevnetChild();
  try {
    if (wants(args, 3)) {
      const address = DEVNET_KEYS.alice.address;
      const syncTxs = sizesFor(args).syncTxs;
      log(`3. putting ${syncTxs} signed MsgSends to alice on the devnet (fixture, not timed)`);
      await devnet.command({ cmd: 'fill', to: address, count: syncTxs, perBlock: 500 }, 400_000 * args.scale);
      log('3. history sync');
      figures.push(
        ...(await benchHistorySync({
          devnet,
          address,
          count: syncTxs,
          reps: reps(args, 5, 3),
          profileDir: profileDir(args),
        })),
      );
    }
    if (wants(args, 4)) {
      log('4. send path');
      figures.push(...(await benchSendPath({ devnet, reps: reps(args, 15, 3) })));
      log('4b. send path with a 100 ms round-trip time');
      figures.push(
        ...(await benchSendPathRtt({
          devnet,
          reps: reps(args, 9, 3),
          rttMs: 100,
          id: '4b',
          sender: 'carol',
        })),
      );
      log('4c. send path with a 300 ms round-trip time');
      figures.push(
        ...(await benchSendPathRtt({ devnet, reps: reps(args, 9, 3), rttMs: 300, id: '4c', sender: 'dave' })),
      );
    }
    if (wants(args, 'cli')) {
      log('cli: the bundled command line, --version and balance --json (tests/bench/cli-start.ts)');
      figures.push(...(await benchCliStart({ devnet, reps: reps(args, 15, 3) })));
    }
    if (wants(args, 'connect')) {
      log(
        'connect: an app request through the loopback relay to its review on screen (tests/bench/app-request.ts)',
      );
      figures.push(
        ...(await benchAppRequest({
          distDir: await buildRenderer(),
          network: devnetNetwork(devnet),
          reps: reps(args, 15, 3),
          log,
        })),
      );
    }
  } finally {
    await devnet.stop();
  }
}

/** Issue 19's live-update figures: the idle cost and the soak, on the real core and renderer against a devnet child. */
async function liveBenchmarks(args: BenchArgs, tmp: string, figures: Figure[]): Promise<void> {
  if (!wants(args, 'idle') && !wants(args, 'soak')) return;
  const distDir = await buildRenderer();
  log('starting a devnet in its own process (SQLite files, pruning, manual blocks) for the live benchmarks');
  const devnet = await startDevnetChild(LIVE_DEVNET(tmp));
  const browser = await launchBenchChromium();
  const server = await serveDist(distDir);
  try {
    if (wants(args, 'idle')) {
      log('idle: 60 s live updates off, 60 s on, per repetition');
      figures.push(...(await benchIdle({ browser, origin: server.origin, devnet, reps: reps(args, 1) })));
    }
    if (wants(args, 'soak')) {
      log(`soak: ${args.soakCycles} live-update cycles`);
      // its own Chromium, whose process is watched: a failed cycle says how the browser went away
      const browserWatch = createBrowserWatch();
      const watched = await launchWatchedBenchChromium(browserWatch);
      figures.push(
        ...(await benchSoak({
          browser: watched.browser,
          origin: server.origin,
          devnet,
          cycles: args.soakCycles,
          progressEvery: args.soakProgress,
          log,
          browserWatch,
        }).finally(() => watched.close())),
      );
    }
  } finally {
    await browser.close();
    await server.close();
    await devnet.stop();
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = new Date();
  const machine = machineBefore();
  log(
    `scale ${args.scale}; ${machine.cpus} CPUs, load average ${machine.loadAvgBefore.join(' / ')}: shared machines make every figure noisy`,
  );
  const tmp = mkdtempSync(path.join(tmpdir(), 'xyz-bench-'));
  const figures: Figure[] = [];
  try {
    if ([1, 2, 6].some((n) => wants(args, n))) {
      await browserBenchmarks(args, tmp, figures).catch((error: unknown) =>
        figures.push(
          failedFigure('1-2-6', 'browser benchmarks', 'ms', { op: '<=', value: 0, stat: 'median' }, error),
        ),
      );
    }
    await devnetBenchmarks(args, figures).catch((error: unknown) =>
      figures.push(
        failedFigure('3-4', 'devnet benchmarks', 'ms', { op: '<=', value: 0, stat: 'median' }, error),
      ),
    );
    if (wants(args, 5)) {
      log('5. devnet CheckTx throughput (tests/bench/devnet-throughput.ts)');
      figures.push(...(await benchCheckTx({ reps: reps(args, 3), txCount: 2000 })));
    }
    if (wants(args, 'cache')) {
      log('cache: the cache file per history row after a sync and full resyncs (tests/bench/cache-size.ts)');
      figures.push(...(await benchCacheSize({ rows: sized(args, CACHE_SIZE_ROWS), log })));
    }
    if (wants(args, 'chart')) {
      log('chart: the portfolio chart at 100,000 history rows (tests/bench/portfolio-chart.ts)');
      figures.push(
        ...(await benchPortfolioChart({ rows: sized(args, CACHE_SIZE_ROWS), reps: reps(args, 5), log })),
      );
    }
    if (wants(args, 'mem')) {
      log('mem: core memory with 100,000 rows scrolled end to end (tests/bench/memory-at-100k.ts)');
      figures.push(...(await benchMemoryAt100k({ tmp, rows: MEMORY_ROWS, reps: reps(args, 3), log })));
    }
    await liveBenchmarks(args, tmp, figures).catch((error: unknown) =>
      figures.push(
        failedFigure('idle-soak', 'live benchmarks', '%', { op: '<=', value: 0, stat: 'median' }, error),
      ),
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  figures.sort((a, b) => a.id.localeCompare(b.id));
  const report = buildReport(figures, started, machine, gitCommit(REPO_ROOT), args.scale);
  const out = args.out ?? path.join(REPO_ROOT, 'bench-results', defaultOutName(args));
  writeReport(out, report);
  const markdown = `${markdownTable(figures)}\n\n${report.startedAt.slice(0, 16).replace('T', ' ')} UTC, commit ${report.gitCommit}, ${machine.cpus} × ${machine.cpuModel}, load average ${report.machine.loadAvgBefore[0]} -> ${report.machine.loadAvgAfter[0]}, ${report.durationS} s.\n`;
  writeFileSync(out.replace(/\.json$/, '') + '.md', markdown);
  console.log(textTable(figures));
  for (const f of figures) if (f.note) console.log(`  ${f.id}: ${f.note}`);
  console.log(
    `\n${figures.filter((f) => report.figures.find((r) => r.id === f.id)?.pass).length}/${figures.length} within budget; ` +
      `load average ${report.machine.loadAvgBefore.join('/')} -> ${report.machine.loadAvgAfter.join('/')} on ${machine.cpus} CPUs; ` +
      `${report.durationS} s; JSON: ${path.relative(REPO_ROOT, out)}`,
  );
  if (args.profile)
    console.log(
      `profiles: ${path.relative(REPO_ROOT, profileDir(args)!)} (cold-open.trace.json, history-sync.{core,devnet}.cpuprofile)`,
    );
  if (args.strict && !report.allPass) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
