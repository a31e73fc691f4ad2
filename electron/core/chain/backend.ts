// Typed client of the backend API (spec B1-B6): token list, wallet balance/holdings/history, price, broadcast.
import { toBase64 } from '@cosmjs/encoding';
import {
  backendBroadcastSchema,
  pricesSchema,
  tokensSchema,
  walletBalanceSchema,
  walletTokensSchema,
} from './backend-schemas';
import { backendUrl, type Endpoints } from './endpoints';
import { walletTransactionsReply } from './history-reply';
import { getJson, postJson, type HttpOptions } from './http';

export type BackendClient = ReturnType<typeof createBackendClient>;

/** B4 page size bounds. */
export const HISTORY_PAGE_MAX = 100;

export function createBackendClient(endpoints: Pick<Endpoints, 'backendUrl'>, http: HttpOptions) {
  const url = (path: string, query: ReadonlyArray<readonly [string, string]> = []) =>
    backendUrl(endpoints, path, query);
  return {
    /** B1: newest first. */
    tokens: () => getJson(url('/tokens'), tokensSchema, http, 'page'),
    /** B2: uxyz as a string. */
    balance: (address: string) =>
      getJson(url('/wallet/balance', [['address', address]]), walletBalanceSchema, http),
    /** B3 */
    holdings: (address: string) =>
      getJson(url('/wallet/tokens', [['address', address]]), walletTokensSchema, http, 'list'),
    /** B4: `limit` 1-100, `page` >= 1; most recent first (validated like walletTransactionsSchema, by hand: faster). */
    transactions(address: string, page = 1, limit = 20) {
      if (!Number.isInteger(limit) || limit < 1 || limit > HISTORY_PAGE_MAX)
        throw new Error('limit must be 1-100');
      if (!Number.isInteger(page) || page < 1) throw new Error('page must be >= 1');
      return getJson(
        url('/wallet/transactions', [
          ['address', address],
          ['limit', String(limit)],
          ['page', String(page)],
        ]),
        walletTransactionsReply,
        http,
        'page',
      );
    },
    /** B5: XYZ/USD as a decimal string; "0" means unknown. */
    async priceUsd(): Promise<string> {
      return (await getJson(url('/wallet/prices'), pricesSchema, http)).XYZ;
    },
    /** B6: never retried here; the backend de-duplicates identical bytes, so a caller may resubmit the SAME bytes. */
    broadcast: (txBytes: Uint8Array) =>
      postJson(url('/wallet/broadcast'), { tx_bytes: toBase64(txBytes) }, backendBroadcastSchema, http),
  };
}
