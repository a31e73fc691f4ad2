// The devnet backend: composition root of the indexer, the /api service (B1-B6), the oracle feed and images.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Dialect } from '../../shared/dialect';
import type { BlockSource } from '../chain/types';
import { createRouter } from './api-routes';
import { BroadcastRelay } from './broadcast-relay';
import { ChainClient } from './chain-client';
import { openBackendDb } from './db';
import { Indexer } from './indexer';
import { OracleFeed } from './oracle-feed';
import { PriceService } from './price-service';

export { ORACLE_PATH, DEFAULT_PRICE_USD } from './oracle-feed';
export { IMAGES_PREFIX, tokenSvg } from './images';

export interface BackendOptions {
  /** Base URL of the chain REST the backend reads and relays to. */
  chainRestUrl: string;
  /** The committed blocks the indexer follows. */
  blocks: BlockSource;
  /** Directory for backend.sqlite; undefined = in memory (the index is rebuilt from height 1). */
  dataDir?: string;
  /** Clock for the 24h windows and the 5-minute price cache (tests inject one). */
  clock?: () => Date;
  /** Price feed URL for B5; undefined = this backend's own oracle endpoint on the listener serving the request. */
  priceFeedUrl?: string;
  /** The names the chain REST answers under (default spec). */
  dialect?: Dialect;
}

export interface Backend {
  /** Serves /api/..., /oracle/price and /images/...; resolves false for any other path ("not mine"). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Sets the oracle feed's USD price ("1.25") and/or takes the feed down (connections dropped) or up. */
  setFeed(opts: { priceUsd?: string; down?: boolean }): void;
  stop(): Promise<void>;
}

export async function createBackend(opts: BackendOptions): Promise<Backend> {
  const clock = opts.clock ?? (() => new Date());
  const db = openBackendDb(opts.dataDir);
  const indexer = new Indexer(db, opts.blocks);
  indexer.start();
  const chain = new ChainClient(opts.chainRestUrl, opts.dialect);
  const oracle = new OracleFeed(clock);
  let stopped = false;
  const handle = createRouter({
    db,
    indexer,
    chain,
    prices: new PriceService(clock),
    oracle,
    relay: new BroadcastRelay(db, chain, clock),
    clock,
    priceFeedUrl: opts.priceFeedUrl,
    isStopped: () => stopped,
  });
  return {
    handle,
    setFeed: (feed) => oracle.set(feed),
    async stop() {
      if (stopped) return;
      stopped = true;
      indexer.stop();
      db.close();
    },
  };
}
