// Tx search (#2): parses `events` filters (ANDed) and the `query=` form, orders and pages the matches.
import { ChainError, type TxRecord } from './types';
import { indexKey, type BlockStore } from './blocks';

export interface EventFilter {
  type: string;
  key: string;
  op: '=' | '<' | '>' | '<=' | '>=';
  value: string;
}

const FILTER_RE = /^([a-zA-Z_]+)\.([a-zA-Z_]+)(<=|>=|=|<|>)(\S+)$/;

function invalid(message: string): ChainError {
  return new ChainError('grpc', 3, message);
}

/** Parses one filter: `message.sender='x'`, `tx.height=5`; quotes optional; comparisons only on tx.height. */
export function parseFilter(text: string): EventFilter {
  const trimmed = text.trim();
  const match = FILTER_RE.exec(trimmed);
  if (!match) {
    throw invalid(
      `invalid event; event ${trimmed} should be of the format: {eventType}.{eventAttribute}={value}`,
    );
  }
  const [, type, key, op, rawValue] = match as unknown as [string, string, string, EventFilter['op'], string];
  const value = /^'.*'$/.test(rawValue) || /^".*"$/.test(rawValue) ? rawValue.slice(1, -1) : rawValue;
  if (op !== '=' && !(type === 'tx' && key === 'height')) {
    throw invalid(`invalid event; only tx.height supports ${op}`);
  }
  if (type === 'tx' && key === 'height' && !/^\d+$/.test(value))
    throw invalid(`invalid event; tx.height must be an integer, got ${value}`);
  return { type, key, op, value };
}

/** Parses the newer `query` form: filters joined with AND. */
export function parseQuery(query: string): EventFilter[] {
  return query
    .split(/\s+AND\s+/i)
    .filter((part) => part.trim() !== '')
    .map(parseFilter);
}

function matches(tx: TxRecord, filter: EventFilter): boolean {
  if (filter.type === 'tx' && filter.key === 'height') {
    const h = BigInt(filter.value);
    const height = BigInt(tx.height);
    switch (filter.op) {
      case '=':
        return height === h;
      case '<':
        return height < h;
      case '>':
        return height > h;
      case '<=':
        return height <= h;
      case '>=':
        return height >= h;
    }
  }
  if (filter.type === 'tx' && filter.key === 'hash') return tx.hash === filter.value.toUpperCase();
  return tx.events.some(
    (e) =>
      e.type === filter.type && e.attributes.some((a) => a.key === filter.key && a.value === filter.value),
  );
}

/** All txs matching every filter, ascending by (height, index). */
export function searchTxs(blocks: BlockStore, filters: EventFilter[]): TxRecord[] {
  const exact = filters.filter((f) => f.op === '=');
  let candidates: readonly TxRecord[];
  if (exact.length > 0) {
    const lists = exact.map((f) =>
      blocks.withAttribute(
        indexKey(f.type, f.key, f.type === 'tx' && f.key === 'hash' ? f.value.toUpperCase() : f.value),
      ),
    );
    candidates = lists.reduce((a, b) => (b.length < a.length ? b : a));
  } else {
    candidates = blocks.inHeightRange(0, Number.MAX_SAFE_INTEGER);
  }
  return candidates.filter((tx) => filters.every((f) => matches(tx, f)));
}

/** Cursor of a tx position: base64 of "height:index". */
export function cursorOf(tx: TxRecord): string {
  return Buffer.from(`${tx.height}:${tx.index}`).toString('base64');
}

function parseCursor(key: string): [number, number] {
  const text = Buffer.from(key, 'base64').toString('utf8');
  const match = /^(\d+):(\d+)$/.exec(text);
  if (!match) throw invalid(`invalid pagination key ${JSON.stringify(key)}`);
  return [Number(match[1]), Number(match[2])];
}

export interface PageRequest {
  order: 'asc' | 'desc';
  limit: number;
  key?: string;
  offset?: number;
}

/** Orders and slices `all`; `next_key` points at the first tx of the next page (null at the end). */
export function page(
  all: TxRecord[],
  req: PageRequest,
): { txs: TxRecord[]; nextKey: string | null; total: number } {
  const ordered = req.order === 'desc' ? [...all].reverse() : all;
  let start = req.offset ?? 0;
  if (req.key) {
    const [height, index] = parseCursor(req.key);
    const found = ordered.findIndex((tx) => tx.height === height && tx.index === index);
    if (found >= 0) start = found;
    else {
      const before = (tx: TxRecord) => tx.height < height || (tx.height === height && tx.index < index);
      start = ordered.findIndex((tx) => (req.order === 'asc' ? !before(tx) : before(tx)));
      if (start < 0) start = ordered.length;
    }
  }
  const txs = ordered.slice(start, start + req.limit);
  const next = ordered[start + req.limit];
  return { txs, nextKey: next ? cursorOf(next) : null, total: all.length };
}
