// Turns a burst of calls into at most two runs: one now, and one more after it when calls came in meanwhile (the
// pushes of one core refresh — balances, holdings, history — reload a screen once or twice, never three times).
export function coalesced(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const call = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch(() => undefined)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void call();
        }
      });
    return running;
  };
  return call;
}
