// The devnet chain: state, CheckTx into the mempool, simulate, block production (DeliverTx + commit),
// persistence, and the in-process DevnetChainHandle.
import { DEVNET_CHAIN_ID } from '../../shared/chain';
import type { Dialect } from '../../shared/dialect';
import { dialectNames, type DialectNames } from './codec/dialect-names';
import { decodeTx, txToJson, type DecodedTx } from './codec/tx';
import { makeContext, type ExecContext } from './context';
import { beginBlock, endBlock } from './abci-hooks';
import { EventCollector } from './events';
import { FEE_COLLECTOR_ADDRESS } from './fee';
import { mintCoins } from './modules/bank';
import { sdkError, asChainError } from './errors';
import { GasMeter } from './gas';
import { BlockStore } from './blocks';
import { Mempool } from './mempool';
import { ChainDb } from './persist';
import { runTx, type TxResult } from './run-tx';
import { CacheStore, MemStore, type KVStore } from './store';
import { getAccount } from './modules/auth';
import { getBalance } from './modules/bank';
import { setOraclePrice } from './modules/oracle';
import { jailValidator } from './modules/staking-jail';
import type { Validator } from './modules/staking';
import { endBlockGov, openProposal, type NewProposal, type Proposal } from './modules/gov';
import { queryContract } from './wasm/module';
import { registryOf } from './wasm/registry';
import { sha256 } from './crypto';
import type { HandlerEnv } from './handlers';
import type {
  BlockInfo,
  BlockRecord,
  CheckTxResult,
  DevnetChainHandle,
  NativeContract,
  TxRecord,
} from './types';

/** CometBFT's default max_tx_bytes. */
export const MAX_TX_BYTES = 1_048_576;
const GENESIS_KEY = 'meta/genesis_time';
/** The dialect a non-spec chain was created in (absent: spec), so a data dir is never reopened in the other. */
const DIALECT_KEY = 'meta/dialect';

export interface ChainOptions {
  chainId?: string;
  contracts: readonly NativeContract[];
  /** Directory for the SQLite state; undefined = in memory only. */
  dataDir?: string;
  clock?: () => Date;
  /** Address allowed to sign bridge-in mints. */
  bridgeAuthority: string;
  /** Keep only this many recent blocks (a pruning node; default: all). */
  keepRecentBlocks?: number;
  /** The names the chain speaks (REST paths, type URLs, amino names); default the spec dialect. */
  dialect?: Dialect;
}

