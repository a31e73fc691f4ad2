// Chain REST reads of an account's permissions in the profile's dialect: authz grants it gave and received, fee
// allowances it gave and received, every page followed (up to a bound: a flood of grants cannot stall the wallet).
import { toDialect } from '../../../shared/dialect';
import type { Endpoints } from '../chain/endpoints';
import { getJson, type HttpOptions } from '../chain/http';
import {
  allowancesPageSchema,
  grantsPageSchema,
  type AllowanceGrantJson,
  type GrantAuthorizationJson,
} from './permission-schemas';

/** Items per page asked for, and the most pages followed (5,000 grants one way). */
const PAGE_LIMIT = 100;
const MAX_PAGES = 50;

export interface PermissionReads {
  grantsGiven(address: string): Promise<GrantAuthorizationJson[]>;
  grantsReceived(address: string): Promise<GrantAuthorizationJson[]>;
  allowancesGiven(address: string): Promise<AllowanceGrantJson[]>;
  allowancesReceived(address: string): Promise<AllowanceGrantJson[]>;
}

export function createPermissionReads(
  endpoints: Pick<Endpoints, 'restUrl' | 'dialect'>,
  http: HttpOptions,
): PermissionReads {
  const base = endpoints.restUrl.replace(/\/+$/, '');
  const url = (canonical: string, address: string, key: string | null) => {
    const query = new URLSearchParams({ 'pagination.limit': String(PAGE_LIMIT) });
    if (key) query.set('pagination.key', key);
    return `${base}${toDialect(canonical, endpoints.dialect)}/${encodeURIComponent(address)}?${query}`;
  };

  /** Every page of one list: `read` answers a page's items and its next key. */
  async function all<T>(
    read: (key: string | null) => Promise<{ items: T[]; next: string | null }>,
  ): Promise<T[]> {
    const out: T[] = [];
    let key: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const { items, next } = await read(key);
      out.push(...items);
      key = next;
      if (!key) break;
    }
    return out;
  }

  const grants = (canonical: string, address: string) =>
    all(async (key) => {
      const reply = await getJson(url(canonical, address, key), grantsPageSchema, http, 'list');
      return { items: reply.grants, next: reply.pagination?.next_key ?? null };
    });
  const allowances = (canonical: string, address: string) =>
    all(async (key) => {
      const reply = await getJson(url(canonical, address, key), allowancesPageSchema, http, 'list');
      return { items: reply.allowances, next: reply.pagination?.next_key ?? null };
    });

  return {
    grantsGiven: (address) => grants('/cosmos/authz/v1beta1/grants/granter', address),
    grantsReceived: (address) => grants('/cosmos/authz/v1beta1/grants/grantee', address),
    allowancesGiven: (address) => allowances('/cosmos/feegrant/v1beta1/issued', address),
    allowancesReceived: (address) => allowances('/cosmos/feegrant/v1beta1/allowances', address),
  };
}
