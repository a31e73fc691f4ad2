// Child-process entry of the memory-at-100,000 bench: opens the wallet core (bundled as the app bundles it) on a data
// dir, loads what the UI loads at start, then scrolls the history and token lists end to end through the core's
// paging channels as the virtualized lists call them (list-scroll.ts); prints {rssMb, heapUsedMb, history, tokens}
// as one JSON line, RSS read after a full GC.
import { call, createBenchCore, UNREACHABLE_NETWORK } from './core-host';
import { scrollHistory, scrollTokens } from './list-scroll';

function memory(): { rssMb: number; heapUsedMb: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return { rssMb: usage.rss / 2 ** 20, heapUsedMb: usage.heapUsed / 2 ** 20 };
}

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: scroll-memory.cjs <dataDir>');
  const core = await createBenchCore(dataDir, UNREACHABLE_NETWORK);
  const invoke = (channel: string, payload: unknown) => core.invoke(channel, payload);
  const { accounts } = await call<{ accounts: Array<{ id: string }> }>(core, 'keys/list', {});
  const accountId = accounts[0]?.id;
  if (!accountId) throw new Error('the data dir has no account');
  await call(core, 'dashboard/get', { accountId, refresh: false });
  const history = await scrollHistory(invoke, accountId);
  const tokens = await scrollTokens(invoke, accountId);
  await new Promise((resolve) => setTimeout(resolve, 200));
  // V8 releases freed pages shortly after a GC: read after they did (as the soak's core child does).
  memory();
  await new Promise((resolve) => setTimeout(resolve, 250));
  process.stdout.write(`${JSON.stringify({ ...memory(), history, tokens })}\n`);
  await core.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