/** RFC3339 without fraction, as tx_response.timestamp. */
export function rfc3339Seconds(time: Date): string {
  return time.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export class Chain {
  readonly chainId: string;
  readonly names: DialectNames;
  readonly blocks: BlockStore;
  readonly env: HandlerEnv;
  readonly clock: () => Date;
  private readonly committed = new MemStore();
  private checkState: CacheStore;
  private readonly mempool = new Mempool();
  private readonly db: ChainDb | undefined;
  private lastBlockTime: Date;
  private lastBlockHash = '';
  /** Devnet control: what /syncing reports. */
  syncing = false;
  launchpadAddress = '';

  constructor(opts: ChainOptions) {
    this.chainId = opts.chainId ?? DEVNET_CHAIN_ID;
    this.blocks = new BlockStore(opts.keepRecentBlocks);
    this.names = dialectNames(opts.dialect ?? 'spec');
    this.clock = opts.clock ?? (() => new Date());
    this.env = { contracts: registryOf(opts.contracts), bridgeAuthority: opts.bridgeAuthority };
    if (opts.dataDir) {
      this.db = new ChainDb(opts.dataDir, opts.keepRecentBlocks);
      this.db.loadState(this.committed);
      for (const block of this.db.loadBlocks()) this.blocks.add(block, false);
    }
    const latest = this.blocks.latest();
    this.lastBlockTime = latest ? new Date(latest.time) : new Date(this.genesisTime()?.getTime() ?? 0);
    this.lastBlockHash = latest?.hash ?? '';
    this.launchpadAddress = this.committed.get('meta/launchpad_address') ?? '';
    this.checkState = new CacheStore(this.committed);
    this.refuseOtherDialect(opts.dataDir);
  }

  /** A chain created in one dialect holds txs and events named in it: reopening it in the other is refused. */
  private refuseOtherDialect(dataDir: string | undefined): void {
    if (this.isFresh()) return;
    const stored = (this.committed.get(DIALECT_KEY) ?? 'spec') as Dialect;
    if (stored === this.names.dialect) return;
    this.db?.close();
    throw new Error(
      `the data directory ${dataDir ?? ''} holds a chain in the ${stored} dialect, not ${this.names.dialect}: ` +
        `start it with --dialect ${stored}, or use --reset`,
    );
  }

  /** True until `initGenesis` has run on this state. */
  isFresh(): boolean {
    return this.committed.get(GENESIS_KEY) === undefined;
  }

  genesisTime(): Date | undefined {
    const raw = this.committed.get(GENESIS_KEY);
    return raw ? new Date(raw) : undefined;
  }

  /** Writes genesis state with an unmetered context at height 0, then persists it. */
  initGenesis(time: Date, write: (ctx: ExecContext) => void): void {
    const meter = new GasMeter();
    const branchStore = new CacheStore(this.committed);
    const ctx = makeContext(
      branchStore,
      meter,
      { height: 0, time, chainId: this.chainId },
      undefined,
      this.names,
    );
    write({ ...ctx, store: branchStore });
    branchStore.set(GENESIS_KEY, time.toISOString());
    if (this.names.dialect !== 'spec') branchStore.set(DIALECT_KEY, this.names.dialect);
    if (this.launchpadAddress) branchStore.set('meta/launchpad_address', this.launchpadAddress);
    branchStore.write();
    this.lastBlockTime = time;
    this.persist();
    this.checkState = new CacheStore(this.committed);
  }

  /** Committed state, read-only by convention (REST queries). */
  get state(): KVStore {
    return this.committed;
  }

  height(): number {
    return this.blocks.latestHeight();
  }

  private nextBlockInfo(time?: Date): BlockInfo {
    const requested = time ?? this.clock();
    const t =
      requested.getTime() > this.lastBlockTime.getTime()
        ? requested
        : new Date(this.lastBlockTime.getTime() + 1);
    return { height: this.height() + 1, time: t, chainId: this.chainId };
  }

  /** CheckTx: decode, size and duplicate checks, ante on the check state; adds to the mempool on success. */
  checkTx(txBytes: Uint8Array): CheckTxResult {
    let tx: DecodedTx;
    try {
      if (txBytes.length > MAX_TX_BYTES)
        throw sdkError(21, `tx size ${txBytes.length} exceeds max ${MAX_TX_BYTES}`);
      tx = decodeTx(txBytes, this.names);
      if (this.mempool.has(tx.hash) || this.blocks.hasTx(tx.hash))
        throw sdkError(19, 'tx already exists in cache');
      if (this.mempool.isFull()) throw sdkError(20, `mempool is full: ${this.mempool.size()} txs`);
    } catch (err) {
      const e = asChainError(err);
      return { hash: hashOf(txBytes), code: e.code, codespace: e.codespace, rawLog: e.message };
    }
    const result = runTx(this.env, this.checkState, tx, 'check', this.nextBlockInfo());
    if (result.code === 0) this.mempool.add(tx);
    return { hash: tx.hash, code: result.code, codespace: result.codespace, rawLog: result.rawLog };
  }

  /** Simulates on a throwaway branch of the check state. Throws ChainError code 2 when undecodable. */
  simulate(txBytes: Uint8Array): TxResult {
    const tx = decodeTx(txBytes, this.names);
    return runTx(this.env, new CacheStore(this.checkState), tx, 'simulate', this.nextBlockInfo());
  }

  /** Delivers every mempool tx into a new block at `time` (default: the clock, kept increasing) and commits. */
  produceBlock(time?: Date): BlockRecord {
    const info = this.nextBlockInfo(time);
    const blockStore = new CacheStore(this.committed);
    const timestamp = rfc3339Seconds(info.time);
    const beginEvents = new EventCollector();
    beginBlock(makeContext(blockStore, new GasMeter(), info, beginEvents, this.names));
    const txs: TxRecord[] = this.mempool.drain().map((tx, index) => {
      const result = runTx(this.env, blockStore, tx, 'deliver', info);
      return {
        hash: tx.hash,
        height: info.height,
        index,
        code: result.code,
        codespace: result.codespace,
        rawLog: result.rawLog,
        gasWanted: String(tx.fee.gasLimit),
        gasUsed: String(result.gasUsed),
        events: result.events,
        timestamp,
        txBytes: tx.bytes,
        txJson: txToJson(tx),
        data: Buffer.from(result.data).toString('hex').toUpperCase(),
        logs: result.logs,
      };
    });
    endBlockGov(blockStore, info.time);
    const endEvents = new EventCollector();
    endBlock(makeContext(blockStore, new GasMeter(), info, endEvents, this.names));
    blockStore.write();
    const hash = Buffer.from(
      sha256(
        new TextEncoder().encode(
          `${info.height}|${info.time.toISOString()}|${this.lastBlockHash}|${txs.map((t) => t.hash).join(',')}`,
        ),
      ),
    )
      .toString('hex')
      .toUpperCase();
    const block: BlockRecord = {
      height: info.height,
      time: info.time.toISOString(),
      hash,
      txs,
      beginBlockEvents: beginEvents.events,
      endBlockEvents: endEvents.events,
    };
    this.lastBlockTime = info.time;
    this.lastBlockHash = hash;
    this.persist(block);
    this.checkState = new CacheStore(this.committed);
    this.blocks.add(block);
    return block;
  }

  /** Applies a privileged state change outside any tx (devnet controls), then persists it. */
  private writeDirect(write: (store: KVStore) => void): void {
    write(this.committed);
    this.persist();
  }

  setOraclePrice(priceUsd: string): void {
    this.writeDirect((store) => setOraclePrice(store, priceUsd));
  }

  /** Devnet control: opens a text proposal in its voting period from now (the chain clock). */
  openProposal(input: Omit<NewProposal, 'start'>): Proposal {
    let opened: Proposal | undefined;
    this.writeDirect((store) => (opened = openProposal(store, { ...input, start: this.clock() })));
    return opened!;
  }

  /** Devnet control: jails `operator` and takes it out of the bonded set (no rewards, no vote power). */
  jailValidator(operator: string): Validator {
    let jailed: Validator | undefined;
    this.writeDirect((store) => {
      const block = { height: this.height(), time: this.lastBlockTime, chainId: this.chainId };
      jailed = jailValidator(makeContext(store, new GasMeter(), block, undefined, this.names), operator);
    });
    return jailed!;
  }

  /** Devnet control: mints `amount` uxyz into the fee collector; the next block distributes it. */
  addToFeePool(amount: bigint): void {
    this.writeDirect((store) => {
      const block = { height: this.height(), time: this.lastBlockTime, chainId: this.chainId };
      const ctx = makeContext(store, new GasMeter(), block, undefined, this.names);
      mintCoins(ctx, 'devnet', FEE_COLLECTOR_ADDRESS, [{ denom: 'uxyz', amount: amount.toString() }]);
    });
  }

  private persist(block?: BlockRecord): void {
    const dirty = this.committed.takeDirty();
    this.db?.commit(dirty, block);
  }

  /** Account number and pending sequence (check state: includes mempool txs). */
  account(address: string): { accountNumber: number; sequence: number } | undefined {
    const account = getAccount(this.checkState, address);
    return account ? { accountNumber: account.accountNumber, sequence: account.sequence } : undefined;
  }

  balance(address: string, denom: string): bigint {
    return getBalance(this.committed, address, denom);
  }

  smartQuery(contract: string, msg: unknown): unknown {
    const latest = this.blocks.latest();
    const block: BlockInfo = {
      height: this.height(),
      time: latest ? new Date(latest.time) : this.lastBlockTime,
      chainId: this.chainId,
    };
    return queryContract(this.env, this.committed, block, contract, msg);
  }

  pendingTxCount(): number {
    return this.mempool.size();
  }

  close(): void {
    this.db?.close();
  }

  /** The in-process handle for the genesis seeder and tests. */
  handle(): DevnetChainHandle {
    const chain: Chain = this as Chain;
    return {
      chainId: chain.chainId,
      names: chain.names,
      get launchpadAddress() {
        return chain.launchpadAddress;
      },
      broadcast: (txBytes) => chain.checkTx(txBytes),
      produceBlock: (time) => chain.produceBlock(time),
      account: (address) => chain.account(address),
      smartQuery: (contract, msg) => chain.smartQuery(contract, msg),
      balance: (address, denom) => chain.balance(address, denom),
      setOraclePrice: (price) => chain.setOraclePrice(price),
      blocks: chain.blocks,
    };
  }
}

function hashOf(bytes: Uint8Array): string {
  return Buffer.from(sha256(bytes)).toString('hex').toUpperCase();
}
