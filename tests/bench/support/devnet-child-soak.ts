// Diagnostic driver (not a bench item): the soak's devnet host alone, without Chromium or the core, driven as the
// soak drives it — per block a new oracle price, one transfer to a watched account, then what the core asks per
// cycle in the soak (its health probe, latest block, the two tx searches of the new height, balances, staking,
// grants, holdings, the first history page, the price; the host's `requests` counts of a real soak) — sampling the host's memory after GC every `--every` blocks. For finding what grows per block fast:
//   npx tsx tests/bench/support/devnet-child-soak.ts --blocks=20000 --every=2000 [--keep=500] [--cache-kib=2048]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { toDialect } from '../../../shared/dialect';
import { devnetMemory, startDevnetChild, type DevnetChild, type DevnetMemory } from './devnet-child';

function arg(name: string, fallback: number): number {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
  return JSON.parse(body) as unknown;
}

/** One cycle of the soak as the devnet sees it (the core's queries as chain-follower.ts and the refresh make them). */
async function cycle(devnet: DevnetChild, address: string, i: number): Promise<void> {
  const priced = await fetch(`${devnet.backendUrl}/devnet/oracle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ price_usd: (1.2 + (i % 50) / 1000).toFixed(3) }),
  });
  await priced.arrayBuffer();
  await devnet.command({ cmd: 'fill', to: address, count: 1, perBlock: 1 });
  const rest = devnet.chainRestUrl;
  const at = (canonical: string) => `${rest}${toDialect(canonical, 'spec')}`;
  const latestHeight = async () => {
    const latest = (await getJson(at('/cosmos/base/tendermint/v1beta1/blocks/latest'))) as {
      block: { header: { height: string } };
    };
    return Number(latest.block.header.height);
  };
  // The core's health probe and follower (about four latest-block checks a cycle in the soak).
  await fetch(`${rest}/cosmos/base/tendermint/v1beta1/node_info`).then((r) => r.arrayBuffer()); // the other dialect's
  await getJson(at('/cosmos/base/tendermint/v1beta1/node_info'));
  await getJson(at('/cosmos/base/tendermint/v1beta1/syncing'));
  await getJson(`${devnet.rpcUrl}/health`);
  for (let n = 0; n < 3; n++) await latestHeight();
  const height = await latestHeight();
  for (const filter of [`transfer.recipient='${address}'`, `message.sender='${address}'`]) {
    const query = new URLSearchParams([
      ['events', filter],
      ['events', `tx.height>${height - 1}`],
      ['events', `tx.height<=${height}`],
      ['order_by', 'ORDER_BY_ASC'],
      ['pagination.limit', '100'],
    ]);
    await getJson(`${at('/cosmos/tx/v1beta1/txs')}?${query}`);
  }
  // The account's refresh.
  for (const route of [
    '/cosmos/bank/v1beta1/balances',
    '/cosmos/bank/v1beta1/spendable_balances',
    '/cosmos/staking/v1beta1/delegations',
  ])
    await getJson(`${at(route)}/${address}`);
  await getJson(`${at('/cosmos/staking/v1beta1/delegators')}/${address}/unbonding_delegations`);
  await getJson(`${at('/cosmos/distribution/v1beta1/delegators')}/${address}/rewards`);
  for (let n = 0; n < 2; n++) {
    await getJson(`${at('/cosmos/authz/v1beta1/grants/granter')}/${address}?pagination.limit=100`);
    await getJson(`${at('/cosmos/feegrant/v1beta1/issued')}/${address}?pagination.limit=100`);
  }
  await getJson(`${devnet.backendUrl}/api/wallet/tokens?address=${address}`);
  await getJson(`${devnet.backendUrl}/api/wallet/transactions?address=${address}&limit=20&page=1`);
  await getJson(`${devnet.backendUrl}/api/wallet/prices`);
}

const mb = (bytes: number | null) => (bytes === null ? '?' : (bytes / 1048576).toFixed(2));

function line(m: DevnetMemory, ms: number): string {
  return (
    `height ${m.height}: rss ${mb(m.rss)} MB, anon ${mb(m.anonymous ?? null)}, heapUsed ${mb(m.heapUsed)}, ` +
    `external ${mb(m.external)}, arrayBuffers ${mb(m.arrayBuffers ?? null)}, sqlite mapped ${mb(m.sqliteMapped ?? null)}, ` +
    `wal ${mb(m.walBytes ?? null)}, disk ${mb(m.diskBytes)} MB; ${(ms / 1000).toFixed(0)} s`
  );
}

function perBlock(a: DevnetMemory, b: DevnetMemory, key: keyof DevnetMemory): string {
  const from = a[key];
  const to = b[key];
  if (typeof from !== 'number' || typeof to !== 'number') return '?';
  return ((to - from) / 1024 / (b.height - a.height)).toFixed(3);
}

async function main(): Promise<void> {
  const blocks = arg('blocks', 10_000);
  const every = arg('every', 1000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-devnet-soak-'));
  const devnet = await startDevnetChild({
    dataDir,
    keepRecentBlocks: arg('keep', 500),
    sqliteCacheKib: arg('cache-kib', 2048),
  });
  const address = DEVNET_KEYS.alice.address;
  const started = performance.now();
  const samples: DevnetMemory[] = [];
  try {
    for (let i = 1; i <= blocks; i++) {
      await cycle(devnet, address, i);
      if (i % every === 0) {
        const m = await devnetMemory(devnet);
        samples.push(m);
        console.log(line(m, performance.now() - started));
      }
    }
    const [first, second] = samples;
    const last = samples.at(-1)!;
    for (const from of [first, second]) {
      if (!from || from === last) continue;
      const kinds = ['rss', 'anonymous', 'heapUsed', 'external', 'sqliteMapped'] as const;
      console.log(
        `KB a block from height ${from.height} to ${last.height}: ` +
          kinds.map((k) => `${k} ${perBlock(from, last, k)}`).join(', '),
      );
    }
  } finally {
    await devnet.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
