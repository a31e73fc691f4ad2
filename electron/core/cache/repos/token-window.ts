// One window of the token list straight from SQLite (cache migration 8): filter by kind and text, sort by an indexed
// order, cut with LIMIT/OFFSET. Chooses its plan by how many tokens the text matches, so no keystroke scans the list.
import type Database from 'better-sqlite3';
import { asciiLower } from '../../../../shared/like-fold';
import { AMOUNT_ORDER, NEWEST_ORDER } from '../migrations/cache/0008-search-windows';
import type { TokenWindowQuery, TokenWindowRows } from './tokens-types';
import { toTokenRow, type TokenRecord } from './token-record';
import { createVersionedCounts } from './versioned-counts';

/** Shortest text the trigram index can look up; shorter text is matched row by row in list order. */
const TRIGRAM = 3;
/** Tokens sampled (primary-key order: by address, i.e. by hash) to tell a dense match from a sparse one. */
const PROBE_ROWS = 1_000;
/** A text matching at least this share of the sample is dense: row-by-row matching in list order meets LIMIT soon. */
const DENSE_SHARE = 0.05;
/** How far past the window a count by row-by-row matching goes before it answers "at least". */
const COUNT_AHEAD = 200;

const FILTERS: Record<TokenWindowQuery['filter'], string> = {
  all: '',
  launchpad: "AND tokens.source = 'launchpad' AND tokens.graduated = 0",
  amm: "AND (tokens.source = 'amm' OR tokens.graduated = 1)",
  graduated: 'AND tokens.graduated = 1',
};

/** Progress in basis points as the list shows it: graduated 10000, curve tokens from cached progress, else -1. */
const PROGRESS_BPS = `CASE
  WHEN tokens.graduated = 1 OR progress.graduated = 1 THEN 10000
  WHEN tokens.source = 'launchpad' AND progress.threshold IS NOT NULL AND progress.threshold != '0'
    THEN min(10000, CAST(round(CAST(progress.xyz_reserves AS REAL) * 10000 / CAST(progress.threshold AS REAL)) AS INTEGER))
  ELSE -1 END`;

const ORDERS: Record<TokenWindowQuery['sort'], string> = {
  newest: NEWEST_ORDER,
  volume: `${AMOUNT_ORDER('volume_24h')}, ${NEWEST_ORDER}`,
  price: `${AMOUNT_ORDER('current_price')}, ${NEWEST_ORDER}`,
  progress: `${PROGRESS_BPS} DESC, ${AMOUNT_ORDER('tokens.xyz_reserves')}, ${NEWEST_ORDER}`,
};

const PROGRESS_JOIN =
  'LEFT JOIN token_progress progress ON progress.network_id = tokens.network_id AND progress.token = tokens.address';

type TextPlan = 'none' | 'index' | 'scan';

const TEXT_WHERE: Record<TextPlan, string> = {
  none: '',
  index: 'AND tokens_fts MATCH @match',
  scan: "AND (tokens.name LIKE @like ESCAPE '\\' OR tokens.symbol LIKE @like ESCAPE '\\' OR tokens.address LIKE @like ESCAPE '\\')",
};

const HIDDEN_WHERE = {
  exclude: 'AND tokens.address NOT IN (SELECT value FROM json_each(@hidden))',
  only: 'AND tokens.address IN (SELECT value FROM json_each(@hidden))',
  any: '',
};

