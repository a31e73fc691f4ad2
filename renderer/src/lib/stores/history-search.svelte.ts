// Text search over the active account's cached history (core's 'history/search'), asked at every keystroke (a page
// costs core a few ms at 100,000 rows; a stale answer is dropped), paged newest first.
import type { HistoryEntry } from '../../../../shared/api/data';
import { call } from '../api';

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

  /** True while a search text is entered: the list shows the matches instead of the pages. */
  get active(): boolean {
    return this.query.trim() !== '';
  }

  setAccount(accountId: string | null): void {
    if (accountId === this.#accountId) return;
    this.#accountId = accountId;
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
    this.pending = true;
    void this.run();
  }

  /** Asks core for the first page of the current text (a stale answer is dropped). */
  async run(): Promise<void> {
    const accountId = this.#accountId;
    const query = this.query.trim();
    if (!accountId || query === '') return;
    const r = await call('history/search', { accountId, query, limit: SEARCH_PAGE });
    if (accountId !== this.#accountId || query !== this.query.trim()) return;
    this.pending = false;
    this.answered = query;
    this.rows = r.ok ? r.value.rows : [];
    this.#exhausted = !r.ok || r.value.rows.length < SEARCH_PAGE;
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

export const historySearch = new HistorySearch();
