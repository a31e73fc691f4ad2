// A failed soak cycle says why (issue 33): the devnet host's state (running, its exit code or signal) and its last
// log lines, kept from its output as it ran.
import { describe, expect, it } from 'vitest';
import { cycleFailure } from '../../bench/live-soak';
import { createChildLog } from '../../bench/support/child-log';

describe('the devnet host log kept for a failure', () => {
  it('keeps the last lines, joined across chunks, and says how the process ended', () => {
    const log = createChildLog('devnet host', 42, 3);
    log.add('line 1\nline 2\nli');
    log.add('ne 3\n\nline 4\n');
    expect(log.describe()).toContain('still running');
    log.exited(null, 'SIGKILL');
    expect(log.describe()).toBe(
      'devnet host (pid 42): killed by SIGKILL; its last 3 log lines:\n  line 2\n  line 3\n  line 4',
    );
    const crashed = createChildLog('devnet host', 7);
    crashed.add('FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory');
    crashed.exited(134, null);
    expect(crashed.describe()).toMatch(
      /exited with code 134; its last 1 log lines:\n {2}FATAL ERROR: Reached heap/,
    );
  });

  it("turns a cycle's bare error into one that names the cycle, the host's state and its last line", () => {
    const logged: string[] = [];
    const log = createChildLog('devnet host', 7);
    log.add('block 9500 produced\nRangeError: Map maximum size exceeded\n');
    log.exited(1, null);
    const error = cycleFailure(
      9500,
      new TypeError('fetch failed'),
      { diagnosis: () => log.describe() },
      (l) => logged.push(l),
    );
    const firstLine = error.message.split('\n')[0];
    expect(firstLine).toBe(
      'cycle 9500 failed: fetch failed; devnet host (pid 7): exited with code 1; its last 2 log lines: RangeError: Map maximum size exceeded',
    );
    expect(error.message).toContain('block 9500 produced');
    expect(logged[0]).toContain('RangeError: Map maximum size exceeded');
  });
});
