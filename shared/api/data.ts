// Contract of the data domain: dashboard, token list and progress, history, staking, supply and node status.
// Every read answers from the SQLite cache first (with updatedAt) and refreshes in the background (events follow).
import { z } from 'zod';
import { channel, emptyRequest, idSchema, type EpochMs } from './channel';
import type { NodeHealth } from './events';

/** Native balances in uxyz integer strings; null when never fetched. */
export interface BalancesView {
  total: string;
  spendable: string;
  delegated: string;
  /** Sum of the account's unbonding entries' balances; null when the chain could not say (never read yet). */
  unbonding: string | null;
  /** Whole uxyz of the unclaimed staking rewards (the chain's DecCoin total truncated); null when unknown. */
  rewards: string | null;
}

export interface HoldingView {
  token: string;
  name: string;
  symbol: string;
  /** Micro-units. */
  balance: string;
  /** uxyz per token scaled by 10^6. */
  priceUxyz: string;
  graduated: boolean;
}

export interface Dashboard {
  accountId: string;
  address: string;
  balances: BalancesView | null;
  balancesUpdatedAt: EpochMs | null;
  holdings: HoldingView[];
  holdingsUpdatedAt: EpochMs | null;
  /** XYZ/USD as a decimal string; null = unknown (show "—", never $0.00). */
  priceUsd: string | null;
  /** True when the cache is older than the refresh interval or the last refresh failed. */
  stale: boolean;
  /** True when a background refresh was started by this call. */
  refreshing: boolean;
}

export interface TokenView {
  address: string;
  name: string | null;
  symbol: string | null;
  image: string | null;
  description: string | null;
  creator: string | null;
  source: 'launchpad' | 'amm';
  graduated: boolean;
  /** AMM pair address (non-spec backend field `pair`); null when the backend does not say (then: tokens/progress). */
  pair: string | null;
  xyzReserves: string;
  currentPrice: string;
  volume24h: string;
  tradeCount24h: number;
  createdAt: string | null;
  firstSeenAt: string;
}

export interface TokenProgress {
  token: string;
  xyzReserves: string;
  threshold: string;
  graduated: boolean;
  pair: string | null;
  /** reserves / threshold in percent with 2 decimals ("42.17"), capped at "100.00". */
  percent: string;
  updatedAt: EpochMs;
}

export interface HistoryEntry {
  hash: string;
  height: number;
  timestamp: string;
  code: number;
  memo: string;
  fee: Array<{ denom: string; amount: string }>;
  messages: unknown[];
  direction: 'in' | 'out' | 'self';
  rawLog: string;
}

export interface HistoryPage {
  rows: HistoryEntry[];
  /** Rows stored for the account. */
  stored: number;
  /** True once the whole past has been fetched. */
  complete: boolean;
  updatedAt: EpochMs | null;
}

export interface ValidatorView {
  operatorAddress: string;
  moniker: string;
  tokens: string;
  commissionRate: string;
  jailed: boolean;
  status: string;
}

export interface NodeStatusView {
  health: NodeHealth | 'unhealthy';
  chainId: string | null;
  expectedChainId: string;
  syncing: boolean | null;
  latestHeight: string | null;
  signingBlocked: boolean;
  message: string;
  checkedAt: EpochMs;
}

/** The node's versions from node_info (#10); empty strings where the node leaves a field out. */
export interface NodeInfoView {
  /** default_node_info.network. */
  chainId: string;
  moniker: string;
  nodeId: string;
  /** Consensus engine version (default_node_info.version). */
  consensusVersion: string;
  protocol: { p2p: string; block: string; app: string };
  /** application_version.name / app_name / version. */
  appName: string;
  appBinaryName: string;
  appVersion: string;
  /** Framework version: application_version.ledger_sdk_version (cosmos_sdk_version on a cosmos-dialect node). */
  sdkVersion: string;
  goVersion: string;
  /** When core read it from the node (answers are cached in memory for a short time). */
  fetchedAt: EpochMs;
}

export interface TxEventView {
  type: string;
  attributes: Array<{ key: string; value: string }>;
}

