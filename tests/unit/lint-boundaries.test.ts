// The import-boundary rule bites: forbidden cross-layer imports fail lint, allowed ones pass.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(code: string, asFile: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, asFile) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'xyz/layer-boundaries').map((m) => m.message);
}

describe('layer-boundaries lint rule', () => {
  it('fails the fixture where shared/ imports the wallet core', async () => {
    const fixture = readFileSync(path.join(root, 'tests/fixtures/lint/shared-imports-core.ts.txt'), 'utf8');
    const errors = await boundaryErrors(fixture, 'shared/__lint_fixture__.ts');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/'shared' must not import from layer 'core'/);
  });

  it('fails the fixture where a sync module imports the handlers (the old chain-runtime lookup)', async () => {
    const fixture = readFileSync(path.join(root, 'tests/fixtures/lint/sync-imports-handlers.ts.txt'), 'utf8');
    const errors = await boundaryErrors(fixture, 'electron/core/sync/__lint_fixture__.ts');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Core area 'sync' must not import from core area 'handlers'/);
  });

  it.each([
    ["import { app } from 'electron';", 'electron/core/__f__.ts', /must not import 'electron'/],
    [
      "import x from '../../devnet/server';",
      'renderer/src/__f__.ts',
      /'renderer' must not import from layer 'devnet'/,
    ],
    [
      "import x from '../../electron/core/api';",
      'renderer/src/__f__.ts',
      /'renderer' must not import from layer 'core'/,
    ],
    [
      "import x from '../electron/core/api';",
      'devnet/__f__.ts',
      /'devnet' must not import from layer 'core'/,
    ],
    ["import fs from 'node:fs';", 'shared/__f__.ts', /'shared' must not import 'node:fs'/],
    [
      "export * from '../renderer/src/x';",
      'shared/__f__.ts',
      /'shared' must not import from layer 'renderer'/,
    ],
    [
      "import { createTxHandlers } from '../handlers/tx';",
      'electron/core/runtime/__f__.ts',
      /Core area 'runtime' must not import from core area 'handlers'/,
    ],
    [
      "import type { ChainRuntime } from '../runtime/chain-runtime';",
      'electron/core/sync/__f__.ts',
      /Core area 'sync' must not import from core area 'runtime'/,
    ],
    [
      "import type { ChainRuntime } from '../runtime/chain-runtime';",
      'electron/core/tx/__f__.ts',
      /Core area 'tx' must not import from core area 'runtime'/,
    ],
  ])('rejects %s in %s', async (code, file, message) => {
    const errors = await boundaryErrors(code, file);
    expect(errors.join('\n')).toMatch(message);
  });

  it.each([
    ["import { TYPE_URL } from '../../shared/chain';", 'electron/core/__f__.ts'],
    ["import { TYPE_URL } from '../shared/chain';", 'devnet/__f__.ts'],
    ["import { TYPE_URL } from '../../shared/chain';", 'renderer/src/__f__.ts'],
    ["import { api } from '../core/api';", 'electron/main/__f__.ts'],
    ["import { x } from './format';", 'shared/__f__.ts'],
    ["import type { ChainRuntime } from '../runtime/chain-runtime';", 'electron/core/handlers/__f__.ts'],
    ["import { createPendingTracker } from '../sync/pending-tracker';", 'electron/core/runtime/__f__.ts'],
    ["import { createTxHandlers } from './handlers/tx';", 'electron/core/__f__.ts'],
    ["import { createChainRuntime } from './runtime/chain-runtime';", 'electron/core/__f__.ts'],
  ])('allows %s in %s', async (code, file) => {
    expect(await boundaryErrors(code, file)).toEqual([]);
  });
});
