// Counts remembered per network for the current version of its list only: a new version (the token list replaced)
// drops the counts of the old one, so the memo holds one list's worth of keys whatever the wallet's uptime.

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
      if (known !== undefined) return known;
      const counted = count();
      kept.counts.set(key, counted);
      return counted;
    },
    size: () => [...byNetwork.values()].reduce((sum, kept) => sum + kept.counts.size, 0),
  };
}
