// Opens every cache repository on one database.
import type Database from 'better-sqlite3';
import { createCheckpointDeferral } from './checkpoints';
import { openCacheDatabase, openRecordsDatabase } from './db';
import { createAccountsRepo } from './repos/accounts-repo';
import { createAddressBookRepo } from './repos/addressbook-repo';
import { createBalancesRepo } from './repos/balances-repo';
import { createChartsRepo } from './repos/charts-repo';
import { createHistoryRepo } from './repos/history-repo';
import { createHistoryDaysRepo } from './repos/history-days-repo';
import { createHoldingsRepo } from './repos/holdings-repo';
import { createKvRepo } from './repos/kv-repo';
import { createMultisigProposalsRepo } from './repos/multisig-proposals-repo';
import { createNetworksRepo } from './repos/networks-repo';
import { createPendingRepo } from './repos/pending-repo';
import { createTokenMarksRepo } from './repos/token-marks-repo';
import { createTokensRepo } from './repos/tokens-repo';
import { createTokenImagesRepo } from './repos/token-images-repo';
import type { CacheRepositories } from './repositories-types';

export type Repositories = CacheRepositories & { networks: ReturnType<typeof createNetworksRepo> };

/**
 * Builds every repository: accounts, kv, networks and address book on the records database; balances, tokens,
 * holdings, history and pending on the cache database. `transaction` spans the cache database only.
 */
export function createRepositories(records: Database.Database, cache: Database.Database): Repositories {
  return {
    accounts: createAccountsRepo(records),
    kv: createKvRepo(records),
    networks: createNetworksRepo(records),
    addressBook: createAddressBookRepo(records),
    tokenMarks: createTokenMarksRepo(records),
    multisigProposals: createMultisigProposalsRepo(records),
    balances: createBalancesRepo(cache),
    tokens: createTokensRepo(cache),
    holdings: createHoldingsRepo(cache),
    history: createHistoryRepo(cache),
    historyDays: createHistoryDaysRepo(cache),
    pending: createPendingRepo(cache),
    tokenImages: createTokenImagesRepo(cache),
    charts: createChartsRepo(cache),
    transaction: <T>(fn: () => T): T => cache.transaction(fn)(),
    // One deferral per connection: created here, with the repositories of that connection.
    deferCheckpoints: createCheckpointDeferral(cache),
  };
}

/** Both databases in memory (unit tests). */
export function createMemoryRepositories(): Repositories {
  return createRepositories(openRecordsDatabase(':memory:'), openCacheDatabase(':memory:'));
}
