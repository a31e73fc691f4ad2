// startDevnet: the devnet composition root — chain (+ base genesis and lived-in seeding on fresh state),
// chain REST, RPC and backend listeners, devnet controls, and block production.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse, Server } from 'node:http';
import type { Dialect } from '../shared/dialect';
import { Chain } from './chain/chain';
import { DEVNET_KEYS } from './chain/genesis-keys';
import { genesisValidators, writeBaseGenesis } from './chain/genesis';
import { ChainDb } from './chain/persist';
import { BlockProducer, type BlockTime } from './chain/producer';
import { createRestHandler } from './chain/rest/index';
import { TxSigner } from './chain/tx-signer';
import { loadNativeContracts } from './chain/wasm/registry';
import type { BlockSource, DevnetChainHandle, NativeContract } from './chain/types';
import { createControls, Faults } from './controls';
import { closeServer, createRpcHandler, listen, withFaults } from './server';
import { startRelay, type RunningRelay } from './relay';

export interface DevnetOptions {
  /** Ports; 0 (the default here) = pick a free port. The CLI defaults to 1317 / 26657 / 8080. */
  restPort?: number;
  rpcPort?: number;
  backendPort?: number;
  host?: string;
  /** State directory (SQLite). Ignored with `memory`. Default ".devnet-data". */
  dataDir?: string;
  /** Keep everything in memory (nothing written to disk). */
  memory?: boolean;
  /** Wipe the data directory's state first. */
  reset?: boolean;
  /** Block interval in ms, or 'manual' (blocks only through produceBlock / POST /devnet/blocks). Default 1000. */
  blockTimeMs?: BlockTime;
  clock?: () => Date;
  /** Run the lived-in genesis seeding on fresh state (default true). */
  seed?: boolean;
  /** Start the backend (default true). */
  backend?: boolean;
  /** Override the native contracts (tests); default: devnet/chain/wasm/contracts. */
  contracts?: NativeContract[];
  priceFeedUrl?: string;
  /**
   * The names the chain and backend speak: 'spec' (default; `/ledger/...`, `/ledger.bank.v1beta1.MsgSend`) or
   * 'cosmos' (a stock Cosmos SDK node's `/cosmos/...`, `/cosmos.bank.v1beta1.MsgSend`, `cosmos-sdk/MsgSend`).
   */
  dialect?: Dialect;
  /** Log progress lines to stderr. */
  log?: (line: string) => void;
  /** Keep only this many recent blocks in the node (a pruning node; default: all). */
  keepRecentBlocks?: number;
  /** The WalletConnect relay's port (0 = a free one; default 0); `relay: false` starts none. */
  relayPort?: number;
  relay?: boolean;
}

export interface RunningDevnet {
  chainRestUrl: string;
  rpcUrl: string;
  backendUrl: string;
  chainId: string;
  dialect: Dialect;
  faucetAddress: string;
  launchpadAddress: string;
  /** ws:// URL of the loopback WalletConnect relay (decision 0740); null when started without it. */
  relayUrl: string | null;
  chain: DevnetChainHandle;
  /** Why the backend is not serving, when it is not. */
  backendError?: string;
  stop(): Promise<void>;
}

interface BackendLike {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  setFeed(opts: { priceUsd?: string; down?: boolean }): void;
  stop(): Promise<void>;
}

type CreateBackend = (opts: {
  chainRestUrl: string;
  blocks: BlockSource;
  dataDir?: string;
  clock?: () => Date;
  priceFeedUrl?: string;
  dialect?: Dialect;
}) => Promise<BackendLike>;
type SeedGenesis = (chain: DevnetChainHandle, opts: { now: Date }) => Promise<void>;

