// Text search over the active account's cached history (core's 'history/search'), asked at every keystroke (a page
// costs core a few ms at 100,000 rows; a stale answer is dropped), paged newest first. A text searched before shows
// its last answer at once while core is asked again (decision 0715); new history forgets those answers.
import type { HistoryEntry } from '../../../../shared/api/data';
import { AnswerMemo } from '../answer-memo';
import { call, onEvent } from '../api';

/** Matches per answer: a tall window's rows in view plus overscan; every keystroke waits for one (decision 0611). */
export const SEARCH_PAGE = 25;

export class HistorySearch {
  /** What the person typed. */
  query = $state('');
  rows = $state.raw<HistoryEntry[]>([]);
  /** True from a keystroke until the answer for the current text has arrived. */
  pending = $state(false);
  /** The text the rows answer (trimmed); '' before any search. */
  answered = $state('');
  #accountId: string | null = null;
  #exhausted = false;
  #loading = false;
  /** Core's first pages of recent texts of this account. */
  #answers = new AnswerMemo<HistoryEntry[]>();

  /** True while a search text is entered: the list shows the matches instead of the pages. */
  get active(): boolean {
    return this.query.trim() !== '';
  }

  /** Forgets earlier answers when the account's history or the network changes and asks again for the text on screen. */
  connect(): () => void {
    const offs = [
      onEvent('history/changed', (p) => {
        if (p.accountId === this.#accountId) this.#forget();
      }),
      // The same account on another network has another history.
      onEvent('network/changed', () => this.#forget()),
    ];
    return () => offs.forEach((off) => off());
  }

  #forget(): void {
    this.#answers.clear();
    if (this.active) void this.run();
  }

  setAccount(accountId: string | null): void {
    if (accountId === this.#accountId) return;
    this.#accountId = accountId;
    this.#answers.clear();
    this.rows = [];
    this.answered = '';
    if (this.active) this.type(this.query);
  }

  /** A keystroke: the search for the text as it now stands goes out at once. */
  type(text: string): void {
    this.query = text;
    if (text.trim() === '') {
      this.pending = false;
      this.rows = [];
      this.answered = '';
      return;
    }
    void this.run(); // asked first, so core works while a known answer is put on screen
    const known = this.#answers.get(text.trim());
    if (known) this.#show(text.trim(), known);
    this.pending = known === undefined;
  }

  /** Asks core for the first page of the current text (a stale answer is dropped). */
  async run(): Promise<void> {
    const accountId = this.#accountId;
    const query = this.query.trim();
    if (!accountId || query === '') return;
    const r = await call('history/search', { accountId, query, limit: SEARCH_PAGE });
    if (accountId !== this.#accountId || query !== this.query.trim()) return;
    this.pending = false;
    if (r.ok) this.#answers.set(query, r.value.rows);
    const rows = r.ok ? r.value.rows : [];
    // The same first page as on screen (its last answer, shown at the keystroke): rows scrolled to since stay.
    if (r.ok && this.answered === query && sameHashes(rows, this.rows.slice(0, rows.length))) return;
    this.#show(query, rows);
  }

  #show(query: string, rows: HistoryEntry[]): void {
    this.answered = query;
    this.rows = rows;
    this.#exhausted = rows.length < SEARCH_PAGE;
  }

  /** The next page of matches after the last one shown. */
  async more(): Promise<void> {
    const accountId = this.#accountId;
    const query = this.answered;
    const last = this.rows.at(-1);
    if (!accountId || !last || this.#exhausted || this.#loading || query !== this.query.trim()) return;
    this.#loading = true;
    const r = await call('history/search', {
      accountId,
      query,
      limit: SEARCH_PAGE,
      before: { height: last.height, hash: last.hash },
    });
    this.#loading = false;
    if (accountId !== this.#accountId || query !== this.query.trim() || !r.ok) return;
    this.#exhausted = r.value.rows.length < SEARCH_PAGE;
    this.rows = [...this.rows, ...r.value.rows];
  }
}

const sameHashes = (a: readonly HistoryEntry[], b: readonly HistoryEntry[]) =>
  a.length === b.length && a.every((row, i) => row.hash === b[i]!.hash);

export const historySearch = new HistorySearch();
