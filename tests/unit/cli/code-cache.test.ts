// The bundled CLI's loader: a CommonJS bundle runs as Node would run it, with the V8 code cache beside it when V8
// takes it, and as usual (compiled afresh) when there is none or it belongs to other code.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeCacheFile, loadCommonJsBundle } from '../../../cli/bundle/code-cache';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'xyz-code-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// Each test its own program text: V8 keeps what it compiled in this process and would not look at a cache again.
const bundle = (test: string) => `// ${test}
const path = require('node:path');
exports.name = path.basename(__filename);
exports.dir = __dirname;
module.exports.twice = (n) => n * 2;
`;

describe('loadCommonJsBundle', () => {
  it("runs the bundle with Node's module wrapper (exports, require, module, __filename, __dirname)", () => {
    const file = path.join(dir, 'commands-abc.cjs');
    writeFileSync(file, bundle('wrapper'));
    const loaded = loadCommonJsBundle(file);
    expect(loaded.exports.name).toBe('commands-abc.cjs');
    expect(loaded.exports.dir).toBe(dir);
    expect((loaded.exports.twice as (n: number) => number)(21)).toBe(42);
    expect(loaded.cacheUsed).toBe(false);
  });

  it('uses the cache written for the same code', () => {
    const file = path.join(dir, 'commands-abc.cjs');
    writeFileSync(file, bundle('same code'));
    loadCommonJsBundle(file).writeCache();
    const again = loadCommonJsBundle(file);
    expect(again.cacheUsed).toBe(true);
    expect((again.exports.twice as (n: number) => number)(4)).toBe(8);
  });

  it('compiles afresh when the cache is not V8 code or belongs to other code', () => {
    const file = path.join(dir, 'commands-abc.cjs');
    writeFileSync(file, bundle('not a cache'));
    writeFileSync(codeCacheFile(file), 'not a code cache');
    expect(loadCommonJsBundle(file).cacheUsed).toBe(false);
    writeFileSync(file, bundle('other code'));
    const other = path.join(dir, 'other.cjs');
    writeFileSync(other, 'exports.other = true; // a different program');
    loadCommonJsBundle(other).writeCache();
    writeFileSync(codeCacheFile(file), readFileSync(codeCacheFile(other)));
    const loaded = loadCommonJsBundle(file);
    expect(loaded.cacheUsed).toBe(false);
    expect((loaded.exports.twice as (n: number) => number)(3)).toBe(6);
  });
});
