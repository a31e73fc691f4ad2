// Child-process entry: prints {rssMb, heapUsedMb} as one JSON line. With a data dir argument it first opens the
// wallet core on it and loads what the UI loads at start (account list, dashboard, first history page, the whole
// token list); with "baseline" it only loads the same modules, which is the reference for the core's own share.
import { call, createBenchCore, UNREACHABLE_NETWORK } from './core-host';

function sample(): { rssMb: number; heapUsedMb: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return { rssMb: usage.rss / 2 ** 20, heapUsedMb: usage.heapUsed / 2 ** 20 };
}

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error('usage: core-memory.ts <dataDir | baseline>');
  if (target !== 'baseline') {
    const core = await createBenchCore(target, UNREACHABLE_NETWORK);
    const { accounts } = await call<{ accounts: Array<{ id: string }> }>(core, 'keys/list', {});
    const accountId = accounts[0]?.id;
    if (!accountId) throw new Error('the data dir has no account');
    await call(core, 'dashboard/get', { accountId, refresh: false });
    await call(core, 'history/page', { accountId, limit: 100 });
    await call(core, 'tokens/list', {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.stdout.write(`${JSON.stringify(sample())}\n`);
    await core.close();
  } else {
    process.stdout.write(`${JSON.stringify(sample())}\n`);
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
