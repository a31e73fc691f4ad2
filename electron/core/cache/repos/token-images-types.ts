// Cached token images (or remembered failures) and their repository.
import type { EpochMs } from '../../../../shared/api/channel';

/** A cached token image URL: a checked image, or a failure remembered until it is retried. */
export type TokenImageEntry =
  | { url: string; kind: 'image'; mime: string; body: Uint8Array; fetchedAt: EpochMs }
  | { url: string; kind: 'failure'; failure: string; fetchedAt: EpochMs };

export interface TokenImagesRepo {
  get(url: string): TokenImageEntry | null;
  /** Stores a checked image (replacing any failure) as used now. */
  putImage(url: string, mime: string, body: Uint8Array, now: EpochMs): void;
  /** Remembers that fetching `url` failed (a reason code) at `now`. */
  putFailure(url: string, failure: string, now: EpochMs): void;
  /** Marks an entry as used now (eviction is least recently used first). */
  touch(url: string, now: EpochMs): void;
  /** Bytes of image bodies stored. */
  totalBytes(): number;
  /** Deletes least recently used entries until the stored bodies take at most `maxTotalBytes`. */
  trimTo(maxTotalBytes: number): void;
}
