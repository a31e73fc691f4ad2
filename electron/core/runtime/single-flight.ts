// Runs a keyed job once at a time: concurrent callers with the same key share the running promise.
export function createSingleFlight() {
  const running = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, job: () => Promise<T>): Promise<T> {
      const current = running.get(key);
      if (current) return current as Promise<T>;
      const promise = job().finally(() => running.delete(key));
      running.set(key, promise);
      return promise;
    },
    /** Resolves once every job running now has settled (fulfilled or rejected). */
    async settled(): Promise<void> {
      await Promise.allSettled([...running.values()]);
    },
  };
}

export type SingleFlight = ReturnType<typeof createSingleFlight>;
