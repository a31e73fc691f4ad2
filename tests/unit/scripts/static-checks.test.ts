// npm test's background checks (scripts/lib/static-checks.mjs): run one after another, each one's output kept whole,
// a failing or missing check reported as failed (never thrown), and the four checks npm test has always run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface Check {
  name: string;
  cmd: string;
  args: string[];
}
interface Result {
  name: string;
  status: number;
  seconds: number;
  output: string;
}
interface StaticChecks {
  staticChecks(root: string): Check[];
  startStaticChecks(checks: Check[], cwd: string): Promise<Result[]>;
  formatCheck(result: Result): string;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');
const load = async () => (await import(path.join(ROOT, 'scripts/lib/static-checks.mjs'))) as StaticChecks; // plain JS

const sh = (name: string, script: string): Check => ({ name, cmd: 'sh', args: ['-c', script] });

describe('the background static checks', () => {
  it('are typecheck (tsc, svelte-check), lint and format, in that order', async () => {
    const { staticChecks } = await load();
    expect(staticChecks(ROOT).map((c) => [c.name, path.basename(c.cmd)])).toEqual([
      ['typecheck (tsc)', 'tsc'],
      ['typecheck (svelte-check)', 'svelte-check'],
      ['lint (eslint)', 'eslint'],
      ['format (prettier --check)', 'prettier'],
    ]);
    expect(staticChecks(ROOT).find((c) => c.name === 'lint (eslint)')?.args).toEqual(['.']);
  });

  it('run one at a time, in order, each with its stdout and stderr kept', async () => {
    const { startStaticChecks } = await load();
    const dir = mkdtempSync(path.join(tmpdir(), 'xyz-static-checks-'));
    try {
      // The second passes only if the first had finished (written its mark) before the second started.
      const results = await startStaticChecks(
        [
          sh('first', `echo out-1; echo err-1 >&2; sleep 0.3; touch '${dir}/first-done'; echo done-1`),
          sh('second', `test -f '${dir}/first-done' && echo out-2`),
        ],
        ROOT,
      );
      expect(results.map((r) => [r.name, r.status])).toEqual([
        ['first', 0],
        ['second', 0],
      ]);
      expect(results[0]!.output).toContain('out-1');
      expect(results[0]!.output).toContain('err-1');
      expect(results[0]!.output).toContain('done-1');
      expect(results[1]!.output).toBe('out-2\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('report a failing check and a missing program as failed, and go on with the next', async () => {
    const { startStaticChecks, formatCheck } = await load();
    const results = await startStaticChecks(
      [
        sh('broken', 'echo "2 errors"; exit 3'),
        { name: 'missing', cmd: '/nonexistent/xyz-check', args: [] },
        sh('after', 'true'),
      ],
      ROOT,
    );
    expect(results.map((r) => r.status !== 0)).toEqual([true, true, false]);
    expect(formatCheck(results[0]!)).toMatch(
      /=== broken ===\n2 errors\n--- broken: FAILED \(exit 3\) in \d+s/,
    );
    expect(formatCheck(results[1]!)).toMatch(/ENOENT[\s\S]*--- missing: FAILED/);
    expect(formatCheck(results[2]!)).toMatch(/=== after ===\n--- after: passed in \d+s$/);
  });
});
