// The devnet's internal contracts between its parts: chain <-> native contracts <-> backend indexer.
// Written first so the chain, the contracts and the backend can be built in parallel against it.

import type { DialectNames } from './codec/dialect-names';

/** A coin as the gateway JSON shows it: integer amount as a decimal string. */
export interface Coin {
  denom: string;
  amount: string;
}

export interface EventAttribute {
  key: string;
  value: string;
  index: boolean;
}

/** An ABCI event as tx_response.events shows it. */
export interface ChainEvent {
  type: string;
  attributes: EventAttribute[];
}

export interface BlockInfo {
  height: number;
  /** Block time (the chain's clock, which tests and the genesis seeder may set). */
  time: Date;
  chainId: string;
}

/** Thrown by contracts (and modules) for a failed message; the chain maps it to a result code. */
export class ChainError extends Error {
  constructor(
    readonly codespace: string,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ChainError';
  }
}

/** A contract's failure: the chain reports codespace "wasm", code 5, with this message in raw_log. */
export class ContractError extends ChainError {
  constructor(message: string) {
    super('wasm', 5, message);
    this.name = 'ContractError';
  }
}

/**
 * Key-value storage private to one contract instance. Every call is gas-metered by the chain with the
 * Cosmos KV costs (read 1000 + 3/byte, write 2000 + 30/byte, has/delete 1000, iterate 30 per item), and
 * writes are rolled back when the message fails.
 */
export interface ContractStorage {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  delete(key: string): void;
  /** Entries whose key starts with `prefix`, in ascending key order. */
  range(prefix: string): Array<[string, string]>;
}

/** Bank operations a contract may perform with its own account's funds (and queries on any account). */
export interface ContractBank {
  /** Sends `coins` from the contract's own account to `to`; throws ChainError(sdk, 5) on insufficient funds. */
  send(to: string, coins: Coin[]): void;
  balance(address: string, denom: string): bigint;
}

/** Calls from a contract into other contracts (executed as sub-messages, atomically with the caller). */
export interface ContractCalls {
  /** Instantiates `codeId` with `msg` and `funds` sent from this contract; returns the new address. */
  instantiate(codeId: number, msg: unknown, funds: Coin[], label: string, admin: string | null): string;
  /** Executes `msg` on `contract` with this contract as sender and `funds` sent from this contract. */
  execute(contract: string, msg: unknown, funds: Coin[]): void;
  /** Smart query of any contract. */
  query(contract: string, msg: unknown): unknown;
}

/** Everything a native contract sees while handling instantiate/execute. */
export interface ContractContext {
  /** This contract's address. */
  readonly self: string;
  /** The message sender (an account, or the calling contract for sub-messages). */
  readonly sender: string;
  /** Funds sent with this message (already transferred to `self` when the handler runs). */
  readonly funds: Coin[];
  readonly block: BlockInfo;
  readonly storage: ContractStorage;
  readonly bank: ContractBank;
  readonly calls: ContractCalls;
  /** The chain oracle's XYZ/USD price as a decimal string ("1.25"); used by the launchpad at creation. */
  oraclePriceUsd(): string;
  /** Adds an attribute to this execution's `wasm` event. */
  addAttribute(key: string, value: string): void;
  /** Emits a custom event `wasm-<type>` with `_contract_address` = self prepended to the attributes. */
  emit(type: string, attributes: Record<string, string>): void;
}

/** What a native contract sees while answering a smart query (read-only, not metered). */
export interface QueryContext {
  readonly self: string;
  readonly block: BlockInfo;
  readonly storage: Pick<ContractStorage, 'get' | 'range'>;
  readonly bank: Pick<ContractBank, 'balance'>;
  query(contract: string, msg: unknown): unknown;
}

/**
 * A contract implemented natively by the devnet behind the ledgerwasm module (DOMAIN.md section 6).
 * Messages arrive as parsed JSON; handlers validate them and throw ContractError on anything invalid.
 */
export interface NativeContract {
  readonly codeId: number;
  readonly name: string;
  instantiate(ctx: ContractContext, msg: unknown): void;
  execute(ctx: ContractContext, msg: unknown): void;
  query(ctx: QueryContext, msg: unknown): unknown;
}

/** One delivered transaction, as the chain records it for lookup, search and the indexer. */
export interface TxRecord {
  /** Uppercase hex sha256 of the raw tx bytes. */
  hash: string;
  height: number;
  /** Position of the tx in its block. */
  index: number;
  code: number;
  codespace: string;
  rawLog: string;
  gasWanted: string;
  gasUsed: string;
  events: ChainEvent[];
  /** RFC3339 block time without fraction, as tx_response.timestamp. */
  timestamp: string;
  /** Raw TxRaw bytes as submitted. */
  txBytes: Uint8Array;
  /** The decoded tx in gateway JSON (spec dialect): {body, auth_info, signatures}. */
  txJson: unknown;
  /** Uppercase hex of the TxMsgData (tx_response.data); empty when the tx failed. Set by the chain. */
  data?: string;
  /** Per-message logs as tx_response.logs shows them (v0.47); empty when the tx failed. Set by the chain. */
  logs?: Array<{
    msg_index: number;
    log: string;
    events: Array<{ type: string; attributes: Array<{ key: string; value: string }> }>;
  }>;
}

export interface BlockRecord {
  height: number;
  /** RFC3339 with fraction, as block.header.time. */
  time: string;
  /** Uppercase hex block hash. */
  hash: string;
  txs: TxRecord[];
  /** BeginBlock events (fee allocation: commission, rewards); absent in older stored blocks. */
  beginBlockEvents?: ChainEvent[];
  /** EndBlock events (complete_unbonding, complete_redelegation); absent in older stored blocks. */
  endBlockEvents?: ChainEvent[];
}

/**
 * How the backend indexer follows the chain: like a real indexer reading blocks and block results
 * over RPC, it sees only committed blocks with their txs and events, never chain state.
 */
export interface BlockSource {
  latestHeight(): number;
  block(height: number): BlockRecord | undefined;
  /** Called after each committed block, in height order. Returns an unsubscribe function. */
  subscribe(listener: (block: BlockRecord) => void): () => void;
}

/** Result of CheckTx for a submitted tx (what a SYNC broadcast reports). */
export interface CheckTxResult {
  hash: string;
  code: number;
  codespace: string;
  rawLog: string;
}

/**
 * In-process handle on the running devnet chain, for the genesis seeder and tests that need to steer
 * time. Everything else (wallet, backend API) talks to the chain over HTTP.
 */
export interface DevnetChainHandle {
  readonly chainId: string;
  /** The names the chain speaks (absent: the spec dialect's). */
  readonly names?: DialectNames;
  readonly launchpadAddress: string;
  /** CheckTx and add to the mempool, exactly like a SYNC broadcast. */
  broadcast(txBytes: Uint8Array): CheckTxResult;
  /** Commits one block with the mempool's txs at `time` (default: the chain clock, now). */
  produceBlock(time?: Date): BlockRecord;
  account(address: string): { accountNumber: number; sequence: number } | undefined;
  smartQuery(contract: string, msg: unknown): unknown;
  balance(address: string, denom: string): bigint;
  setOraclePrice(priceUsd: string): void;
  readonly blocks: BlockSource;
}
