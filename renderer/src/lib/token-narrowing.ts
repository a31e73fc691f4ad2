// Typing on in the token list's search narrows its answer: every token matching the longer text matched the shorter
// one, in the same order, so the first rows of the new answer are among the rows already loaded for the old one.
// Found there, they are shown in the keystroke's own frame; core's answer follows and replaces them. Pure.
import type { TokenView } from '../../../shared/api/data';
import type { TokenFilter, TokenSort, TokenWindow } from '../../../shared/api/tokens';
import { asciiLower } from '../../../shared/like-fold';

/** What a window of the token list answers (core trims the text). */
export interface TokenQuestion {
  accountId: string | null;
  query: string;
  filter: TokenFilter;
  sort: TokenSort;
  showHidden: boolean;
}

/** The rows of one question's answer on hand: `prefix` is rows 0..n-1 of the list, with nothing missing. */
export interface LoadedAnswer {
  question: TokenQuestion;
  prefix: readonly TokenView[];
  total: number;
  totalIsLowerBound: boolean;
  hiddenMatches: number;
  updatedAt: number | null;
}

/** One key per question as core answers it (the text trimmed, as core trims it). */
export function questionKey(q: TokenQuestion): string {
  return JSON.stringify([q.accountId, q.query.trim(), q.filter, q.sort, q.showHidden]);
}

/** Whether the token's name, symbol or address contains `text` (already folded), as core's filter matches it. */
export function tokenMatchesText(token: TokenView, folded: string): boolean {
  return [token.name, token.symbol, token.address].some(
    (field) => field !== null && asciiLower(field).includes(folded),
  );
}

/**
 * The first window of `next` found in `loaded` when `next` only narrows it (the same list, a text that contains the
 * old one), or null when the rows on hand cannot tell: fewer than `minRows` matches in a part of the old answer.
 * With the whole old answer on hand the result is the whole new answer, its count exact; otherwise its count is a
 * lower bound. Null too when hidden tokens matched the old text (how many match the new one is not known here).
 */
export function narrowedWindow(
  loaded: LoadedAnswer,
  next: TokenQuestion,
  minRows: number,
): TokenWindow | null {
  const was = asciiLower(loaded.question.query.trim());
  const now = asciiLower(next.query.trim());
  const sameList =
    loaded.question.accountId === next.accountId &&
    loaded.question.filter === next.filter &&
    loaded.question.sort === next.sort &&
    loaded.question.showHidden === next.showHidden;
  if (!sameList || now === was || !now.includes(was) || loaded.hiddenMatches !== 0) return null;
  const complete = !loaded.totalIsLowerBound && loaded.prefix.length >= loaded.total;
  const rows = loaded.prefix.filter((token) => tokenMatchesText(token, now));
  if (!complete && rows.length < minRows) return null;
  const shown = complete ? rows : rows.slice(0, minRows);
  return {
    rows: shown,
    offset: 0,
    total: complete ? rows.length : shown.length,
    totalIsLowerBound: !complete,
    hiddenMatches: 0,
    updatedAt: loaded.updatedAt,
  };
}
