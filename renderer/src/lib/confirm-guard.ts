// Remembers which reviews were sent to confirm, so one reviewed draft is never confirmed twice (double clicks, re-renders).

export class ConfirmGuard {
  readonly #sent = new Set<string>();
  #inFlight = false;

  /** True when `reviewId` may be confirmed now: nothing in flight and this review never sent before. */
  allows(reviewId: string): boolean {
    return !this.#inFlight && !this.#sent.has(reviewId);
  }

  /** Claims `reviewId` for one confirm; false (and nothing claimed) when it is not allowed. */
  begin(reviewId: string): boolean {
    if (!this.allows(reviewId)) return false;
    this.#inFlight = true;
    this.#sent.add(reviewId);
    return true;
  }

  /** The confirm answered (either way): the review stays spent; a new review is needed to send again. */
  finish(): void {
    this.#inFlight = false;
  }
}
