// Asks for launchpad progress of the tokens whose rows are on screen, once each, after the rows have settled: a fast
// scroll or a search being typed asks for nothing, and a question already under way stops as soon as the list
// changes, so it never stands between a keystroke and its answer. Plain TypeScript (timers injected by vitest).

export interface ProgressAskerDeps<P> {
  /** Asks core for one token's progress (null when it could not be had). */
  ask: (address: string) => Promise<P | null>;
  /** True while the list waits for an answer of its own (a new search text): progress waits too. */
  listBusy: () => boolean;
  /** Bumped whenever the rows of the list are replaced: a round of questions under way then stops. */
  listVersion: () => number;
  /** Receives the answers of one round (never empty). */
  answered: (fresh: Record<string, P>) => void;
  /** How long (ms) rows must stay on screen before their tokens are asked about. */
  settleMs: number;
}

export class ProgressAsker<P> {
  /** Tokens on screen, with how many rows show each (rows can change tokens). */
  readonly #onScreen = new Map<string, number>();
  readonly #asked = new Set<string>();
  #timer: ReturnType<typeof setTimeout> | null = null;
  #running = false;
  readonly deps: ProgressAskerDeps<P>;

  constructor(deps: ProgressAskerDeps<P>) {
    this.deps = deps;
  }

  /** A row shows `address`: it is asked about once rows settle. Returns the row's withdrawal (it left or changed). */
  show(address: string): () => void {
    this.#onScreen.set(address, (this.#onScreen.get(address) ?? 0) + 1);
    if (!this.#asked.has(address)) this.#settle();
    return () => {
      const rows = (this.#onScreen.get(address) ?? 0) - 1;
      if (rows > 0) this.#onScreen.set(address, rows);
      else this.#onScreen.delete(address);
    };
  }

  /** Forgets what was asked (the token data changed): the tokens on screen are asked again. */
  forget(): void {
    this.#asked.clear();
    if (this.#onScreen.size > 0) this.#settle();
  }

  /** Tokens on screen not yet asked about. */
  waiting(): string[] {
    return [...this.#onScreen.keys()].filter((address) => !this.#asked.has(address));
  }

  #settle(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#round(), this.deps.settleMs);
  }

  /** One question at a time (each its own task), stopping when the list changes or waits for an answer. */
  async #round(): Promise<void> {
    this.#timer = null;
    if (this.#running || this.deps.listBusy()) return this.#settle();
    this.#running = true;
    const version = this.deps.listVersion();
    const fresh: Record<string, P> = {};
    try {
      for (const address of this.waiting()) {
        if (this.deps.listVersion() !== version || this.deps.listBusy()) {
          this.#settle();
          break;
        }
        if (!this.#onScreen.has(address)) continue;
        this.#asked.add(address);
        const progress = await this.deps.ask(address);
        if (progress !== null) fresh[address] = progress;
      }
    } finally {
      this.#running = false;
      if (Object.keys(fresh).length > 0) this.deps.answered(fresh);
    }
  }
}
