// Every repository the core reads and writes, in one object, with the cache database's transaction helpers.
import type { AccountsRepo } from './repos/accounts-types';
import type { AddressBookRepo } from './repos/addressbook-types';
import type { BalancesRepo } from './repos/balances-types';
import type { ChartsRepo } from './repos/charts-types';
import type { HistoryRepo } from './repos/history-types';
import type { HistoryDaysRepo } from './repos/history-days-types';
import type { HoldingsRepo } from './repos/holdings-types';
import type { KvRepo } from './repos/kv-types';
import type { MultisigProposalsRepo } from './repos/multisig-proposals-types';
import type { NetworksRepo } from './repos/networks-types';
import type { PendingRepo } from './repos/pending-types';
import type { TokenImagesRepo } from './repos/token-images-types';
import type { TokenMarksRepo } from './repos/token-marks-types';
import type { TokensRepo } from './repos/tokens-types';

/** Every repository: user records in `wallet.sqlite`, chain data in `wallet-cache.sqlite`. */
export interface CacheRepositories {
  accounts: AccountsRepo;
  balances: BalancesRepo;
  tokens: TokensRepo;
  tokenMarks: TokenMarksRepo;
  holdings: HoldingsRepo;
  history: HistoryRepo;
  /** Per-day totals of each history's effect on native XYZ (the portfolio chart). */
  historyDays: HistoryDaysRepo;
  pending: PendingRepo;
  tokenImages: TokenImagesRepo;
  charts: ChartsRepo;
  kv: KvRepo;
  /** Shared-account proposals with their collected signatures (records file). */
  multisigProposals: MultisigProposalsRepo;
  networks: NetworksRepo;
  addressBook: AddressBookRepo;
  /** Runs `fn` in one transaction of the CACHE database (multi-repo chain-data writes). */
  transaction<T>(fn: () => T): T;
  /** Runs a bulk write (a history sync) with the CACHE database's WAL checkpoints deferred to one at its end. */
  deferCheckpoints<T>(work: () => Promise<T>): Promise<T>;
}
