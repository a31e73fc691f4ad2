// Fills a wallet data directory the way a long-used wallet looks: a watch-only account, its balances and holdings,
// N history rows and M tokens in the cache, written through the cache repositories (what sync writes).
import { createHash } from 'node:crypto';
import {
  openCacheDatabase,
  openRecordsDatabase,
  cacheFilePath,
  recordsFilePath,
} from '../../../electron/core/cache/db';
import { createRepositories } from '../../../electron/core/cache/repositories';
import type { HistoryRow } from '../../../electron/core/cache/repos/history-types';
import type { TokenRow } from '../../../electron/core/cache/repos/tokens-types';
import { foldAfterWrite } from '../../../electron/core/charts/portfolio-deltas';
import { DEVNET_PROFILE_ID } from '../../../electron/core/config/devnet-profile';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { createBenchCore, UNREACHABLE_NETWORK } from './core-host';

export interface BigCacheOptions {
  historyRows: number;
  tokens: number;
  /** Watch-only address whose cache is filled (default: alice). */
  address?: string;
}

const hex = (seed: string) => createHash('sha256').update(seed).digest('hex').toUpperCase();

/** A deterministic bech32-looking contract address for token `i` (never validated by the cache). */
function tokenAddress(i: number): string {
  return `xyz1${hex(`token-${i}`)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 58)}`;
}

/** History row `i` of `address` (newest has the highest height): alternating sends in and out. Pure. */
export function historyRowAt(address: string, i: number, total: number): HistoryRow {
  const peer = DEVNET_KEYS.bob.address;
  const incoming = i % 3 !== 0;
  const height = 1000 + i;
  return {
    hash: hex(`tx-${address}-${i}`),
    height,
    timestamp: new Date(Date.UTC(2026, 9, 1) + i * 60_000).toISOString(),
    code: i % 97 === 0 ? 5 : 0,
    memo: i % 10 === 0 ? `payment ${i} of ${total}` : '',
    fee: [{ denom: 'uxyz', amount: '5000' }],
    messages: [
      {
        '@type': '/ledger.bank.v1beta1.MsgSend',
        from_address: incoming ? peer : address,
        to_address: incoming ? address : peer,
        amount: [{ denom: 'uxyz', amount: String(1_000_000 + i * 17) }],
      },
    ],
    direction: incoming ? 'in' : 'out',
    rawLog: '',
  };
}

/** Token row `i` of a list of `total` (newest first by firstSeenAt). Pure. */
export function tokenRowAt(i: number, total: number): TokenRow {
  const graduated = i % 7 === 0;
  const amm = i % 11 === 0;
  const seen = new Date(Date.UTC(2026, 10, 20) - i * 30_000).toISOString();
  return {
    address: tokenAddress(i),
    name: `Token ${i} of ${total}`,
    symbol: `T${i.toString(36).toUpperCase()}`,
    image: null,
    description: `Benchmark token number ${i}`,
    creator: amm ? null : DEVNET_KEYS.carol.address,
    source: amm ? 'amm' : 'launchpad',
    graduated,
    pair: null,
    xyzReserves: String(1_000_000_000 + i * 1_234_567),
    currentPrice: String(10_000 + i * 13),
    volume24h: String(i * 98_765),
    tradeCount24h: i % 50,
    createdAt: amm ? null : seen,
    firstSeenAt: seen,
  };
}

/**
 * Creates the data dir's two SQLite files through the real core (which also adds the watch-only account), then
 * writes the cached chain data through the repositories. Returns the account id.
 */
export async function fillBigCache(
  dataDir: string,
  opts: BigCacheOptions,
): Promise<{ accountId: string; address: string }> {
  const address = opts.address ?? DEVNET_KEYS.alice.address;
  const core = await createBenchCore(dataDir, UNREACHABLE_NETWORK);
  const added = await core.invoke('keys/add-watch-only', { address, name: 'Benchmark account' });
  await core.close();
  if (!added.ok) throw new Error(`keys/add-watch-only failed: ${added.error.message}`);
  const accountId = (added.value as { id: string }).id;

  const records = openRecordsDatabase(recordsFilePath(dataDir));
  const cache = openCacheDatabase(cacheFilePath(dataDir));
  try {
    const repos = createRepositories(records, cache);
    const now = Date.now();
    const net = DEVNET_PROFILE_ID;
    repos.transaction(() => {
      repos.balances.replace(
        net,
        address,
        [
          { kind: 'total', denom: 'uxyz', amount: '123456789012' },
          { kind: 'spendable', denom: 'uxyz', amount: '100456789012' },
          { kind: 'delegated', denom: 'uxyz', amount: '23000000000' },
        ],
        now,
      );
      const holdings = Array.from({ length: 12 }, (_, i) => tokenRowAt(i, opts.tokens)).map((t, i) => ({
        token: t.address,
        name: t.name ?? '',
        symbol: t.symbol ?? '',
        balance: String(5_000_000 * (i + 1)),
        priceUxyz: t.currentPrice,
        graduated: t.graduated,
      }));
      repos.holdings.replace(net, address, holdings, now);
      repos.tokens.replaceAll(
        net,
        Array.from({ length: opts.tokens }, (_, i) => tokenRowAt(i, opts.tokens)),
        now,
      );
    });
    const rows = Array.from({ length: opts.historyRows }, (_, i) =>
      historyRowAt(address, i, opts.historyRows),
    );
    // As the sync writes them: each batch and its fold into the per-day totals in one transaction.
    for (let i = 0; i < rows.length; i += 500)
      repos.transaction(() => {
        repos.history.upsertMany(net, address, rows.slice(i, i + 500));
        foldAfterWrite(repos, net, address);
      });
    repos.history.setCursor(net, address, {
      cursor: null,
      complete: true,
      newestHeight: 1000 + opts.historyRows - 1,
      updatedAt: now,
    });
    repos.charts.setLatestUsd(net, '1.25', now);
  } finally {
    cache.close();
    records.close();
  }
  return { accountId, address };
}
