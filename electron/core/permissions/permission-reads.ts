// Chain REST reads of an account's permissions in the profile's dialect: authz grants it gave and received, fee
// allowances it gave and received, every page followed up to a bound (a flood of grants cannot stall the wallet;
// `truncated` says the chain holds more).
import { toDialect } from '../../../shared/dialect';
import type { Endpoints } from '../chain/endpoints';
import { getJson, type HttpOptions } from '../chain/http';
import {
  allowancesPageSchema,
  grantsPageSchema,
  type AllowanceGrantJson,
  type GrantAuthorizationJson,
} from './permission-schemas';

/** Items per page asked for, and the most pages followed (2,000 grants per list). */
export const PAGE_LIMIT = 100;
export const MAX_PAGES = 20;

/** One list as read: its items, and whether the chain had more pages than were followed. */
export interface ReadList<T> {
  items: T[];
  truncated: boolean;
}

export interface PermissionReads {
  grantsGiven(address: string): Promise<ReadList<GrantAuthorizationJson>>;
  grantsReceived(address: string): Promise<ReadList<GrantAuthorizationJson>>;
  allowancesGiven(address: string): Promise<ReadList<AllowanceGrantJson>>;
  allowancesReceived(address: string): Promise<ReadList<AllowanceGrantJson>>;
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
  ): Promise<ReadList<T>> {
    const out: T[] = [];
    let key: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const { items, next } = await read(key);
      // A node's page larger than asked is cut to the page size: the bound holds whatever it answers.
      out.push(...items.slice(0, PAGE_LIMIT));
      key = next;
      if (!key) return { items: out, truncated: false };
    }
    return { items: out, truncated: true };
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
