// Key-value stores of chain state: a committed in-memory store with sorted ranges, and cache layers
// (branch-and-write, like the SDK's cachekv) that give messages and transactions atomic rollback.

/** String-keyed state store. Values are strings (JSON or decimal amounts). */
export interface KVStore {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  delete(key: string): void;
  /** Entries whose key starts with `prefix`, ascending by key. */
  range(prefix: string): Array<[string, string]>;
}

/** The committed state: a Map plus a lazily rebuilt sorted key index; tracks keys changed since last flush. */
export class MemStore implements KVStore {
  private readonly data = new Map<string, string>();
  private sortedKeys: string[] | null = null;
  /** Keys added or removed since the index was last brought up to date (null = rebuild). */
  private pendingAdds: string[] | null = [];
  private pendingDeletes = new Set<string>();
  private readonly dirty = new Set<string>();

  get(key: string): string | undefined {
    return this.data.get(key);
  }

  set(key: string, value: string): void {
    if (!this.data.has(key)) {
      this.pendingDeletes.delete(key);
      if (this.pendingAdds && this.pendingAdds.length < MAX_INCREMENTAL) this.pendingAdds.push(key);
      else this.pendingAdds = null;
    }
    this.data.set(key, value);
    this.dirty.add(key);
  }

  delete(key: string): void {
    if (this.data.delete(key)) {
      if (this.pendingDeletes.size < MAX_INCREMENTAL) this.pendingDeletes.add(key);
      else this.pendingAdds = null;
    }
    this.dirty.add(key);
  }

  range(prefix: string): Array<[string, string]> {
    const keys = this.keys();
    const out: Array<[string, string]> = [];
    for (let i = lowerBound(keys, prefix); i < keys.length; i++) {
      const key = keys[i]!;
      if (!key.startsWith(prefix)) break;
      out.push([key, this.data.get(key)!]);
    }
    return out;
  }

  /** Loads a persisted entry without marking it dirty. */
  load(key: string, value: string): void {
    this.data.set(key, value);
    this.pendingAdds = null;
  }

  /** Keys changed since the last call, with their new values (undefined = deleted). */
  takeDirty(): Array<[string, string | undefined]> {
    const out: Array<[string, string | undefined]> = [];
    for (const key of this.dirty) out.push([key, this.data.get(key)]);
    this.dirty.clear();
    return out;
  }

  /**
   * The sorted key index: rebuilt after bulk changes, otherwise patched with the few keys added or
   * removed since the last range (binary-search inserts), so a block's new keys do not cost a full sort.
   */
  private keys(): string[] {
    if (!this.sortedKeys || this.pendingAdds === null) {
      this.sortedKeys = [...this.data.keys()].sort(compareKeys);
    } else {
      const keys = this.sortedKeys;
      if (this.pendingDeletes.size > 0) {
        for (const key of this.pendingDeletes) {
          const i = lowerBound(keys, key);
          if (keys[i] === key && !this.data.has(key)) keys.splice(i, 1);
        }
      }
      for (const key of this.pendingAdds) {
        if (!this.data.has(key)) continue;
        const i = lowerBound(keys, key);
        if (keys[i] !== key) keys.splice(i, 0, key);
      }
    }
    this.pendingAdds = [];
    this.pendingDeletes = new Set();
    return this.sortedKeys;
  }
}

/** Above this many pending index changes the sorted index is rebuilt instead of patched. */
const MAX_INCREMENTAL = 2000;

/** A branch of a parent store: reads fall through, writes stay here until `write()` flushes them. */
export class CacheStore implements KVStore {
  private readonly writes = new Map<string, string | undefined>();

  constructor(private readonly parent: KVStore) {}

  get(key: string): string | undefined {
    if (this.writes.has(key)) return this.writes.get(key);
    return this.parent.get(key);
  }

  set(key: string, value: string): void {
    this.writes.set(key, value);
  }

  delete(key: string): void {
    this.writes.set(key, undefined);
  }

  range(prefix: string): Array<[string, string]> {
    const merged = new Map<string, string>(this.parent.range(prefix));
    for (const [key, value] of this.writes) {
      if (!key.startsWith(prefix)) continue;
      if (value === undefined) merged.delete(key);
      else merged.set(key, value);
    }
    return [...merged.entries()].sort((a, b) => compareKeys(a[0], b[0]));
  }

  /** Flushes this branch's writes into the parent and clears them. */
  write(): void {
    for (const [key, value] of this.writes) {
      if (value === undefined) this.parent.delete(key);
      else this.parent.set(key, value);
    }
    this.writes.clear();
  }
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function lowerBound(sorted: string[], target: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
