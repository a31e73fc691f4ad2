// The core-area-cycles lint rule bites: an import that closes a folder-level loop inside electron/core fails lint,
// and the real core has no such loop beyond the pairs eslint.config.js still tolerates.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import path from 'node:path';
import {
  areaCycles,
  buildCoreAreaGraph,
  relativeSpecifiers,
  type CoreAreaGraph,
} from '../../eslint-rules/core-area-graph.js';

const root = path.resolve(import.meta.dirname, '../..');
const fixtureRoot = path.join(root, 'tests/fixtures/lint/core-cycles');
type Pair = [string, string];

function linter(ruleRoot: string, allow: Pair[]): ESLint {
  return new ESLint({
    cwd: root,
    overrideConfig: { rules: { 'xyz/core-area-cycles': ['error', { root: ruleRoot, allow }] } },
  });
}

async function cycleErrors(eslint: ESLint, code: string, asFile: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: asFile });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'xyz/core-area-cycles').map((m) => m.message);
}

/** The pairs eslint.config.js lets import each other for now. */
async function configuredAllow(): Promise<Pair[]> {
  const config = await new ESLint({ cwd: root }).calculateConfigForFile(
    path.join(root, 'electron/core/tx/__f__.ts'),
  );
  const [, options] = config.rules['xyz/core-area-cycles'] as [unknown, { allow?: Pair[] }];
  return options.allow ?? [];
}

describe('core-area-cycles lint rule on a fixture core', () => {
  const strict = linter(fixtureRoot, []);
  const fixture = (file: string) => path.join(fixtureRoot, 'electron/core', file);

  it('fails an import that closes a two-area loop (cache -> charts while charts imports cache)', async () => {
    const errors = await cycleErrors(
      strict,
      "import type { Point } from '../charts/points';\nexport type P = Point;\n",
      fixture('cache/__f__.ts'),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Core area 'cache' must not import 'charts'/);
    expect(errors[0]).toMatch(/cycle cache -> charts -> cache \(charts\/points\.ts -> \.\.\/cache\/rows\)/);
  });

  it('names the whole loop when it runs through several areas', async () => {
    const errors = await cycleErrors(
      strict,
      "export * from '../sync/sync-job';\n",
      fixture('cache/__f__.ts'),
    );
    expect(errors).toEqual([expect.stringMatching(/cycle cache -> sync -> tx -> charts -> cache /)]);
  });

  it('fails each side of a loop between two areas (the fixture tx <-> sync)', async () => {
    const tracker = await cycleErrors(
      strict,
      "import type { SyncJob } from '../sync/sync-job';\nexport type J = SyncJob;\n",
      fixture('tx/__f__.ts'),
    );
    expect(tracker).toEqual([expect.stringMatching(/cycle tx -> sync -> tx /)]);
    const job = await cycleErrors(
      strict,
      "const load = () => import('../tx/tracker');\nexport default load;\n",
      fixture('sync/__f__.ts'),
    );
    expect(job).toEqual([expect.stringMatching(/cycle sync -> tx -> sync /)]);
  });

  it('passes imports that go one way only', async () => {
    expect(await cycleErrors(strict, "import '../cache/rows';\n", fixture('charts/__f__.ts'))).toEqual([]);
    expect(await cycleErrors(strict, "import '../charts/points';\n", fixture('tx/__f__.ts'))).toEqual([]);
    expect(await cycleErrors(strict, "import './points';\n", fixture('charts/__f__.ts'))).toEqual([]);
  });

  it('tolerates exactly the allow-listed pair, and loops through it no longer count', async () => {
    const allowing = linter(fixtureRoot, [['tx', 'sync']]);
    expect(await cycleErrors(allowing, "import '../sync/sync-job';\n", fixture('tx/__f__.ts'))).toEqual([]);
    expect(await cycleErrors(allowing, "import '../sync/sync-job';\n", fixture('cache/__f__.ts'))).toEqual(
      [],
    );
    expect(
      await cycleErrors(allowing, "import '../charts/points';\n", fixture('cache/__f__.ts')),
    ).toHaveLength(1);
  });
});

describe('the import lines the rule reads', () => {
  it('finds static, type, re-export, side-effect and dynamic imports, multi-line ones too, relative only', () => {
    const source = [
      "import { a,\n  type B,\n} from './one';",
      "import type { C } from '../two';",
      "export * from './three';",
      "export { d } from './four';",
      "import './five';",
      "const six = await import('./six');",
      "import { z } from 'zod';",
      "const text = 'not from ./seven';",
    ].join('\n');
    expect(relativeSpecifiers(source)).toEqual(['./one', '../two', './three', './four', './five', './six']);
  });
});

describe('the real electron/core', () => {
  const graph: CoreAreaGraph = buildCoreAreaGraph(path.join(root, 'electron/core'));

  it('has no folder-level import cycle except the pairs eslint.config.js still allows', async () => {
    expect(areaCycles(graph, await configuredAllow())).toEqual([]);
  });

  it('allows only pairs that still import each other (remove an entry once its loop is gone)', async () => {
    for (const [a, b] of await configuredAllow()) {
      expect(graph.get(a)?.has(b) && graph.get(b)?.has(a), `${a} <-> ${b}`).toBe(true);
    }
  });

  it('fails lint on each allow-listed pair once the allow-list is dropped', async () => {
    const strict = linter(root, []);
    for (const [a, b] of await configuredAllow()) {
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        const [file = '', spec = ''] = graph.get(from)?.get(to)?.split(' -> ') ?? [];
        const asFile = path.join(root, 'electron/core', path.dirname(file), '__f__.ts');
        const errors = await cycleErrors(strict, `import '${spec}';\n`, asFile);
        expect(errors).toEqual([expect.stringMatching(new RegExp(`cycle ${from} -> ${to} -> ${from} `))]);
      }
    }
  });
}, 60_000);
