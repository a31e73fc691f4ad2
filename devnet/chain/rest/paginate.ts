// SDK query pagination (types/query.Paginate) over an in-memory list: key or offset, limit (default 100),
// count_total and reverse; next_key is the base64 sort key of the first item not returned.
import { invalidArgument } from './http';

export const DEFAULT_PAGE_LIMIT = 100;

export interface Page<T> {
  items: T[];
  pagination: { next_key: string | null; total: string };
}

function uint(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d+$/.test(raw))
    throw invalidArgument(
      `type mismatch, parameter: ${name}, error: strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`,
    );
  return Number(raw);
}

/** Pages `items` (ascending by `keyOf`) as the SDK paginates a store prefix. */
export function paginate<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  query: URLSearchParams,
): Page<T> {
  const rawKey = query.get('pagination.key') || undefined;
  const offset = uint(query, 'pagination.offset');
  if (rawKey !== undefined && offset !== undefined)
    throw invalidArgument('paginate: invalid request, either offset or key is expected, got both');
  const limit = uint(query, 'pagination.limit') || DEFAULT_PAGE_LIMIT;
  const countTotal = query.get('pagination.count_total') === 'true';
  const ordered = query.get('pagination.reverse') === 'true' ? [...items].reverse() : [...items];
  let start = offset ?? 0;
  if (rawKey !== undefined) {
    const key = Buffer.from(rawKey, 'base64').toString('utf8');
    const found = ordered.findIndex((item) => keyOf(item) === key);
    start = found < 0 ? ordered.length : found;
  }
  const page = ordered.slice(start, start + limit);
  const next = ordered[start + limit];
  return {
    items: page,
    pagination: {
      next_key: next === undefined ? null : Buffer.from(keyOf(next)).toString('base64'),
      total: countTotal && rawKey === undefined ? String(ordered.length) : '0',
    },
  };
}
