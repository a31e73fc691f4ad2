// Tx search as a Cosmos SDK v0.50 node answers it (the stock dialect, when asked with `query`): the one `query`
// string is read (`events` and the deprecated `pagination.*` are not), pages are numbered (`page` from 1, `limit`
// 0 -> 100, at most CometBFT's 100 per page), `order_by` as before, and the answer has `pagination: null` beside
// `total` as a string. A page past the last is CometBFT's validatePage error ("page should be within range expected
// range: [1, N], given P"), which QueryTxsByEvents wraps and GetTxsEvent returns as gRPC Internal (HTTP 500).
import type { Chain } from '../chain';
import { parseQuery, searchTxs, type EventFilter } from '../search';
import { ChainError } from '../types';
import { GatewayError, invalidArgument } from './http';
import type { RouteRequest } from './router';
import { txResponseJson } from './tx-json';

const DEFAULT_LIMIT = 100;
/** CometBFT's maxPerPage for tx_search. */
const MAX_PER_PAGE = 100;
/** gRPC code Internal: QueryTxsByEvents' errors come back as status.Error(codes.Internal, ...). */
const INTERNAL = 13;

function uintParam(value: string | null, name: string): number {
  if (value === null || value === '') return 0;
  if (!/^\d+$/.test(value))
    throw invalidArgument(`${name}: invalid unsigned integer ${JSON.stringify(value)}`);
  return Number(value);
}

/** v0.50's GetTxsEvent over `query` (non-empty: the caller routes here only then). */
export function searchV050(
  chain: Chain,
  { query }: RouteRequest,
  order: 'asc' | 'desc',
): Record<string, unknown> {
  let filters: EventFilter[];
  try {
    filters = parseQuery(query.get('query') ?? '');
  } catch (err) {
    if (err instanceof ChainError) throw invalidArgument(err.message);
    throw err;
  }
  if (filters.length === 0) throw invalidArgument('query cannot be empty');
  const page = uintParam(query.get('page'), 'page') || 1;
  const limit = Math.min(uintParam(query.get('limit'), 'limit') || DEFAULT_LIMIT, MAX_PER_PAGE);
  const all = searchTxs(chain.blocks, filters);
  const ordered = order === 'desc' ? [...all].reverse() : all;
  const pages = Math.max(1, Math.ceil(all.length / limit));
  if (page > pages)
    throw new GatewayError(
      INTERNAL,
      `failed to search for txs: RPC error -32603 - Internal error: page should be within range expected range: [1, ${pages}], given ${page}`,
    );
  const txs = ordered.slice((page - 1) * limit, page * limit);
  return {
    txs: txs.map((tx) => tx.txJson),
    tx_responses: txs.map((tx) => txResponseJson(tx, chain.names)),
    pagination: null,
    total: String(all.length),
  };
}
