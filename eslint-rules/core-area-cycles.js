// ESLint rule: no folder-level import cycle inside the wallet core. An import from core area A to core area B is an
// error when B already reaches A through other files' imports (type imports included), i.e. when it closes a loop.
// ESLint shows a rule one file at a time, so the rule reads the core's import lines itself, at most once per 10 s.
import path from 'node:path';
import { areaOfPath, areaPath, buildCoreAreaGraph, isAllowedPair } from './core-area-graph.js';

/** The core's area graph per core folder, rebuilt when older than this (a lint run reads it once; editors re-read). */
const GRAPH_TTL_MS = 10_000;
const graphs = new Map();

function coreGraph(coreDir) {
  const cached = graphs.get(coreDir);
  if (cached && Date.now() - cached.builtAt < GRAPH_TTL_MS) return cached.graph;
  const graph = buildCoreAreaGraph(coreDir);
  graphs.set(coreDir, { graph, builtAt: Date.now() });
  return graph;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid folder-level import cycles between the areas of electron/core' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          /** Pairs of areas whose imports of each other are tolerated for now (each entry says when it goes). */
          allow: {
            type: 'array',
            items: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        "Core area '{{from}}' must not import '{{to}}' ({{spec}}): it closes the import cycle {{chain}} ({{back}}). Move the shared piece down to an area both can import.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd ?? process.cwd();
    const allow = context.options[0]?.allow ?? [];
    const coreDir = path.join(root, 'electron', 'core');
    const file = context.filename;
    const from = areaOfPath(coreDir, file);
    if (from === null) return {};
    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = areaOfPath(coreDir, path.resolve(path.dirname(file), spec));
      if (to === null || to === from || isAllowedPair(allow, from, to)) return;
      // Only other areas' edges lead back to `from`, so this file's own (possibly unsaved) imports never matter.
      const graph = coreGraph(coreDir);
      const back = areaPath(graph, to, from, allow);
      if (back === null) return;
      const last = back[back.length - 2];
      context.report({
        node,
        messageId: 'cycle',
        data: { from, to, spec, chain: [from, ...back].join(' -> '), back: graph.get(last).get(from) },
      });
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
