// The backend's request router: /api (B1-B6), the oracle feed and token images; anything else is not ours.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BroadcastRelay } from './broadcast-relay';
import type { ChainClient } from './chain-client';
import type { Db } from './db';
import type { Indexer } from './indexer';
import type { OracleFeed } from './oracle-feed';
import type { PriceService } from './price-service';
import { historyPageJson } from './history-repo';
import {
  ApiError,
  listenerUrl,
  readJsonObject,
  requestOrigin,
  sendError,
  sendJson,
  sendJsonText,
} from './http';
import { absoluteImageUrl, imageFile, IMAGES_PREFIX, tokenPng, tokenSvg } from './images';
import { ORACLE_PATH } from './oracle-feed';
import { knownTokenContracts, listTokens } from './token-repo';
import { optionalInt, requireAddress, requireBase64 } from './validate';

export interface RouteDeps {
  db: Db;
  indexer: Indexer;
  chain: ChainClient;
  prices: PriceService;
  oracle: OracleFeed;
  relay: BroadcastRelay;
  clock: () => Date;
  /** Feed URL for B5; undefined = this listener's own oracle endpoint. */
  priceFeedUrl?: string;
  /** True once stop() ran: the database is closed. */
  isStopped: () => boolean;
}

/** How many token contracts B3 queries at once. */
const HOLDING_QUERY_CONCURRENCY = 8;

type Handler = (req: IncomingMessage, url: URL, res: ServerResponse) => Promise<void>;

export function createRouter(deps: RouteDeps) {
  const routes: Record<string, { method: 'GET' | 'POST'; handler: Handler }> = {
    '/api/tokens': {
      method: 'GET',
      handler: async (req, _url, res) => {
        deps.indexer.catchUp();
        const origin = requestOrigin(req);
        const tokens = listTokens(deps.db, deps.clock().getTime()).map((t) => ({
          ...t,
          image: absoluteImageUrl(t.image, origin),
        }));
        sendJson(res, 200, { tokens });
      },
    },
    '/api/wallet/balance': {
      method: 'GET',
      handler: async (_req, url, res) => {
        const address = requireAddress(url.searchParams);
        sendJson(res, 200, { address, balance: await deps.chain.balance(address) });
      },
    },
    '/api/wallet/tokens': {
      method: 'GET',
      handler: async (_req, url, res) => {
        const address = requireAddress(url.searchParams);
        deps.indexer.catchUp();
        sendJson(res, 200, { address, tokens: await holdings(deps, address) });
      },
    },
    '/api/wallet/transactions': {
      method: 'GET',
      handler: async (_req, url, res) => {
        const address = requireAddress(url.searchParams);
        const limit = optionalInt(url.searchParams, 'limit', 20, 1, 100);
        const page = optionalInt(url.searchParams, 'page', 1, 1, Number.MAX_SAFE_INTEGER);
        deps.indexer.catchUp();
        const { total, transactionsJson } = historyPageJson(deps.db, address, limit, page);
        // The entries are stored JSON already (tx-entry.ts): only the envelope is serialised here.
        const head = JSON.stringify({ address, page, limit, total }).slice(0, -1);
        sendJsonText(res, 200, `${head},"transactions":${transactionsJson}}`);
      },
    },
    '/api/wallet/prices': {
      method: 'GET',
      handler: async (req, _url, res) => {
        const feedUrl = deps.priceFeedUrl ?? `${listenerUrl(req)}${ORACLE_PATH}`;
        sendJson(res, 200, await deps.prices.price(feedUrl));
      },
    },
    '/api/wallet/broadcast': {
      method: 'POST',
      handler: async (req, _url, res) => {
        const txBytes = requireBase64(await readJsonObject(req), 'tx_bytes');
        sendJson(res, 200, await deps.relay.relay(txBytes));
      },
    },
  };

  /** Serves the request when the path is ours; false means "not mine" (the caller answers it). */
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (deps.isStopped()) {
      if (!(req.url ?? '').startsWith('/api')) return false;
      sendError(res, new ApiError(503, 'unavailable', 'the backend is stopping'));
      return true;
    }
    const url = new URL(req.url ?? '/', 'http://backend.invalid');
    const { pathname } = url;
    if (pathname === ORACLE_PATH) {
      deps.oracle.handle(req, res);
      return true;
    }
    if (pathname.startsWith(IMAGES_PREFIX)) {
      serveImage(pathname, res);
      return true;
    }
    if (pathname !== '/api' && !pathname.startsWith('/api/')) return false;
    try {
      const route = routes[pathname.replace(/\/+$/, '')];
      if (!route) throw new ApiError(404, 'not_found', `no such endpoint: ${pathname}`);
      if (req.method !== route.method)
        throw new ApiError(405, 'method_not_allowed', `${pathname} accepts ${route.method} only`);
      await route.handler(req, url, res);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
      } else if (error instanceof ApiError) {
        sendError(res, error);
      } else {
        console.error('[backend]', error);
        sendError(res, new ApiError(500, 'internal', 'internal error'));
      }
    }
    return true;
  };
}

function serveImage(pathname: string, res: ServerResponse): void {
  const file = imageFile(pathname);
  if (file === null) {
    sendError(
      res,
      new ApiError(
        404,
        'not_found',
        'images are /images/<name>.svg or /images/<name>.png with a name of letters, digits, - or _',
      ),
    );
    return;
  }
  const body = file.format === 'png' ? tokenPng(file.name) : Buffer.from(tokenSvg(file.name));
  res.writeHead(200, {
    'content-type': file.format === 'png' ? 'image/png' : 'image/svg+xml',
    'content-length': body.length,
    'cache-control': 'public, max-age=86400',
    'access-control-allow-origin': '*',
  });
  res.end(body);
}

async function holdings(deps: RouteDeps, address: string) {
  const contracts = knownTokenContracts(deps.db);
  const balances = await mapLimit(contracts, HOLDING_QUERY_CONCURRENCY, async (c) => {
    const data = (await deps.chain.smartQuery(c.address, { balance: { address } })) as {
      balance?: unknown;
    } | null;
    const balance = typeof data?.balance === 'string' && /^\d+$/.test(data.balance) ? data.balance : '0';
    return balance;
  });
  return contracts
    .map((c, i) => ({
      address: c.address,
      name: c.name ?? '',
      symbol: c.symbol ?? '',
      balance: balances[i]!,
      price_uxyz: c.current_price,
      graduated: c.graduated,
    }))
    .filter((h) => BigInt(h.balance) > 0n);
}

/** Maps `items` through `fn` with at most `limit` calls in flight, keeping order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  });
  await Promise.all(workers);
  return out;
}
