// ESLint rule enforcing ARCHITECTURE.md's one direction of imports between layers, on resolved paths.
// Why a local rule: no-restricted-imports matches specifier text, so "../../devnet/x" and "./x" inside a
// layer cannot be told apart reliably; this rule resolves each relative specifier against the file first.
import path from 'node:path';

/** Layer of a repo-relative path, or null when outside every layer. */
export function layerOf(relPath) {
  const p = relPath.split(path.sep).join('/');
  if (p.startsWith('shared/')) return 'shared';
  if (p.startsWith('electron/core/')) return 'core';
  if (p.startsWith('electron/main/')) return 'main';
  if (p.startsWith('electron/preload/')) return 'preload';
  if (p.startsWith('renderer/src/')) return 'renderer';
  if (p.startsWith('devnet/')) return 'devnet';
  if (p.startsWith('cli/')) return 'cli';
  return null;
}

/** The folder of the wallet core a repo-relative path lies in ('handlers', 'runtime', 'sync', ...), or null. */
export function coreAreaOf(relPath) {
  const p = relPath.split(path.sep).join('/');
  const match = /^electron\/core\/([^/]+)\//.exec(p);
  return match ? match[1] : null;
}

/**
 * Inside the core, handlers sit on top: handlers -> runtime -> sync / tx / chain / cache / keys / config / offline /
 * update / recovery / log. The areas below never import an area above them (the composition root, electron/core/*.ts, wires them).
 */
const BELOW_RUNTIME = [
  'sync',
  'tx',
  'chain',
  'cache',
  'keys',
  'config',
  'offline',
  'update',
  'recovery',
  'log',
];
const CORE_FORBIDDEN = {
  runtime: ['handlers'],
  ...Object.fromEntries(BELOW_RUNTIME.map((area) => [area, ['handlers', 'runtime']])),
};

/** Which layers each layer may import (its own always allowed). */
const ALLOWED = {
  shared: [],
  core: ['shared'],
  main: ['core', 'shared'],
  preload: ['shared'],
  renderer: ['shared'],
  devnet: ['shared'],
  cli: ['core', 'shared'],
};

/** Bare module specifiers a layer must never import. */
const FORBIDDEN_PACKAGES = {
  shared: [
    /^electron(\/|$)/,
    /^node:/,
    /^(fs|path|os|child_process|http|https|net|crypto)$/,
    /^better-sqlite3$/,
    /^keytar$/,
  ],
  core: [/^electron(\/|$)/],
  renderer: [/^electron(\/|$)/, /^node:/, /^better-sqlite3$/, /^keytar$/],
  devnet: [/^electron(\/|$)/, /^keytar$/],
  preload: [],
  main: [],
  cli: [/^electron(\/|$)/],
};

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layer import directions of ARCHITECTURE.md' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      layer: "Layer '{{from}}' must not import from layer '{{to}}' ({{spec}}). See docs/architecture.md.",
      pkg: "Layer '{{from}}' must not import '{{spec}}'. See docs/architecture.md.",
      coreArea:
        "Core area '{{from}}' must not import from core area '{{to}}' ({{spec}}): handlers -> runtime -> sync/tx/chain/cache. See docs/architecture.md.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd ?? process.cwd();
    const file = context.filename;
    const from = layerOf(path.relative(root, file));
    if (!from) return {};
    function check(node, spec) {
      if (typeof spec !== 'string') return;
      if (spec.startsWith('.') || spec.startsWith('/')) {
        const target = path.relative(root, path.resolve(path.dirname(file), spec));
        const to = layerOf(target) ?? (target.startsWith('..') ? 'outside' : 'other');
        if (to === 'core' && from === 'core') {
          const fromArea = coreAreaOf(path.relative(root, file));
          const toArea = coreAreaOf(target);
          if (CORE_FORBIDDEN[fromArea]?.includes(toArea))
            context.report({ node, messageId: 'coreArea', data: { from: fromArea, to: toArea, spec } });
          return;
        }
        if (to === from || to === 'other') return;
        if (!ALLOWED[from].includes(to))
          context.report({ node, messageId: 'layer', data: { from, to, spec } });
        return;
      }
      if (FORBIDDEN_PACKAGES[from].some((re) => re.test(spec))) {
        context.report({ node, messageId: 'pkg', data: { from, spec } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
