// Child-process entry of the memory-at-100,000 bench: opens the wallet core (bundled as the app bundles it) on a data
// dir, asks what the renderer asks first (the boot snapshot, the dashboard), lets the start-up work the first screen
// releases run to its end as it does in the app (the cache file's quick_check, in a worker thread), then scrolls the
// history and token lists end to end through the core's paging channels as the virtualized lists call them
// (list-scroll.ts), each request in its own event-loop turn as IPC delivers it; prints {rssMb, heapUsedMb, history,
// tokens} as one JSON line, RSS read after a full GC.
import { startCacheCheck, type CacheCheck } from '../../../electron/core/recovery/cache-check-worker';
import { call, createBenchCore, UNREACHABLE_NETWORK } from './core-host';
import { scrollHistory, scrollTokens } from './list-scroll';

function memory(): { rssMb: number; heapUsedMb: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return { rssMb: usage.rss / 2 ** 20, heapUsedMb: usage.heapUsed / 2 ** 20 };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The core's own cache check (a worker thread), and a promise that settles once it has answered. */
function observedCacheCheck() {
  let answered: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (answered = resolve));
  const check = (file: string): CacheCheck => {
    const started = startCacheCheck(file);
    void started.result.then(answered);
    return started;
  };
  return { check, done };
}

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: scroll-memory.cjs <dataDir>');
  const cacheCheck = observedCacheCheck();
  const core = await createBenchCore(dataDir, UNREACHABLE_NETWORK, undefined, {
    cacheCheck: cacheCheck.check,
  });
  // The renderer's requests come over IPC, each in a turn of its own: timers and worker messages run in between.
  const invoke = async (channel: string, payload: unknown) => {
    await new Promise((resolve) => setImmediate(resolve));
    return core.invoke(channel, payload);
  };
  await call(core, 'app/boot', {});
  const { accounts } = await call<{ accounts: Array<{ id: string }> }>(core, 'keys/list', {});
  const accountId = accounts[0]?.id;
  if (!accountId) throw new Error('the data dir has no account');
  await call(core, 'dashboard/get', { accountId, refresh: false });
  // In the app the check starts a second after the boot snapshot, long before anyone has scrolled 2,000 pages; here a
  // 10,000-row scroll ends sooner than that, so without waiting one size would be measured with it and one without.
  await cacheCheck.done;
  await settle(200);
  const history = await scrollHistory(invoke, accountId);
  const tokens = await scrollTokens(invoke, accountId);
  await settle(200);
  // V8 releases freed pages shortly after a GC: read after they did (as the soak's core child does).
  memory();
  await settle(250);
  process.stdout.write(`${JSON.stringify({ ...memory(), history, tokens })}\n`);
  await core.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
