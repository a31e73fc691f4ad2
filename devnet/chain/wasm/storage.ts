// A contract's private key-value storage: a key prefix inside chain state (metering comes from the store).
import type { KVStore } from '../store';
import type { ContractStorage } from '../types';

export function prefixedStorage(store: KVStore, contract: string): ContractStorage {
  const prefix = `wasm/store/${contract}/`;
  return {
    get: (key) => store.get(prefix + key),
    set: (key, value) => {
      if (typeof value !== 'string')
        throw new TypeError(`contract storage values must be strings (key ${key})`);
      store.set(prefix + key, value);
    },
    delete: (key) => store.delete(prefix + key),
    range: (keyPrefix) => store.range(prefix + keyPrefix).map(([k, v]) => [k.slice(prefix.length), v]),
  };
}
