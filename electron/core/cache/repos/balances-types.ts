// Balance snapshots of an address (bank total, spendable, delegated...): the rows and their repository.
import type { EpochMs } from '../../../../shared/api/channel';

export interface CoinRow {
  denom: string;
  /** Base units, decimal integer string. */
  amount: string;
}

/** A snapshot of an address's native balances: `kind` says which view (bank total, spendable, delegated...). */
export interface BalanceEntry extends CoinRow {
  kind: 'total' | 'spendable' | 'delegated' | 'unbonding' | 'rewards';
}

export interface BalanceSnapshot {
  entries: BalanceEntry[];
  updatedAt: EpochMs;
}

export interface BalancesRepo {
  get(networkId: string, address: string): BalanceSnapshot | null;
  /** Replaces the whole snapshot of one address atomically. */
  replace(networkId: string, address: string, entries: BalanceEntry[], updatedAt: EpochMs): void;
}
