// A chain runtime over in-memory repositories and a fake chain, with its events recorded.
import { createMemoryRepositories } from '../../../../electron/core/cache/repositories';
import type { PendingTxRow } from '../../../../electron/core/cache/repos/pending-types';
import { DEVNET_PROFILE } from '../../../../electron/core/config/devnet-profile';
import type { KeyService } from '../../../../electron/core/keys/types';
import { createChainRuntime } from '../../../../electron/core/runtime/chain-runtime';
import { resolveRuntimeOptions, type RuntimeOptions } from '../../../../electron/core/runtime/options';
import { DEFAULT_SETTINGS } from '../../../../shared/api/settings';
import type { AccountInfo } from '../../../../shared/api/keys';
import { createFakeChain } from './fake-chain';
import { pendingRow } from '../cache/pending-row';

export function openRuntime(
  opts: {
    accounts?: Array<Pick<AccountInfo, 'id' | 'address'>>;
    db?: ReturnType<typeof createMemoryRepositories>;
    options?: Partial<RuntimeOptions>;
    chain?: ReturnType<typeof createFakeChain>;
  } = {},
) {
  const db = opts.db ?? createMemoryRepositories();
  const chain = opts.chain ?? createFakeChain();
  const events: Array<{ event: string; payload: Record<string, unknown> }> = [];
  const keys = { listAccounts: () => opts.accounts ?? [] } as unknown as KeyService;
  const runtime = createChainRuntime(
    {
      db,
      keys,
      network: () => DEVNET_PROFILE,
      settings: () => DEFAULT_SETTINGS,
      launchpadAddress: async () => null,
      emit: (event, payload) => void events.push({ event, payload: payload as Record<string, unknown> }),
      clock: () => Date.now(),
      fetch: chain.fetch,
    },
    resolveRuntimeOptions({ trackIntervalMs: 5, httpRetries: 0, ...opts.options }),
  );
  const statuses = (hash: string) =>
    events.filter((e) => e.event === 'tx/status' && e.payload.txHash === hash).map((e) => e.payload.status);
  return { db, chain, runtime, events, statuses };
}

/** A pending row as a previous run of the wallet left it. */
export function openRow(hash: string, overrides: Partial<PendingTxRow> = {}): PendingTxRow {
  return pendingRow(hash, {
    networkId: DEVNET_PROFILE.id,
    accountId: 'acc-1',
    address: 'xyz1someone',
    summary: { text: 'Send 1 XYZ' },
    ...overrides,
  });
}
