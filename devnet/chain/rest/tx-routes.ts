// Chain REST #1-#4: tx by hash, tx search by events (the stock dialect's v0.50 `query` form: tx-search-v050),
// broadcast (SYNC/ASYNC) and simulate.
import type { Chain } from '../chain';
import { txHash } from '../crypto';
import { parseFilter, parseQuery, page, searchTxs, type EventFilter } from '../search';
import { ChainError } from '../types';
import { GatewayError, decodeBase64, invalidArgument, notFound, readJsonObject } from './http';
import { route, type Route, type RouteRequest } from './router';
import { broadcastResponseJson, txResponseJson } from './tx-json';
import { searchV050 } from './tx-search-v050';

const MAX_PAGE = 100;
const MAX_UINT64 = '18446744073709551615';

function parseOrder(value: string | null): 'asc' | 'desc' {
  switch (value ?? '') {
    case '':
    case 'ORDER_BY_UNSPECIFIED':
    case '0':
    case 'ORDER_BY_ASC':
    case '1':
      return 'asc';
    case 'ORDER_BY_DESC':
    case '2':
      return 'desc';
    default:
      throw invalidArgument(`${value} is not a valid tx.OrderBy`);
  }
}

function parseUint(value: string | null, name: string): number | undefined {
  if (value === null || value === '') return undefined;
  if (!/^\d+$/.test(value))
    throw invalidArgument(`${name}: invalid unsigned integer ${JSON.stringify(value)}`);
  return Number(value);
}

function toGateway(err: unknown): never {
  if (err instanceof ChainError) throw invalidArgument(err.message);
  throw err;
}

function search(chain: Chain, request: RouteRequest): unknown {
  const { query } = request;
  // The stock dialect asked the v0.50 way (a `query`) answers as v0.50 does; `events` alone as v0.47 does.
  if (chain.names.dialect === 'cosmos' && (query.get('query') ?? '').trim() !== '')
    return searchV050(chain, request, parseOrder(query.get('order_by')));
  let filters: EventFilter[];
  try {
    const events = query.getAll('events').filter((e) => e.trim() !== '');
    const q = query.get('query');
    filters = [...events.map(parseFilter), ...(q ? parseQuery(q) : [])];
  } catch (err) {
    toGateway(err);
  }
  if (filters.length === 0) throw invalidArgument('must declare at least one event to search');
  const reverse = query.get('pagination.reverse') === 'true';
  const parsedOrder = parseOrder(query.get('order_by'));
  const order = reverse ? (parsedOrder === 'asc' ? 'desc' : 'asc') : parsedOrder;
  const key = query.get('pagination.key') || undefined;
  let offset = parseUint(query.get('pagination.offset'), 'pagination.offset');
  if (key && offset !== undefined)
    throw invalidArgument('paginate: invalid request, either offset or key is expected, got both');
  let limit =
    parseUint(query.get('pagination.limit'), 'pagination.limit') ??
    parseUint(query.get('limit'), 'limit') ??
    0;
  if (limit === 0) limit = MAX_PAGE;
  limit = Math.min(limit, MAX_PAGE);
  const pageNumber = parseUint(query.get('page'), 'page');
  if (pageNumber !== undefined && offset === undefined && !key) offset = Math.max(pageNumber - 1, 0) * limit;
  try {
    const result = page(searchTxs(chain.blocks, filters), { order, limit, key, offset });
    return {
      txs: result.txs.map((tx) => tx.txJson),
      tx_responses: result.txs.map((tx) => txResponseJson(tx, chain.names)),
      pagination: { next_key: result.nextKey, total: String(result.total) },
      total: String(result.total),
    };
  } catch (err) {
    toGateway(err);
  }
}

function byHash(chain: Chain, { params }: RouteRequest): unknown {
  const hash = params[0]!;
  if (!/^[0-9a-fA-F]{64}$/.test(hash))
    throw invalidArgument(`invalid tx hash ${JSON.stringify(hash)}: expected 64 hex characters`);
  const tx = chain.blocks.tx(hash);
  if (!tx) throw notFound(`tx not found: ${hash}`);
  return { tx: tx.txJson, tx_response: txResponseJson(tx, chain.names) };
}

async function broadcast(chain: Chain, { req }: RouteRequest): Promise<unknown> {
  const body = await readJsonObject(req);
  if (body.tx_bytes === undefined || body.tx_bytes === '' || body.tx_bytes === null)
    throw invalidArgument('invalid empty tx');
  const txBytes = decodeBase64(body.tx_bytes);
  if (!txBytes) throw invalidArgument('tx_bytes: illegal base64 data');
  if (txBytes.length === 0) throw invalidArgument('invalid empty tx');
  const mode = body.mode ?? 'BROADCAST_MODE_UNSPECIFIED';
  if (mode === 'BROADCAST_MODE_SYNC' || mode === 2) {
    const result = chain.checkTx(txBytes);
    return { tx_response: broadcastResponseJson(result.hash, result.code, result.codespace, result.rawLog) };
  }
  if (mode === 'BROADCAST_MODE_ASYNC' || mode === 3) {
    chain.checkTx(txBytes);
    return { tx_response: broadcastResponseJson(txHash(txBytes), 0, '', '') };
  }
  throw new GatewayError(2, `unsupported return type ${String(mode)}; supported types: sync, async`);
}

async function simulate(chain: Chain, { req }: RouteRequest): Promise<unknown> {
  const body = await readJsonObject(req);
  if (body.tx_bytes === undefined || body.tx_bytes === '' || body.tx_bytes === null)
    throw invalidArgument('empty txBytes is not allowed');
  const txBytes = decodeBase64(body.tx_bytes);
  if (!txBytes) throw invalidArgument('tx_bytes: illegal base64 data');
  let result;
  try {
    result = chain.simulate(txBytes);
  } catch (err) {
    toGateway(err);
  }
  if (result.code !== 0) throw new GatewayError(2, `${result.rawLog} with gas used: '${result.gasUsed}'`);
  return {
    gas_info: { gas_wanted: MAX_UINT64, gas_used: String(result.gasUsed) },
    result: {
      data: Buffer.from(result.data).toString('base64'),
      log: result.rawLog,
      events: result.events,
      msg_responses: result.msgResponses,
    },
  };
}

export function txRoutes(chain: Chain): Route[] {
  return [
    route('GET', '/ledger/tx/v1beta1/txs/:hash', (r) => byHash(chain, r)),
    route('GET', '/ledger/tx/v1beta1/txs', (r) => search(chain, r)),
    route('POST', '/ledger/tx/v1beta1/txs', (r) => broadcast(chain, r)),
    route('POST', '/ledger/tx/v1beta1/simulate', (r) => simulate(chain, r)),
  ];
}
