// Narrowing the token list on the keystroke: when the text only grows, the new answer's first rows are found in the
// rows on hand — exactly the rows core answers (checked against core's own SQLite windows), or nothing when the rows
// on hand cannot tell.
import { describe, expect, it } from 'vitest';
import type { TokenView } from '../../../shared/api/data';
import type { TokenFilter, TokenSort } from '../../../shared/api/tokens';
import { createMemoryRepositories } from '../../../electron/core/cache/repositories';
import {
  narrowedWindow,
  questionKey,
  tokenMatchesText,
  type LoadedAnswer,
  type TokenQuestion,
} from '../../../renderer/src/lib/token-narrowing';

const NET = 'devnet';
const MIN_ROWS = 25;

/** 400 tokens with mixed-case names and symbols, some without either; newest = highest i. */
function token(i: number): TokenView {
  return {
    address: `xyz1${String(i).padStart(6, '0')}${'q'.repeat(52)}`,
    name: i % 17 === 0 ? null : `${i % 2 ? 'Moon' : 'SUN'} Cat ${i}`,
    symbol: i % 23 === 0 ? null : `mc${i}`,
    image: null,
    description: null,
    creator: null,
    source: i % 5 === 0 ? 'amm' : 'launchpad',
    graduated: i % 3 === 0,
    pair: null,
    xyzReserves: String(1000 + i),
    currentPrice: String((i * 7919) % 100_003),
    volume24h: String(10 ** (i % 7) + i),
    tradeCount24h: i,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    firstSeenAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  };
}

const repos = createMemoryRepositories();
repos.tokens.replaceAll(
  NET,
  Array.from({ length: 400 }, (_, i) => token(i)),
  1,
);

const question = (query: string, over: Partial<TokenQuestion> = {}): TokenQuestion => ({
  accountId: 'a1',
  query,
  filter: 'all',
  sort: 'newest',
  showHidden: false,
  ...over,
});
/** Core's answer to a question, `limit` rows from the top. */
const core = (q: TokenQuestion, limit: number) =>
  repos.tokens.window(NET, {
    query: q.query,
    filter: q.filter,
    sort: q.sort,
    hidden: [],
    showHidden: q.showHidden,
    offset: 0,
    limit,
  });
/** What the list holds after core answered `q` with `rows` rows from the top. */
const loaded = (q: TokenQuestion, rows: number): LoadedAnswer => {
  const answer = core(q, rows);
  return { question: q, prefix: answer.rows, ...answer, updatedAt: 1 };
};
const names = (rows: readonly TokenView[]) => rows.map((t) => t.name ?? t.symbol ?? t.address);

describe('narrowing the token list on the keystroke', () => {
  it('matches name, symbol or address as core does: substring, ASCII case folded, missing fields never', () => {
    const t = token(3);
    expect(tokenMatchesText(t, 'moon cat 3')).toBe(true);
    expect(tokenMatchesText(t, 'mc3')).toBe(true);
    expect(tokenMatchesText(t, 'xyz1000003')).toBe(true);
    expect(tokenMatchesText(t, 'sun')).toBe(false);
    expect(tokenMatchesText(token(17 * 23), 'null')).toBe(false);
  });

  it('finds the rows core answers for every longer text, when the rows on hand can tell', () => {
    const chains = ['moon cat 1', 'sun cat 2', 'MC3', 'xyz10001', 'Cat 39'];
    const filters: TokenFilter[] = ['all', 'launchpad', 'graduated'];
    const sorts: TokenSort[] = ['newest', 'volume', 'price'];
    let found = 0;
    for (const chain of chains)
      for (const filter of filters)
        for (const sort of sorts)
          for (const held of [MIN_ROWS, 400])
            for (let len = 0; len < chain.length; len++) {
              const was = question(chain.slice(0, len), { filter, sort });
              const now = question(chain.slice(0, len + 1), { filter, sort });
              const narrowed = narrowedWindow(loaded(was, held), now, MIN_ROWS);
              if (!narrowed) continue;
              found += 1;
              const truth = core(now, 400);
              expect(names(narrowed.rows)).toEqual(names(truth.rows.slice(0, narrowed.rows.length)));
              if (narrowed.totalIsLowerBound) expect(narrowed.rows).toHaveLength(MIN_ROWS);
              else expect(narrowed.total).toBe(truth.total);
            }
    expect(found).toBeGreaterThan(100); // the rows on hand usually tell
  });

  it('gives the whole new answer with its exact count when the whole old answer is on hand', () => {
    const was = question('moon cat 3');
    const held = loaded(was, 400);
    expect(held.prefix.length).toBe(held.total);
    const narrowed = narrowedWindow(held, question('Moon Cat 39'), MIN_ROWS)!;
    expect(narrowed.totalIsLowerBound).toBe(false);
    // 39, 393, 395, 397, 399 (391 has no name): fewer than a first window, yet certain.
    expect(names(narrowed.rows)).toEqual([
      'Moon Cat 399',
      'Moon Cat 397',
      'Moon Cat 395',
      'Moon Cat 393',
      'Moon Cat 39',
    ]);
    expect(narrowed.total).toBe(5);
    expect(names(core(question('Moon Cat 39'), 400).rows)).toEqual(names(narrowed.rows));
  });

  it('says nothing when too few of the rows on hand match (the rest of the answer lies further down)', () => {
    // The 25 newest tokens are 375..399: none contains "cat 1".
    expect(narrowedWindow(loaded(question('cat '), MIN_ROWS), question('cat 1'), MIN_ROWS)).toBeNull();
  });

  it('says nothing for a shorter or different text, another list, or hidden tokens among the old matches', () => {
    const held = loaded(question('moon'), 400);
    expect(narrowedWindow(held, question('moo'), MIN_ROWS)).toBeNull();
    expect(narrowedWindow(held, question('moon'), MIN_ROWS)).toBeNull();
    expect(narrowedWindow(held, question('sun'), MIN_ROWS)).toBeNull();
    expect(narrowedWindow(held, question('moon c', { filter: 'amm' }), MIN_ROWS)).toBeNull();
    expect(narrowedWindow(held, question('moon c', { sort: 'price' }), MIN_ROWS)).toBeNull();
    expect(narrowedWindow(held, question('moon c', { showHidden: true }), MIN_ROWS)).toBeNull();
    expect(narrowedWindow(held, question('moon c', { accountId: 'a2' }), MIN_ROWS)).toBeNull();
    expect(narrowedWindow({ ...held, hiddenMatches: 1 }, question('moon c'), MIN_ROWS)).toBeNull();
    expect(
      narrowedWindow({ ...held, totalIsLowerBound: true }, question('moon cat 39'), MIN_ROWS),
    ).toBeNull();
  });

  it('keys a question as core answers it: the text trimmed, every other part kept', () => {
    expect(questionKey(question(' moon '))).toBe(questionKey(question('moon')));
    expect(questionKey(question('moon'))).not.toBe(questionKey(question('Moon')));
    expect(questionKey(question('moon'))).not.toBe(questionKey(question('moon', { sort: 'price' })));
  });
});