/** One transaction as the node reports it now (#1 GET /ledger/tx/v1beta1/txs/{hash}). */
export interface TxDetailView {
  hash: string;
  height: number;
  code: number;
  codespace: string;
  rawLog: string;
  /** Gas units as integer strings. */
  gasWanted: string;
  gasUsed: string;
  events: TxEventView[];
  timestamp: string;
  memo: string;
  fee: Array<{ denom: string; amount: string }>;
  messages: unknown[];
}

const txHashSchema = z.string().regex(/^[0-9a-fA-F]{64}$/, 'expected a 64-character hex transaction hash');

const beforeSchema = z.strictObject({
  height: z.number().int().nonnegative(),
  hash: z.string().min(1).max(128),
});

export const dataChannels = {
  /** Cache-first dashboard of an account (default: the active one); starts a background refresh unless `refresh: false`. */
  'dashboard/get': channel(
    z.strictObject({ accountId: idSchema.optional(), refresh: z.boolean().optional() }),
  ).returns<Dashboard>(),
  /** Token list (B1) from the cache; `refresh: true` waits for a fresh copy. */
  'tokens/list': channel(z.strictObject({ refresh: z.boolean().optional() })).returns<{
    tokens: TokenView[];
    updatedAt: EpochMs | null;
  }>(),
  /** Launchpad graduation progress of one token (exact threshold from the contract). */
  'tokens/progress': channel(z.strictObject({ token: z.string().min(1).max(128) })).returns<TokenProgress>(),
  /** A page of cached history, newest first; `before` continues after the last row of the previous page. */
  'history/page': channel(
    z.strictObject({
      accountId: idSchema,
      limit: z.number().int().min(1).max(100).default(20),
      before: beforeSchema.optional(),
    }),
  ).returns<HistoryPage>(),
  /**
   * Cached history matching every word of `query` (as a word prefix) in memo, hash, an address of the messages,
   * a contact's name or a token's symbol/name; newest first, `before` continues like 'history/page'.
   */
  'history/search': channel(
    z.strictObject({
      accountId: idSchema,
      query: z.string().max(200),
      limit: z.number().int().min(1).max(100).default(20),
      before: beforeSchema.optional(),
    }),
  ).returns<{ rows: HistoryEntry[] }>(),
  /** Fetches new history (and continues the backfill) into the cache, with 'sync/progress' events. */
  'history/sync': channel(z.strictObject({ accountId: idSchema })).returns<{
    added: number;
    stored: number;
    complete: boolean;
  }>(),
  /** The cached history of an account as CSV text. */
  'history/export-csv': channel(z.strictObject({ accountId: idSchema })).returns<{
    csv: string;
    rows: number;
  }>(),
  'staking/validators': channel(emptyRequest).returns<{ validators: ValidatorView[] }>(),
  'staking/delegations': channel(z.strictObject({ accountId: idSchema })).returns<{
    delegations: Array<{ validatorAddress: string; amount: string }>;
    total: string;
  }>(),
  /** Total supply of the native denom (changes only through bridge mint/burn). */
  'supply/get': channel(emptyRequest).returns<{ denom: string; amount: string }>(),
  /** Probes the node now (node_info, syncing, latest block, RPC /health) and pushes 'node/status'. */
  'node/status': channel(emptyRequest).returns<NodeStatusView>(),
  /** The node's versions from node_info (#10), cached by core for a short time; `network`/`timeout` when unreachable. */
  'node/info': channel(emptyRequest).returns<NodeInfoView>(),
  /** One transaction fresh from the node (#1) with gas and events; `not_found` while the node does not know it. */
  'history/detail': channel(
    z.strictObject({ accountId: idSchema.optional(), txHash: txHashSchema }),
  ).returns<TxDetailView>(),
} as const;

/** Token images, a domain of their own (handled by electron/core/handlers/images.ts, not the data handlers). */
export const tokenImageChannels = {
  /**
   * A token image as a `data:` URL (the renderer's CSP allows no remote images): fetched by core from an https
   * URL or the active backend's origin, PNG/JPEG/GIF/WebP by magic bytes, at most 256 KiB, cached. Null when the
   * URL is not allowed, the image failed (retried after an hour) or is not one of those types.
   */
  'data/token-image': channel(z.strictObject({ url: z.string().min(1).max(2048) })).returns<{
    dataUrl: string | null;
  }>(),
} as const;