/** Imports a sibling module that another engineer writes; undefined + reason when it is missing or broken. */
async function optionalImport<T>(
  specifier: string,
  exportName: string,
): Promise<{ value?: T; error?: string }> {
  try {
    const mod = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
    const value = mod[exportName];
    if (typeof value !== 'function') return { error: `${specifier} does not export ${exportName}` };
    return { value: value as T };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

function sendBackendError(res: ServerResponse, status: number, code: string, message: string): void {
  const text = JSON.stringify({ error: { code, message } });
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(text);
}

export async function startDevnet(options: DevnetOptions = {}): Promise<RunningDevnet> {
  const log = options.log ?? (() => undefined);
  const clock = options.clock ?? (() => new Date());
  const dataDir = options.memory ? undefined : (options.dataDir ?? '.devnet-data');
  if (dataDir && options.reset) {
    ChainDb.reset(dataDir);
    rmSync(join(dataDir, 'backend'), { recursive: true, force: true });
  }
  const loaded = options.contracts ? { contracts: options.contracts } : await loadNativeContracts();
  if ('error' in loaded && loaded.error) log(`native contracts unavailable: ${loaded.error}`);
  const faucetKey = DEVNET_KEYS.faucet;
  const chain = new Chain({
    contracts: loaded.contracts,
    dataDir,
    clock,
    bridgeAuthority: faucetKey.address,
    keepRecentBlocks: options.keepRecentBlocks,
    dialect: options.dialect,
  });
  const handle = chain.handle();
  if (chain.isFresh()) {
    const now = clock();
    writeBaseGenesis(chain, new Date(now.getTime() - 2 * 86_400_000));
    log('base genesis written');
    if (options.seed !== false) {
      const seeder = await optionalImport<SeedGenesis>('./genesis/index', 'seedLivedInGenesis');
      if (seeder.value) {
        try {
          await seeder.value(handle, { now });
          log(`lived-in genesis seeded up to height ${chain.height()}`);
        } catch (err) {
          log(`lived-in genesis seeding failed: ${err instanceof Error ? err.message : String(err)}`);
        }
      } else log(`lived-in genesis skipped: ${seeder.error}`);
    }
  }

  const faults = new Faults();
  const producer = new BlockProducer(chain, options.blockTimeMs ?? 1000);
  const signer = new TxSigner(chain, faucetKey.mnemonic, faucetKey.address);
  const host = options.host ?? '127.0.0.1';
  const servers: Server[] = [];
  let backend: BackendLike | undefined;
  /** Listens, or (port taken, ...) releases everything opened so far and rethrows. */
  const open = async (handler: Parameters<typeof listen>[0], port: number | undefined) => {
    try {
      const opened = await listen(handler, port ?? 0, host);
      servers.push(opened.server);
      return opened;
    } catch (err) {
      await Promise.all(servers.map(closeServer));
      await backend?.stop();
      chain.close();
      throw err;
    }
  };
  let rpcUrl = '';
  const rest = await open(
    withFaults(
      createRestHandler(chain, { rpcAddress: () => rpcUrl.replace('http', 'tcp') }),
      faults,
      'gateway',
    ),
    options.restPort,
  );
  const rpc = await open(createRpcHandler(chain), options.rpcPort);
  rpcUrl = rpc.url;

  let backendError: string | undefined;
  if (options.backend !== false) {
    const factory = await optionalImport<CreateBackend>('./backend/index', 'createBackend');
    if (factory.value) {
      try {
        backend = await factory.value({
          chainRestUrl: rest.url,
          blocks: chain.blocks,
          dataDir: dataDir ? join(dataDir, 'backend') : undefined,
          clock,
          priceFeedUrl: options.priceFeedUrl,
          dialect: chain.names.dialect,
        });
      } catch (err) {
        backendError = err instanceof Error ? err.message : String(err);
      }
    } else backendError = factory.error;
  } else backendError = 'backend disabled';
  if (backendError) log(`backend unavailable: ${backendError}`);

  const controls = createControls({
    chain,
    signer,
    producer,
    faults,
    validators: genesisValidators(),
    feed: () => backend,
  });
  const api = withFaults(
    async (req, res) => {
      if (backend && (await backend.handle(req, res))) return;
      if (!backend && (req.url ?? '').startsWith('/api')) {
        req.resume();
        sendBackendError(res, 501, 'not_implemented', `backend not available: ${backendError ?? 'unknown'}`);
        return;
      }
      req.resume();
      sendBackendError(res, 404, 'not_found', `no route ${req.method} ${req.url}`);
    },
    faults,
    'backend',
  );
  const backendServer = await open(async (req, res) => {
    if (await controls(req, res)) return;
    await api(req, res);
  }, options.backendPort);
  let relay: RunningRelay | null = null;
  if (options.relay !== false) {
    try {
      relay = await startRelay({ host, port: options.relayPort ?? 0, log });
    } catch (err) {
      await Promise.all(servers.map(closeServer));
      await backend?.stop();
      chain.close();
      throw err;
    }
  }
  producer.start();

  let stopped = false;
  return {
    chainRestUrl: rest.url,
    rpcUrl: rpc.url,
    backendUrl: backendServer.url,
    chainId: chain.chainId,
    dialect: chain.names.dialect,
    faucetAddress: faucetKey.address,
    launchpadAddress: chain.launchpadAddress,
    relayUrl: relay?.url ?? null,
    chain: handle,
    backendError,
    async stop() {
      if (stopped) return;
      stopped = true;
      producer.stop();
      await Promise.all(servers.map(closeServer));
      await relay?.close();
      await backend?.stop();
      chain.close();
    },
  };
}