/** FTS5 phrase of the text (trigram tokenizer: substring match, case-insensitive). */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
/** LIKE pattern for a substring, with %, _ and the escape character escaped. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createTokenWindowReader(db: Database.Database) {
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  // The unfiltered count changes only when the list is replaced: remembered for the list's current version (its
  // updated_at) only.
  const totals = createVersionedCounts();
  const listVersion = db.prepare<[string], { v: number }>(
    'SELECT updated_at AS v FROM token_lists WHERE network_id = ?',
  );
  // The density sample: the first PROBE_ROWS tokens in primary-key order (by address, i.e. by hash: spread over the
  // whole table), read once per list version and kept lower-cased. Reading them for every keystroke cost ~1.1 ms at
  // 100,000 tokens (scattered pages), a third of the answer; matching them in memory costs ~0.05 ms. The sample only
  // picks the plan: a stale one could make an answer slower, never different.
  const sampleStatement = db.prepare<
    [string],
    { name: string | null; symbol: string | null; address: string }
  >(
    `SELECT name, symbol, address FROM tokens INDEXED BY sqlite_autoindex_tokens_1 WHERE network_id = ? LIMIT ${PROBE_ROWS}`,
  );
  const samples = new Map<string, { version: number | undefined; rows: string[][] }>();
  const sampleOf = (networkId: string, version: number | undefined): string[][] => {
    const kept = samples.get(networkId);
    if (kept && kept.version === version) return kept.rows;
    const rows = sampleStatement
      .all(networkId)
      // A token may have no name or symbol (NULL never matches LIKE): an empty field matches no text either.
      .map((row) => [row.name ?? '', row.symbol ?? '', row.address].map(asciiLower));
    samples.set(networkId, { version, rows });
    return rows;
  };
  /** Share of the sample whose name, symbol or address contains `text` as SQLite's LIKE matches it. */
  const denseShare = (networkId: string, version: number | undefined, text: string) => {
    const needle = asciiLower(text);
    const hits = sampleOf(networkId, version).filter((fields) =>
      fields.some((field) => field.includes(needle)),
    );
    return hits.length / PROBE_ROWS;
  };

  return function readWindow(networkId: string, q: TokenWindowQuery): TokenWindowRows {
    const text = q.query.trim();
    // The list's version, read once: it keys both the density sample and the remembered unfiltered count.
    const version = listVersion.get(networkId)?.v;
    const plan: TextPlan =
      text.length === 0
        ? 'none'
        : text.length >= TRIGRAM && denseShare(networkId, version, text) < DENSE_SHARE
          ? 'index'
          : 'scan';
    const params = {
      networkId,
      match: phrase(text),
      like: likePattern(text),
      hidden: JSON.stringify(q.hidden),
      limit: q.limit,
      offset: q.offset,
    };
    const where = (hidden: keyof typeof HIDDEN_WHERE) =>
      `WHERE tokens.network_id = @networkId ${FILTERS[q.filter]} ${TEXT_WHERE[plan]} ${HIDDEN_WHERE[hidden]}`;
    const hiddenMode = q.showHidden || q.hidden.length === 0 ? 'any' : 'exclude';
    // A sparse text drives from the index (few rows, sorted after); otherwise the sort order's index drives.
    const from =
      plan === 'index' ? 'tokens_fts CROSS JOIN tokens ON tokens.rowid = tokens_fts.rowid' : 'tokens';
    const join = q.sort === 'progress' ? PROGRESS_JOIN : '';
    const rows = prepared(
      `SELECT tokens.* FROM ${from} ${join} ${where(hiddenMode)} ORDER BY ${ORDERS[q.sort]} LIMIT @limit OFFSET @offset`,
    ).all(pick(params, plan, hiddenMode)) as TokenRecord[];
    const countCap = plan === 'scan' ? q.offset + q.limit + COUNT_AHEAD : null;
    const count = (hidden: keyof typeof HIDDEN_WHERE, cap: number | null) =>
      (
        prepared(
          // A capped count walks the list's own order, where the window's matches were just found.
          `SELECT count(*) AS n FROM (SELECT 1 FROM ${from} ${cap === null ? where(hidden) : `${join} ${where(hidden)} ORDER BY ${ORDERS[q.sort]} LIMIT ${cap}`})`,
        ).get(pick(params, plan, hidden, false)) as { n: number }
      ).n;
    const total =
      plan !== 'none'
        ? count(hiddenMode, countCap)
        : totals.get(networkId, version, `${q.filter}|${hiddenMode}|${params.hidden}`, () =>
            count(hiddenMode, null),
          );
    const hiddenMatches = q.hidden.length === 0 ? 0 : count('only', null);
    return {
      rows: rows.map(toTokenRow),
      total,
      totalIsLowerBound: countCap !== null && total >= countCap,
      hiddenMatches,
    };
  };
}

/** Only the named parameters a statement uses (better-sqlite3 refuses unknown ones). */
function pick(
  params: { networkId: string; match: string; like: string; hidden: string; limit: number; offset: number },
  plan: TextPlan,
  hidden: keyof typeof HIDDEN_WHERE,
  paged = true,
): Record<string, unknown> {
  const out: Record<string, unknown> = { networkId: params.networkId };
  if (plan === 'index') out.match = params.match;
  if (plan === 'scan') out.like = params.like;
  if (hidden !== 'any') out.hidden = params.hidden;
  if (paged) Object.assign(out, { limit: params.limit, offset: params.offset });
  return out;
}
