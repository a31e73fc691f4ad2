// ESLint rule enforcing ARCHITECTURE.md's one direction of imports between layers, on resolved paths.
// Why a local rule: no-restricted-imports matches specifier text, so "../../devnet/x" and "./x" inside a
// layer cannot be told apart reliably; this rule resolves each relative specifier against the file first.
import path from 'node:path';
import { areaOfPath, CORE_ROOT } from './core-area-graph.js';

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
 * The layering of the core's areas, top to bottom. An area imports only areas of its own tier or below, never one
 * above; inside a tier (and anywhere else) the core-area-cycles rule keeps every import one-way. No area imports the
 * composition root (electron/core/*.ts), which wires them all. Every area must be placed here.
 *   1. handlers                           the IPC channels' handlers
 *   2. runtime                            the chain runtime the handlers share
 *   3. offline, multisig                  offline signing and backup files; shared (k-of-n) accounts; on tx and keys
 *   4. sync, tx, recovery, ledger         chain sync, transactions, cache recovery, the Ledger signer (on keys)
 *   5. charts, keys, config               chart inputs, the key service, settings and networks (on cache, chain)
 *   6. chain, cache, update, startup,     leaves: chain clients, the SQLite cache, the updater, the first-screen gate,
 *      log, faults, approvals, qr         logging, the crash-test fault points, the approval queue, the QR encoder;
 *                                         they import no other area
 */
export const CORE_TIERS = [
  ['handlers'],
  ['runtime'],
  ['offline', 'multisig', 'connect'],
  ['sync', 'tx', 'recovery', 'ledger'],
  ['charts', 'keys', 'config', 'permissions'],
  ['chain', 'cache', 'update', 'startup', 'log', 'faults', 'approvals', 'qr'],
];
const TIER_OF = new Map(CORE_TIERS.flatMap((areas, tier) => areas.map((area) => [area, tier])));

/** Why an import from core area `from` to core area `to` breaks the layering, or null when it is allowed. */
export function coreAreaProblem(from, to) {
  if (!TIER_OF.has(from)) return 'unplaced';
  if (!TIER_OF.has(to)) return 'unplacedTarget';
  return TIER_OF.get(to) < TIER_OF.get(from) ? 'coreArea' : null;
}

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
        "Core area '{{from}}' must not import from core area '{{to}}' ({{spec}}): '{{to}}' sits above it in CORE_TIERS (handlers -> runtime -> the rest). See docs/architecture.md.",
      coreRoot:
        "Core area '{{from}}' must not import the composition root ({{spec}}): move what it needs into an area. See docs/architecture.md.",
      unplaced:
        "Core area '{{from}}' is not placed in the core's layering: add it to CORE_TIERS in eslint-rules/layer-boundaries.js.",
      unplacedTarget:
        "Core area '{{to}}' ({{spec}}) is not placed in the core's layering: add it to CORE_TIERS in eslint-rules/layer-boundaries.js.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd ?? process.cwd();
    const file = context.filename;
    const from = layerOf(path.relative(root, file));
    if (!from) return {};
    const fromArea = from === 'core' ? coreAreaOf(path.relative(root, file)) : null;
    function checkCoreImport(node, spec, target) {
      if (fromArea === null) return;
      const toArea = areaOfPath(path.join(root, 'electron', 'core'), path.resolve(root, target));
      if (toArea === CORE_ROOT) {
        context.report({ node, messageId: 'coreRoot', data: { from: fromArea, spec } });
        return;
      }
      if (toArea === null || toArea === fromArea) return;
      const problem = coreAreaProblem(fromArea, toArea);
      if (problem !== null && problem !== 'unplaced')
        context.report({ node, messageId: problem, data: { from: fromArea, to: toArea, spec } });
    }
    function check(node, spec) {
      if (typeof spec !== 'string') return;
      if (spec.startsWith('.') || spec.startsWith('/')) {
        const target = path.relative(root, path.resolve(path.dirname(file), spec));
        const to = layerOf(target) ?? (target.startsWith('..') ? 'outside' : 'other');
        if (to === 'core' && from === 'core') {
          checkCoreImport(node, spec, target);
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
      Program: (node) => {
        if (fromArea !== null && coreAreaProblem(fromArea, fromArea) === 'unplaced')
          context.report({ node, messageId: 'unplaced', data: { from: fromArea } });
      },
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
