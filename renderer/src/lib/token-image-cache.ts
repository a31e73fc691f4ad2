// Token logos as data: URLs from core, remembered in memory (the last N urls) so a list scrolling back does not re-ask.

/** Asks core for one image: its data: URL, or null when there is none to show. */
export type AskImage = (url: string) => Promise<string | null>;

export interface TokenImageCache {
  /** The answer already known for `url` (undefined when core has not been asked yet). */
  peek(url: string): string | null | undefined;
  /** The data: URL for `url` (null: show the initials); asks core at most once per remembered url. */
  get(url: string): Promise<string | null>;
}

/** A bounded cache: holds the answers (images and nulls) of the `capacity` most recently used urls. */
export function createTokenImageCache(ask: AskImage, capacity = 500): TokenImageCache {
  const known = new Map<string, string | null>();
  const asking = new Map<string, Promise<string | null>>();
  const remember = (url: string, value: string | null) => {
    known.delete(url);
    known.set(url, value);
    while (known.size > capacity) known.delete(known.keys().next().value as string);
  };
  return {
    peek(url) {
      if (!known.has(url)) return undefined;
      const value = known.get(url) ?? null;
      remember(url, value);
      return value;
    },
    get(url) {
      const value = this.peek(url);
      if (value !== undefined) return Promise.resolve(value);
      const pending = asking.get(url);
      if (pending) return pending;
      const started = ask(url)
        .catch(() => null)
        .then((answer) => {
          const dataUrl = answer !== null && answer.startsWith('data:image/') ? answer : null;
          remember(url, dataUrl);
          return dataUrl;
        })
        .finally(() => asking.delete(url));
      asking.set(url, started);
      return started;
    },
  };
}
