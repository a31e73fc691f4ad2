// The B1 token list as windows from core (filtered and sorted in SQLite, never the whole list across IPC): the
// rows the screen needs, the count, the person's hide marks; launchpad progress fetched per row on screen. A new
// question shows its rows at once when earlier answers already hold them (decision 0715); core's answer follows.
import type { ErrorInfo } from '../../../../shared/api';
import type { TokenProgress, TokenView } from '../../../../shared/api/data';
import type { TokenFilter, TokenMark, TokenSort, TokenWindow } from '../../../../shared/api/tokens';
import { call, onEvent } from '../api';
import { AnswerMemo } from '../answer-memo';
import { ProgressAsker } from '../progress-asker';
import { narrowedWindow, questionKey, type TokenQuestion } from '../token-narrowing';
import { FIRST_WINDOW, loadedPrefix, missingRows, pagesFromStart, TOKEN_PAGE } from '../token-pages';
import { session } from './session.svelte';

/** Pages kept around the last one loaded (a long scroll through 100,000 rows does not keep them all). */
const KEPT_PAGES = 40;
/** Rows must stay on screen this long (ms) before their progress is asked for, so a fast scroll asks for nothing. */
export const PROGRESS_SETTLE_MS = 120;

export class TokensStore {
  updatedAt = $state<number | null>(null);
  error = $state.raw<ErrorInfo | null>(null);
  loaded = $state(false);
  query = $state('');
  filter = $state<TokenFilter>('all');
  sort = $state<TokenSort>('newest');
  showHidden = $state(false);
  /** Rows of the filtered list (a lower bound when `totalIsLowerBound`). */
  total = $state(0);
  totalIsLowerBound = $state(false);
  hiddenMatches = $state(0);
  /** Query text whose rows are on screen (the list stamps it: tests and the bench wait for it). */
  shownQuery = $state('');
  /** Loaded windows of the current list by page number. */
  pages = $state.raw<Record<number, TokenView[]>>({});
  /** The active account's hide marks. */
  marks = $state.raw<Record<string, TokenMark>>({});
  /** Launchpad progress answers by token address (exact thresholds). */
  progress = $state.raw<Record<string, TokenProgress>>({});
  /** Tokens opened by address that no loaded window holds (token detail). */
  single = $state.raw<Record<string, TokenView | null>>({});

