// zod stays out of the renderer's bundle (decision 0713): the renderer imports plain constants and field rules from
// zod-free shared modules, never a schema of shared/api. A value import of a schema module (even for one constant)
// pulls zod and every contract schema into the renderer's JS, about 24 KB gzip.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, reachableModules, sourceFiles, valueImports } from './support/value-imports';

const rel = (file: string) => (path.isAbsolute(file) ? path.relative(REPO, file) : file);

describe('renderer bundle', () => {
  it('reaches no zod through value imports from any renderer source file', () => {
    const reached = reachableModules(sourceFiles());
    const zodChains = [...reached]
      .filter(([module]) => module === 'zod' || module.startsWith('zod/'))
      .map(([, chain]) => chain.map(rel).join(' -> '));
    expect(zodChains).toEqual([]);
  });

  it('the check sees a schema import: shared/api/network.ts imports zod for values', () => {
    const network = path.join(REPO, 'shared/api/network.ts');
    expect(valueImports(network)).toContain('zod');
    expect([...reachableModules([network]).keys()]).toContain('zod');
  });
});
