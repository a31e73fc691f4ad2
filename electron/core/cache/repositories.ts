// Opens every cache repository on one database.
import type Database from 'better-sqlite3';
import { createAccountsRepo } from './repos/accounts-repo';
import { createAddressBookRepo } from './repos/addressbook-repo';
import { createBalancesRepo } from './repos/balances-repo';
import { createHistoryRepo } from './repos/history-repo';
import { createHoldingsRepo } from './repos/holdings-repo';
import { createKvRepo } from './repos/kv-repo';
import { createNetworksRepo } from './repos/networks-repo';
import { createPendingRepo } from './repos/pending-repo';
import { createTokensRepo } from './repos/tokens-repo';
import type { CacheRepositories } from './types';

export type Repositories = CacheRepositories & { networks: ReturnType<typeof createNetworksRepo> };

export function createRepositories(db: Database.Database): Repositories {
  return {
    accounts: createAccountsRepo(db),
    balances: createBalancesRepo(db),
    tokens: createTokensRepo(db),
    holdings: createHoldingsRepo(db),
    history: createHistoryRepo(db),
    pending: createPendingRepo(db),
    kv: createKvRepo(db),
    networks: createNetworksRepo(db),
    addressBook: createAddressBookRepo(db),
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}
