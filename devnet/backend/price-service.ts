// B5: the XYZ/USD price from the feed URL, cached 5 minutes by an injectable clock; {XYZ: 0} when unknown.

/** How long a fetched price stays fresh, in milliseconds. */
export const PRICE_CACHE_MS = 5 * 60 * 1000;
/** How long the backend waits for the feed before treating it as down, in milliseconds. */
export const FEED_TIMEOUT_MS = 3_000;

/** Reads a USD price out of a feed body: `{XYZ: 1.25}`, `{price_usd: "1.25"}` or `{price: ...}`. */
export function parseFeedPrice(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['XYZ', 'price_usd', 'price']) {
    const raw = record[key];
    const value =
      typeof raw === 'number'
        ? raw
        : typeof raw === 'string' && /^\d+(\.\d+)?$/.test(raw)
          ? Number(raw)
          : NaN;
    if (Number.isFinite(value) && value >= 0) return value;
  }
  return null;
}

export class PriceService {
  #cached: { price: number; fetchedAtMs: number } | null = null;
  #inflight: Promise<number | null> | null = null;

  constructor(private readonly clock: () => Date) {}

  /** The current price for B5; `feedUrl` is where the feed answers (re-read only when the cache is stale). */
  async price(feedUrl: string): Promise<{ XYZ: number }> {
    const now = this.clock().getTime();
    if (this.#cached && now - this.#cached.fetchedAtMs < PRICE_CACHE_MS && now >= this.#cached.fetchedAtMs) {
      return { XYZ: this.#cached.price };
    }
    this.#inflight ??= fetchFeed(feedUrl).finally(() => {
      this.#inflight = null;
    });
    const fetched = await this.#inflight;
    if (fetched === null) return { XYZ: 0 };
    this.#cached = { price: fetched, fetchedAtMs: now };
    return { XYZ: fetched };
  }
}

async function fetchFeed(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
    if (!response.ok) return null;
    return parseFeedPrice(await response.json());
  } catch {
    return null;
  }
}
