// The test run's file order: groups in turn, the known-long files of a group first (any project), the rest as vitest
// ordered them.
import { describe, expect, it } from 'vitest';
import { heavyFirst, KNOWN_SECONDS } from '../../../scripts/lib/heavy-first';

const file = (group: number, path: string, index: number) => ({ group, path, index });

describe('heavyFirst', () => {
  it('keeps the groups in order: no long e2e file starts before a short integration one', () => {
    const files = [
      file(2, 'tests/e2e/flows.test.ts', 0),
      file(1, 'tests/integration/a.test.ts', 1),
      file(0, 'tests/unit/b.test.ts', 2),
    ];
    expect(heavyFirst(files).map((f) => f.group)).toEqual([0, 1, 2]);
  });

  it("starts a group's long files first, longest first, whichever project they are in", () => {
    const files = [
      file(2, 'tests/e2e/csp.test.ts', 0),
      file(2, 'tests/e2e/offline-two-instances.test.ts', 1),
      file(2, 'tests/e2e/screens.test.ts', 2),
      file(2, 'tests/e2e/flows.test.ts', 3),
    ];
    expect(heavyFirst(files).map((f) => f.path)).toEqual([
      'tests/e2e/flows.test.ts',
      'tests/e2e/screens.test.ts',
      'tests/e2e/csp.test.ts',
      'tests/e2e/offline-two-instances.test.ts',
    ]);
  });

  it("leaves unlisted files in vitest's order and the input untouched", () => {
    const files = [file(1, 'z.test.ts', 0), file(1, 'a.test.ts', 1), file(1, 'm.test.ts', 2)];
    expect(heavyFirst(files)).toEqual(files);
    expect(heavyFirst(files)).not.toBe(files);
  });

  it('lists only files that exist, with a positive time', async () => {
    const { existsSync } = await import('node:fs');
    for (const [path, seconds] of Object.entries(KNOWN_SECONDS)) {
      expect(existsSync(path), path).toBe(true);
      expect(seconds).toBeGreaterThan(0);
    }
  });
});
