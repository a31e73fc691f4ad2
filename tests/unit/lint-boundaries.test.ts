// The import-boundary rule bites: forbidden cross-layer imports fail lint, allowed ones pass.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CORE_TIERS } from '../../eslint-rules/layer-boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(code: string, asFile: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, asFile) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'xyz/layer-boundaries').map((m) => m.message);
}

describe('layer-boundaries lint rule', () => {
  it('places every folder of electron/core in exactly one tier of the core layering', () => {
    const folders = readdirSync(path.join(root, 'electron/core'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const placed = CORE_TIERS.flat();
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed].sort()).toEqual([...folders].sort());
  });

  it('layers the core handlers -> runtime -> the rest, leaves last', () => {
    expect(CORE_TIERS[0]).toEqual(['handlers']);
    expect(CORE_TIERS[1]).toEqual(['runtime']);
    expect(CORE_TIERS.at(-1)).toEqual(expect.arrayContaining(['cache', 'chain', 'faults', 'log', 'startup']));
  });

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
    [
      "import type { TradePoint } from '../charts/trade-events';",
      'electron/core/cache/__f__.ts',
      /Core area 'cache' must not import from core area 'charts'/,
    ],
    [
      "import { createLedgerSigner } from '../ledger/ledger-signer';",
      'electron/core/keys/__f__.ts',
      /Core area 'keys' must not import from core area 'ledger'/,
    ],
    [
      "import { createAccountOps } from '../keys/account-ops';",
      'electron/core/faults/__f__.ts',
      /Core area 'faults' must not import from core area 'keys'/,
    ],
    [
      "import { createDomainHandlers } from '../handlers/domain-handlers';",
      'electron/core/startup/__f__.ts',
      /Core area 'startup' must not import from core area 'handlers'/,
    ],
    [
      "import { signOffline } from '../offline/offline-sign';",
      'electron/core/ledger/__f__.ts',
      /Core area 'ledger' must not import from core area 'offline'/,
    ],
    [
      "import { syncHistory } from '../sync/history-sync';",
      'electron/core/charts/__f__.ts',
      /Core area 'charts' must not import from core area 'sync'/,
    ],
    [
      "import type { Router } from '../api';",
      'electron/core/log/__f__.ts',
      /Core area 'log' must not import the composition root/,
    ],
    [
      "import type { FaultHook } from '../fault-points';",
      'electron/core/sync/__f__.ts',
      /Core area 'sync' must not import the composition root/,
    ],
    [
      "import { x } from '../tokens/list';",
      'electron/core/sync/__f__.ts',
      /Core area 'tokens' \(..\/tokens\/list\) is not placed in the core's layering/,
    ],
    ['export const x = 1;', 'electron/core/staking/__f__.ts', /Core area 'staking' is not placed/],
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
    ["import type { FaultHook } from './faults/fault-points';", 'electron/core/__f__.ts'],
    ["import type { FaultHook } from '../faults/fault-points';", 'electron/core/tx/__f__.ts'],
    ["import type { WalletSigner } from '../keys/types';", 'electron/core/ledger/__f__.ts'],
    ["import type { ChartsRepo } from '../cache/repos/charts-types';", 'electron/core/charts/__f__.ts'],
    ["import { tradesOfTx } from '../charts/trade-events';", 'electron/core/sync/__f__.ts'],
    ["import { broadcastOnce } from '../tx/broadcast';", 'electron/core/offline/__f__.ts'],
    [
      "import { createFirstScreenGate } from '../startup/first-screen-gate';",
      'electron/core/handlers/__f__.ts',
    ],
    ["import type { KvRepo } from '../cache/repos/kv-types';", 'electron/core/config/__f__.ts'],
    ["import { keysFor } from '../keys/key-service';", 'electron/core/recovery/__f__.ts'],
    ["import { trackTx } from '../tx/settle/track';", 'electron/core/sync/__f__.ts'],
  ])('allows %s in %s', async (code, file) => {
    expect(await boundaryErrors(code, file)).toEqual([]);
  });
});
