// What the renderer expects from the tx/data channels that are not yet declared in shared/api (see docs/decisions/0400).
// Replace each type with the contract's own export once shared/api/{tx,data}.ts declare it.
import type { TxStatus, NodeHealth } from '../../../shared/api/events';

export type TokenSource = 'launchpad' | 'amm';

/** One B1 token as cached by core. Amount fields are integer strings (uxyz or scaled prices, see spec). */
export interface TokenRow {
  address: string;
  name: string | null;
  symbol: string | null;
  image: string | null;
  description: string | null;
  creator: string | null;
  source: TokenSource;
  graduated: boolean;
  xyz_reserves: string;
  current_price: string;
  volume_24h: string;
  trade_count_24h: number;
  created_at: string | null;
  first_seen_at: string;
  /** Graduation threshold in uxyz from the launchpad progress query, when core knows it. */
  threshold?: string | null;
}

export interface HoldingRow {
  address: string;
  name: string;
  symbol: string;
  balance: string;
  price_uxyz: string;
  graduated: boolean;
}

export interface HistoryMessage {
  '@type': string;
  [field: string]: unknown;
}

export interface HistoryRow {
  hash: string;
  height: string;
  timestamp: string;
  code: number;
  memo: string;
  fee: { denom: string; amount: string }[];
  messages: HistoryMessage[];
  direction: 'in' | 'out' | 'self';
  raw_log: string;
  gas_wanted?: string;
  gas_used?: string;
  events?: { type: string; attributes: { key: string; value: string }[] }[];
  /** Set for rows the wallet submitted and is still tracking. */
  status?: TxStatus;
}

export interface NodeStatusView {
  health: NodeHealth;
  chainId: string | null;
  latestHeight: string | null;
  checkedAt: number;
}

export interface DashboardView {
  accountId: string;
  address: string;
  /** uxyz */
  total: string;
  /** uxyz */
  spendable: string;
  /** uxyz delegated */
  staked?: string;
  /** USD per XYZ as a decimal string; "0" or null = unknown. */
  priceUsd: string | null;
  holdings: HoldingRow[];
  recent: HistoryRow[];
  node: NodeStatusView | null;
  /** When the cached data was last refreshed (epoch ms); null = never. */
  updatedAt: number | null;
}

export interface ProgressView {
  xyz_reserves: string;
  threshold: string;
  graduated: boolean;
  pair: string | null;
}

export interface HistoryPage {
  rows: HistoryRow[];
  total: number;
  updatedAt: number | null;
}

export interface ValidatorView {
  operatorAddress: string;
  moniker: string;
  /** uxyz bonded */
  tokens: string;
  /** decimal string, e.g. "0.05" */
  commission: string;
  jailed: boolean;
}

export interface DelegationView {
  validatorAddress: string;
  /** uxyz */
  amount: string;
}

/** What core needs to build and simulate a transaction. */
export type TxDraft =
  | { kind: 'send'; accountId: string; to: string; amount: string; memo: string; feeTier: FeeTierName }
  | { kind: 'delegate'; accountId: string; validator: string; amount: string; memo: string; feeTier: FeeTierName }
  | { kind: 'bridge-out'; accountId: string; externalAddress: string; amount: string; memo: string; feeTier: FeeTierName }
  | { kind: 'launchpad-buy'; accountId: string; token: string; xyzAmount: string; slippageBps: number; feeTier: FeeTierName }
  | { kind: 'launchpad-sell'; accountId: string; token: string; tokenAmount: string; slippageBps: number; feeTier: FeeTierName }
  | { kind: 'amm-swap'; accountId: string; token: string; offer: 'xyz' | 'token'; amount: string; slippageBps: number; feeTier: FeeTierName };
/* Trades carry a slippage limit in basis points; core quotes the exact expected output (curve / pool query) and sets
   min_tokens_out / min_xyz_out / max_spread from it, returning both in the review (expectedOut, minOut). */

export type FeeTierName = 'low' | 'average' | 'high';

/** The review core returns after simulating: exactly what will be signed. */
export interface TxReview {
  reviewId: string;
  /** uxyz per tier */
  fees: Record<FeeTierName, string>;
  feeTier: FeeTierName;
  gasLimit: string;
  gasUsed: string;
  /** uxyz leaving the account including the fee */
  total: string;
  messages: HistoryMessage[];
  memo: string;
  /** Expected output for trades (token units or uxyz), when applicable. */
  expectedOut?: string;
  /** Minimum output the signed message enforces (slippage limit applied), when applicable. */
  minOut?: string;
}

export interface TxSubmitted {
  txHash: string;
  status: TxStatus;
  code?: number;
  rawLog?: string;
}
