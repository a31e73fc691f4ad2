// Typed client of the chain REST interface (spec #1-#14 plus auth account, wasm smart query and staking).
import { toBase64, toUtf8 } from '@cosmjs/encoding';
import type { z } from 'zod';
import {
  accountSchema,
  balanceByDenomSchema,
  balancesSchema,
  broadcastSchema,
  delegationsSchema,
  getTxSchema,
  latestBlockSchema,
  mintParamsSchema,
  nodeInfoSchema,
  searchTxsSchema,
  simulateSchema,
  smartQuerySchema,
  supplyByDenomSchema,
  supplySchema,
  syncingSchema,
  validatorsSchema,
  votingParamsSchema,
} from './chain-schemas';
import { otherDialect } from '../../../shared/dialect';
import { chainUrl, type Endpoints } from './endpoints';
import { HttpStatusError } from './errors';
import { getJson, postJson, type HttpOptions } from './http';
import type { ResponseCap } from './response-caps';
import { createStakingRestClient } from './staking-rest';

export type BroadcastMode = 'BROADCAST_MODE_SYNC' | 'BROADCAST_MODE_ASYNC';
export type OrderBy = 'ORDER_BY_ASC' | 'ORDER_BY_DESC';

/** Account number and sequence needed to sign; `pubKey` is base64 of the 33-byte key or null before first tx. */
export interface AccountInfo {
  address: string;
  accountNumber: bigint;
  sequence: bigint;
  /** The account's public key (base64) once it has signed, whatever its type; null before. */
  pubKey: string | null;
  /** The key's type URL as the node names it (e.g. `/cosmos.crypto.secp256k1.PubKey`); null without a key. */
  pubKeyType: string | null;
}

export interface TxSearch {
  /** Filters ANDed together, e.g. `message.sender='xyz1...'`; at least one. */
  events: string[];
  orderBy?: OrderBy;
  limit?: number;
  /** The previous page's `next_key`. */
  key?: string;
}

export type ChainRestClient = ReturnType<typeof createChainRestClient>;

/** A search page as the node answered it, with `next`: the cursor of the page after it (null after the last). */
export type SearchPage = z.infer<typeof searchTxsSchema> & { next: string | null };

/** The next page's cursor of a search reply (`next`; a reply without it: its `pagination.next_key`). */
export function nextCursor(reply: {
  next?: string | null;
  pagination?: { next_key?: string | null } | null;
}): string | undefined {
  return (reply.next !== undefined ? reply.next : reply.pagination?.next_key) ?? undefined;
}

/** What a stock node answers per page when `limit` is not given (the SDK's query.DefaultLimit). */
const STOCK_DEFAULT_LIMIT = 100;
/** CometBFT's maxPerPage, which a stock node's search cannot exceed. */
const STOCK_MAX_LIMIT = 100;
const PAGE_CURSOR = /^page:([1-9]\d{0,8})$/;

/** The stock dialect's paging cursor: the number of the page to ask for next. */
const cursorOfPage = (page: number) => `page:${page}`;

/** The page a stock-dialect cursor names (1 without one); a cursor of another shape is a caller's bug. */
function pageOfCursor(key: string | undefined): number {
  if (!key) return 1;
  const match = PAGE_CURSOR.exec(key);
  if (!match) throw new Error(`not a page cursor of the stock dialect: ${key}`);
  return Number(match[1]);
}

