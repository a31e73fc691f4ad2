// No merge leftovers: a conflict marker in a tracked text file (even one a formatter turned into a quote) fails.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const TEXT = /\.(ts|js|mjs|cjs|svelte|md|json|yml|yaml|css|html)$/;
const MARKER = /^(<{7} |>{7} |\|{7} |(> ){7}|\\?={7}$)/m;

describe('the tree', () => {
  it('has no merge-conflict markers', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => TEXT.test(f) && !f.startsWith('tests/fixtures/'));
    const marked = files.filter((f) => {
      try {
        return MARKER.test(readFileSync(path.join(root, f), 'utf8'));
      } catch {
        return false; // listed but not on disk (a deletion not yet committed)
      }
    });
    expect(marked).toEqual([]);
  });
});
