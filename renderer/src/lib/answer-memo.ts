// The last answers a search-as-you-type list got from core, by question: a text typed again (Backspace, a filter
// clicked back) shows its rows in the keystroke's own frame while core is asked anew. Bounded, least recently used
// first out; its owner clears it whenever the data under the answers changes. Pure.

/** Questions remembered per list: a long query typed and erased, a few filters and sorts. */
export const ANSWER_MEMO_SIZE = 32;

export class AnswerMemo<T> {
  readonly #entries = new Map<string, T>();

  constructor(readonly capacity = ANSWER_MEMO_SIZE) {}

  /** The answer last stored for this question (and marks it recently used), or undefined. */
  get(question: string): T | undefined {
    const answer = this.#entries.get(question);
    if (answer === undefined) return undefined;
    this.#entries.delete(question);
    this.#entries.set(question, answer);
    return answer;
  }

  set(question: string, answer: T): void {
    this.#entries.delete(question);
    this.#entries.set(question, answer);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.capacity) break;
      this.#entries.delete(oldest);
    }
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