export function createChainRestClient(endpoints: Pick<Endpoints, 'restUrl' | 'dialect'>, http: HttpOptions) {
  const get = <S extends z.ZodType>(url: string, schema: S, cap: ResponseCap = 'object') =>
    getJson(url, schema, http, cap);
  const url = (...args: Parameters<typeof chainUrl> extends [unknown, ...infer R] ? R : never) =>
    chainUrl(endpoints, ...args);

  /** The stock dialect's search: page `key` names (1 without one) of `limit`, the next page's number as `next`. */
  async function searchByPageNumber(search: TxSearch, query: Array<[string, string]>): Promise<SearchPage> {
    const page = pageOfCursor(search.key);
    // CometBFT's tx_search serves at most 100 per page: asking more would page past what came back.
    const limit = Math.min(search.limit ?? STOCK_DEFAULT_LIMIT, STOCK_MAX_LIMIT);
    query.push(['query', search.events.join(' AND ')], ['page', String(page)], ['limit', String(limit)]);
    const reply = await get(url('tx', [], query), searchTxsSchema, 'page');
    const total = reply.total ?? reply.pagination?.total;
    const count = reply.tx_responses?.length ?? 0;
    const more = count > 0 && (total !== undefined ? page * limit < Number(total) : count >= limit);
    return { ...reply, next: more ? cursorOfPage(page + 1) : null };
  }

  return {
    /** #1: the tx and its response, or null while unknown to the node (404). */
    async getTx(hash: string) {
      try {
        return await get(url('tx', [hash]), getTxSchema, 'list');
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 404) return null;
        throw error;
      }
    },
    /**
     * #2. In the stock dialect the filters also go as one `query` (joined with AND): a Cosmos SDK v0.50 node reads
     * only `query` and refuses `events` alone ("query cannot be empty"); a v0.47 node reads `events` and ignores it.
     * Both page by number there (`page`, `limit`; `pagination.*` is deprecated and v0.50 ignores it). `next` is the
     * cursor of the next page on either dialect (the spec's `next_key`, or the stock dialect's next page number),
     * null after the last: a caller hands it back as `key` and pages the same way on both.
     */
    searchTxs(search: TxSearch): Promise<SearchPage> {
      if (search.events.length === 0) throw new Error('searchTxs needs at least one events filter');
      const query: Array<[string, string]> = search.events.map((event) => ['events', event]);
      if (search.orderBy) query.push(['order_by', search.orderBy]);
      if (endpoints.dialect === 'cosmos') return searchByPageNumber(search, query);
      if (search.limit !== undefined) query.push(['pagination.limit', String(search.limit)]);
      if (search.key) query.push(['pagination.key', search.key]);
      return get(url('tx', [], query), searchTxsSchema, 'page').then((reply) => ({
        ...reply,
        next: reply.pagination?.next_key ?? null,
      }));
    },
    /** #3: never retried; a timeout leaves the outcome unknown (track by hash). */
    broadcast(txBytes: Uint8Array, mode: BroadcastMode = 'BROADCAST_MODE_SYNC') {
      return postJson(url('tx'), { tx_bytes: toBase64(txBytes), mode }, broadcastSchema, http);
    },
    /** #4: gas_used as bigint. */
    async simulate(txBytes: Uint8Array) {
      const reply = await postJson(url('simulate'), { tx_bytes: toBase64(txBytes) }, simulateSchema, http);
      return { gasUsed: BigInt(reply.gas_info.gas_used), events: reply.result?.events ?? [] };
    },
    /** #5 */
    balances: (address: string) => get(url('balances', [address]), balancesSchema),
    /** #6 */
    balanceByDenom: (address: string, denom: string) =>
      get(url('balances', [address, 'by_denom'], [['denom', denom]]), balanceByDenomSchema),
    /** #7 */
    spendableBalances: (address: string) => get(url('spendable', [address]), balancesSchema),
    /** #8 */
    supply: () => get(url('supply'), supplySchema, 'list'),
    /** #9 */
    supplyByDenom: (denom: string) => get(url('supplyByDenom', [], [['denom', denom]]), supplyByDenomSchema),
    /** #10 */
    nodeInfo: () => get(url('nodeInfo'), nodeInfoSchema),
    /** #10 under the other dialect's names (`dialect` says which): tells a node of the other dialect from a dead one. */
    async otherDialectNodeInfo() {
      const dialect = otherDialect(endpoints.dialect);
      const reply = await get(chainUrl({ ...endpoints, dialect }, 'nodeInfo'), nodeInfoSchema);
      return { dialect, reply };
    },
    /** #11 */
    syncing: () => get(url('syncing'), syncingSchema),
    /** #12 */
    latestBlock: () => get(url('latestBlock'), latestBlockSchema),
    /** The block at `height` (SDK route beside #12; the fee APR reads the chain's first block time from it). */
    blockAt: (height: number) => get(url('blocks', [String(height)]), latestBlockSchema),
    /** #13 */
    mintParams: () => get(url('mintParams'), mintParamsSchema),
    /** #14 */
    votingParams: () => get(url('votingParams'), votingParamsSchema),
    /** Auth account; null when the chain has never seen the address (404). */
    async account(address: string): Promise<AccountInfo | null> {
      try {
        const reply = await get(url('accounts', [address]), accountSchema);
        const base = reply.account;
        return {
          address: base.address,
          accountNumber: BigInt(base.account_number),
          sequence: BigInt(base.sequence),
          pubKey: base.pub_key?.key ?? null,
          pubKeyType: base.pub_key?.['@type'] ?? null,
        };
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 404) return null;
        throw error;
      }
    },
    /** Wasm smart query: `query` is JSON-encoded then base64 in the path. Returns the contract's JSON. */
    async smartQuery(contract: string, query: unknown): Promise<unknown> {
      const encoded = toBase64(toUtf8(JSON.stringify(query)));
      const reply = await get(url('contract', [contract, 'smart', encoded]), smartQuerySchema, 'list');
      return reply.data;
    },
    validators: () => get(url('validators', [], [['pagination.limit', '200']]), validatorsSchema, 'list'),
    delegations: (delegator: string) => get(url('delegations', [delegator]), delegationsSchema, 'list'),
    ...createStakingRestClient(endpoints, http),
  };
}
