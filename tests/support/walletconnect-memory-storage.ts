// An in-memory key-value storage for @walletconnect/sign-client in tests (the default writes files in the cwd).
export function memoryStorage() {
  const items = new Map<string, unknown>();
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T = unknown>() => [...items.entries()] as [string, T][],
    getItem: async <T = unknown>(key: string) => items.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => void items.set(key, structuredClone(value)),
    removeItem: async (key: string) => void items.delete(key),
  };
}
