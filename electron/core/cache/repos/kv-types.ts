// The small key/value store of the records file.

/** Small key/value store of JSON values (settings, wallet metadata). */
export interface KvRepo {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}
