// Typed JSON records on top of a contract's string key-value storage.
import type { ContractStorage } from '../../../types';

export function readJson<T>(storage: Pick<ContractStorage, 'get'>, key: string): T | undefined {
  const raw = storage.get(key);
  return raw === undefined ? undefined : (JSON.parse(raw) as T);
}

export function writeJson(storage: Pick<ContractStorage, 'set'>, key: string, value: unknown): void {
  storage.set(key, JSON.stringify(value));
}

/** Values of entries under `prefix` after `startAfter` (a key suffix), at most `limit`, ascending by key. */
export function rangeJson<T>(
  storage: Pick<ContractStorage, 'range'>,
  prefix: string,
  startAfter: string | undefined,
  limit: number,
): T[] {
  const out: T[] = [];
  for (const [key, raw] of storage.range(prefix)) {
    if (startAfter !== undefined && key.slice(prefix.length) <= startAfter) continue;
    out.push(JSON.parse(raw) as T);
    if (out.length >= limit) break;
  }
  return out;
}
