// What a child process last said and how it ended, for a failure message that says why (issue 33: a soak cycle that
// failed with "fetch failed" said nothing of the devnet host that had stopped answering).

/** Lines kept of the child's output. */
export const KEPT_LINES = 40;

export interface ChildLog {
  /** Feeds a chunk of the child's stderr (or stdout that is not a reply). */
  add(chunk: string): void;
  exited(code: number | null, signal: NodeJS.Signals | null): void;
  /** "devnet host (pid 12): exited with code 1 | running; last lines: ..." (several lines). */
  describe(): string;
}

export function createChildLog(name: string, pid: number | undefined, kept = KEPT_LINES): ChildLog {
  const lines: string[] = [];
  let partial = '';
  let ended: string | null = null;
  return {
    add(chunk) {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) if (line.trim() !== '') lines.push(line);
      if (lines.length > kept) lines.splice(0, lines.length - kept);
    },
    exited(code, signal) {
      ended = signal ? `killed by ${signal}` : `exited with code ${code}`;
    },
    describe() {
      const tail = [...lines, ...(partial.trim() ? [partial] : [])].slice(-kept);
      const state = ended ?? 'still running';
      return `${name} (pid ${pid ?? '?'}): ${state}; its last ${tail.length} log lines:${tail.length ? `\n  ${tail.join('\n  ')}` : ' (none)'}`;
    },
  };
}
