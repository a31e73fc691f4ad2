// Token images for the renderer, cache first: a checked image from SQLite, a remembered failure until it is retried,
// else one fetch (shared by concurrent askers) whose result is stored and the cache trimmed to its size cap.
import type { TokenImagesRepo } from '../cache/repos/token-images-types';
import {
  fetchTokenImage,
  isTokenImageUrlAllowed,
  TOKEN_IMAGE_LIMITS,
  toDataUrl,
  type TokenImageLimits,
} from '../chain/token-image';

export interface TokenImageCacheLimits extends TokenImageLimits {
  /** A failed URL is not fetched again before this many milliseconds. */
  retryFailedAfterMs: number;
  /** Total bytes of stored images; least recently used ones are dropped past it. */
  maxTotalBytes: number;
}

export const TOKEN_IMAGE_CACHE_LIMITS: TokenImageCacheLimits = {
  ...TOKEN_IMAGE_LIMITS,
  retryFailedAfterMs: 60 * 60 * 1000,
  maxTotalBytes: 32 * 1024 * 1024,
};

export interface TokenImageSourceDeps {
  repo: TokenImagesRepo;
  fetch: typeof fetch;
  clock: () => number;
  /** The active profile's backend URL (read per call: the user may switch networks). */
  backendUrl: () => string;
  limits?: TokenImageCacheLimits;
}

/** `image(url)`: the image as a data: URL, or null when the URL is not allowed, failed recently or is no image. */
export function createTokenImageSource(deps: TokenImageSourceDeps): {
  image(url: string): Promise<string | null>;
} {
  const limits = deps.limits ?? TOKEN_IMAGE_CACHE_LIMITS;
  const inFlight = new Map<string, Promise<string | null>>();

  const fetchAndStore = async (url: string): Promise<string | null> => {
    const result = await fetchTokenImage(url, deps.fetch, limits);
    const now = deps.clock();
    if (!result.ok) {
      deps.repo.putFailure(url, result.failure, now);
      return null;
    }
    deps.repo.putImage(url, result.mime, result.body, now);
    deps.repo.trimTo(limits.maxTotalBytes);
    return toDataUrl(result.mime, result.body);
  };

  return {
    async image(url) {
      if (!isTokenImageUrlAllowed(url, deps.backendUrl())) return null;
      const now = deps.clock();
      const cached = deps.repo.get(url);
      if (cached?.kind === 'image') {
        deps.repo.touch(url, now);
        return toDataUrl(cached.mime, cached.body);
      }
      if (cached?.kind === 'failure' && now - cached.fetchedAt < limits.retryFailedAfterMs) return null;
      const pending = inFlight.get(url);
      if (pending) return pending;
      const started = fetchAndStore(url).finally(() => inFlight.delete(url));
      inFlight.set(url, started);
      return started;
    },
  };
}
