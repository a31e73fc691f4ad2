// Counts remembered per network for the current version of its list only: a new version (the token list replaced)
// drops the counts of the old one, and within a version at most MAX_COUNTS_PER_LIST keys are kept (the oldest asked
// goes first), so the memo stays bounded whatever the wallet's uptime or the filters typed.

/** Keys (filter texts) remembered per network and list version. */
export const MAX_COUNTS_PER_LIST = 500;

export interface VersionedCounts {
  /** The count kept for `key` in `version` of `networkId`'s list, else `count()`'s answer, kept. */
  get(networkId: string, version: number | undefined, key: string, count: () => number): number;
  /** How many counts are kept, over every network (for tests). */
  size(): number;
}

export function createVersionedCounts(): VersionedCounts {
  const byNetwork = new Map<string, { version: number | undefined; counts: Map<string, number> }>();
  return {
    get(networkId, version, key, count) {
      let kept = byNetwork.get(networkId);
      if (!kept || kept.version !== version) {
        kept = { version, counts: new Map() };
        byNetwork.set(networkId, kept);
      }
      const known = kept.counts.get(key);
      if (known !== undefined) {
        // Asked again: it becomes the newest (a Map iterates in insertion order).
        kept.counts.delete(key);
        kept.counts.set(key, known);
        return known;
      }
      const counted = count();
      kept.counts.set(key, counted);
      if (kept.counts.size > MAX_COUNTS_PER_LIST) kept.counts.delete(kept.counts.keys().next().value!);
      return counted;
    },
    size: () => [...byNetwork.values()].reduce((sum, kept) => sum + kept.counts.size, 0),
  };
}
