// Pushed core events as reactive reads: `latestEvent(name)` returns an object whose `.current` is the last payload.
import { createSubscriber } from 'svelte/reactivity';
import type { EventName, EventPayload } from '../../../shared/api';
import { onEvent } from './api';

export class LatestEvent<E extends EventName> {
  #latest = $state.raw<EventPayload<E> | null>(null);
  #subscribe: () => void;

  constructor(event: E, onPayload?: (payload: EventPayload<E>) => void) {
    this.#subscribe = createSubscriber((update) =>
      onEvent(event, (payload) => {
        this.#latest = payload;
        onPayload?.(payload);
        update();
      }),
    );
  }

  /** The last payload pushed while someone was reading this value reactively; null before the first. */
  get current(): EventPayload<E> | null {
    this.#subscribe();
    return this.#latest;
  }

  /** Sets a value learned another way (e.g. the answer of a probe channel). */
  set(payload: EventPayload<E>): void {
    this.#latest = payload;
  }
}
