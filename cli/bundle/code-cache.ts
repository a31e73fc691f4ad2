// Loads a CommonJS bundle with the V8 code cache written beside it at build time (the bundled CLI, issue 33): Node 20
// has no compile cache for ES modules, and compiling the command line's 4 MB of JavaScript cost ~100 ms of CPU on
// every run. A missing or rejected cache (another Node or V8 than the build's) only means compiling as usual. The bundle
// must not call import() (Node 20 runs it in a vm.Script only behind a flag): the build turns those into require().
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

export interface LoadedBundle {
  exports: Record<string, unknown>;
  /** Whether V8 took the cache (false: none, or rejected). */
  cacheUsed: boolean;
  /** Writes the code compiled so far as the bundle's cache (the build, after loading every module). */
  writeCache(): void;
}

/** The cache of `file`: beside it, named after it (the bundle's name carries its content hash). */
export const codeCacheFile = (file: string) => `${file}.cache`;

export function loadCommonJsBundle(file: string): LoadedBundle {
  const source = readFileSync(file, 'utf8');
  const cacheFile = codeCacheFile(file);
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  // Node's own module wrapper, so the bundle sees the usual exports, require, module, __filename and __dirname.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
  return {
    exports: module.exports,
    cacheUsed: cachedData !== undefined && !script.cachedDataRejected,
    writeCache: () => writeFileSync(cacheFile, script.createCachedData()),
  };
}