  /** Bumped by every change of query, filter, sort or data: answers of an older generation are dropped. */
  #generation = 0;
  /** First windows asked for and not yet answered (progress questions wait for them). */
  #reloading = 0;
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping, never rendered
  #asking = new Set<number>();
  /** The question whose rows are on screen (what a narrowing starts from). */
  #shownQuestion: TokenQuestion | null = null;
  /** Core's first windows of recent questions; cleared whenever the list or the marks change. */
  #answers = new AnswerMemo<TokenWindow>();
  /** The rows the list last said it shows (asked again after a new first window replaces the pages). */
  #inView: [number, number] = [0, 0];
  /** Progress of the curve tokens on screen, asked once rows settle and never in a keystroke's way. */
  #progressAsker = new ProgressAsker<TokenProgress>({
    ask: async (token) => {
      const r = await call('tokens/progress', { token });
      return r.ok ? r.value : null;
    },
    listBusy: () => this.#reloading > 0,
    listVersion: () => this.#generation,
    answered: (fresh) => (this.progress = { ...this.progress, ...fresh }),
    settleMs: PROGRESS_SETTLE_MS,
  });

  /** Reads the account's marks now; reloads the list whenever its data or the account changes; returns the unsubscriber. */
  connect(): () => void {
    void this.#loadMarks();
    /** Another list: what was answered about the one before (rows, progress, single tokens) is forgotten. */
    const listChanged = () => {
      this.#progressAsker.forget();
      this.#answers.clear();
      this.single = {};
      void this.reload();
    };
    const offs = [
      onEvent('tokens/changed', listChanged),
      onEvent('accounts/changed', () => {
        this.#answers.clear();
        void this.#loadMarks();
        void this.reload();
      }),
      // Another network: not even the rows on screen may be narrowed into an answer.
      onEvent('network/changed', () => {
        this.#shownQuestion = null;
        listChanged();
      }),
    ];
    return () => {
      offs.forEach((off) => off());
      // Changes that arrive while nobody listens would not clear the answers: they go now.
      this.#answers.clear();
    };
  }

  /**
   * Asks core for the first window of the current question; its answer replaces the list in one step. Until it
   * arrives, rows already known to answer the question are shown: core's last answer to the same question, or the
   * rows on screen narrowed by the longer text (token-narrowing.ts).
   */
  async reload(): Promise<void> {
    const generation = ++this.#generation;
    this.#asking.clear();
    const question = this.#question();
    const key = questionKey(question);
    this.#reloading += 1;
    // Asked first, so core works while the rows already known are put on screen.
    const asked = this.#window(question, 0, FIRST_WINDOW).finally(() => (this.#reloading -= 1));
    const known = this.#answers.get(key) ?? this.#narrowed(question);
    if (known) this.#show(question, known);
    const answer = await asked;
    if (generation !== this.#generation) return;
    this.loaded = true;
    if (!answer.ok) {
      this.error = answer.error;
      return;
    }
    this.error = null;
    this.#answers.set(key, answer.value);
    this.#show(question, answer.value);
    // Rows in view past the first window (a tall window, or fetched before this answer) are asked for again.
    this.need(this.#inView[0], Math.min(this.#inView[1], this.total));
  }

  #question(): TokenQuestion {
    return {
      accountId: session.activeAccountId,
      query: this.query,
      filter: this.filter,
      sort: this.sort,
      showHidden: this.showHidden,
    };
  }

  /** The first window of `question` found in the rows on screen, when it only narrows their question. */
  #narrowed(question: TokenQuestion): TokenWindow | null {
    if (!this.#shownQuestion) return null;
    return narrowedWindow(
      {
        question: this.#shownQuestion,
        prefix: loadedPrefix(this.pages),
        total: this.total,
        totalIsLowerBound: this.totalIsLowerBound,
        hiddenMatches: this.hiddenMatches,
        updatedAt: this.updatedAt,
      },
      question,
      FIRST_WINDOW,
    );
  }

  /** Puts a first window of `question` on screen, replacing every row of the question before. */
  #show(question: TokenQuestion, window: TokenWindow): void {
    this.loaded = true;
    this.pages = pagesFromStart(window.rows);
    this.#counts(window);
    this.#shownQuestion = question;
    this.shownQuery = question.query;
  }

  /** Makes sure rows `start`..`end - 1` are loaded (the list calls this as it scrolls). */
  need(start: number, end: number): void {
    this.#inView = [start, end];
    const generation = this.#generation;
    for (let page = Math.floor(start / TOKEN_PAGE); page * TOKEN_PAGE < end; page++) {
      if (this.#asking.has(page) || missingRows(this.pages[page], page, end) === 0) continue;
      this.#asking.add(page);
      void this.#window(this.#question(), page * TOKEN_PAGE, TOKEN_PAGE).then((answer) => {
        this.#asking.delete(page);
        if (generation === this.#generation && answer.ok) this.#take(answer.value);
      });
    }
  }

  rowAt(index: number): TokenView | undefined {
    return this.pages[Math.floor(index / TOKEN_PAGE)]?.[index % TOKEN_PAGE];
  }

  #window(question: TokenQuestion, offset: number, limit: number) {
    return call('tokens/window', {
      accountId: question.accountId ?? undefined,
      query: question.query,
      filter: question.filter,
      sort: question.sort,
      showHidden: question.showHidden,
      offset,
      limit,
    });
  }

  /** Adds a page scrolled to, keeping at most KEPT_PAGES around it. */
  #take(window: TokenWindow): void {
    const page = Math.floor(window.offset / TOKEN_PAGE);
    const pages: Record<number, TokenView[]> = { ...this.pages };
    pages[page] = window.rows;
    const far = Object.keys(pages)
      .map(Number)
      .sort((a, b) => Math.abs(b - page) - Math.abs(a - page));
    for (const gone of far.slice(0, Math.max(0, far.length - KEPT_PAGES))) delete pages[gone];
    this.pages = pages;
    this.#counts(window);
  }

  #counts(window: TokenWindow): void {
    this.total = window.total;
    this.totalIsLowerBound = window.totalIsLowerBound;
    this.hiddenMatches = window.hiddenMatches;
    this.updatedAt = window.updatedAt;
  }

  async #loadMarks(): Promise<void> {
    const accountId = session.activeAccountId;
    if (!accountId) return;
    const r = await call('tokens/hygiene', { accountId });
    if (r.ok) this.marks = r.value.marks;
  }

  /** Hides a token for the active account (or shows it again); the list reloads without (or with) it. */
  async setHidden(token: string, hidden: boolean): Promise<void> {
    const accountId = session.activeAccountId;
    if (!accountId) return;
    const r = await call('tokens/mark', { accountId, token, mark: hidden ? 'hidden' : null });
    if (r.ok) this.marks = r.value.marks;
    this.#answers.clear();
    await this.reload();
  }

  /** The token with this address, from a loaded window or (asked once) from core. */
  byAddress(address: string): TokenView | null {
    for (const rows of Object.values(this.pages)) {
      const hit = rows.find((t) => t.address === address);
      if (hit) return hit;
    }
    if (!(address in this.single)) queueMicrotask(() => void this.#loadSingle(address));
    return this.single[address] ?? null;
  }

  async #loadSingle(address: string): Promise<void> {
    if (address in this.single) return;
    this.single = { ...this.single, [address]: null };
    const r = await call('tokens/get', { token: address });
    if (r.ok) this.single = { ...this.single, [address]: r.value.token };
  }

  /**
   * Asks core once for the launchpad progress of a curve token whose row is on screen, after rows have stayed in view
   * for PROGRESS_SETTLE_MS (see ProgressAsker); the returned function (a row effect's teardown) withdraws the row.
   */
  ensureProgress(token: TokenView): (() => void) | undefined {
    return token.source === 'launchpad' ? this.#progressAsker.show(token.address) : undefined;
  }

  async loadProgress(token: string): Promise<TokenProgress | null> {
    const r = await call('tokens/progress', { token });
    if (!r.ok) return null;
    this.progress = { ...this.progress, [token]: r.value };
    return r.value;
  }
}

export const tokens = new TokensStore();
