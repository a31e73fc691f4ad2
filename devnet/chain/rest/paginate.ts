// SDK query pagination (types/query.Paginate) over an in-memory list: pagination.key/offset/limit/count_total/reverse,
// with next_key the base64 of the next item's store key and total only when count_total is asked for.
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

/** Pages `items` (any order) by their store key `keyOf`, ascending unless pagination.reverse=true. */
export function paginate<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  query: URLSearchParams,
): Page<T> {
  const reverse = query.get('pagination.reverse') === 'true';
  const countTotal = query.get('pagination.count_total') === 'true';
  const key = query.get('pagination.key') || undefined;
  const offset = uint(query, 'pagination.offset');
  if (key !== undefined && offset !== undefined)
    throw invalidArgument('paginate: invalid request, either offset or key is expected, got both');
  const limit = uint(query, 'pagination.limit') || DEFAULT_PAGE_LIMIT;
  const sorted = [...items].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  if (reverse) sorted.reverse();
  let start = offset ?? 0;
  if (key !== undefined) {
    const from = Buffer.from(key, 'base64').toString('utf8');
    start = sorted.findIndex((item) => (reverse ? keyOf(item) <= from : keyOf(item) >= from));
    if (start < 0) start = sorted.length;
  }
  const pageItems = sorted.slice(start, start + limit);
  const next = sorted[start + limit];
  return {
    items: pageItems,
    pagination: {
      next_key: next ? Buffer.from(keyOf(next), 'utf8').toString('base64') : null,
      total: countTotal && key === undefined ? String(sorted.length) : '0',
    },
  };
}
