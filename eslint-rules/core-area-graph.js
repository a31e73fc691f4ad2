// The folder-level import graph of the wallet core (electron/core/<area>/...), read from the files' import lines.
// Pure helpers shared by the core-area-cycles lint rule and its tests; type imports count like any other.
import fs from 'node:fs';
import path from 'node:path';

/** The node of the core's own top-level files (wallet-core.ts, api.ts): the composition root. */
export const CORE_ROOT = '<root>';

/** Relative specifiers of a file's static imports, re-exports, side-effect imports and dynamic imports. */
const SPECIFIER =
  /^\s*(?:import|export)\b[^;'"`]*?\bfrom\s*['"](\.[^'"]*)['"]|^\s*import\s*['"](\.[^'"]*)['"]|\bimport\s*\(\s*['"](\.[^'"]*)['"]\s*\)/gm;

/** Every relative specifier in `source`, in order. */
export function relativeSpecifiers(source) {
  const found = [];
  for (const match of source.matchAll(SPECIFIER)) found.push(match[1] ?? match[2] ?? match[3]);
  return found;
}

/**
 * The area of an absolute path inside `coreDir`: its first folder, CORE_ROOT for the core's own files, or null when
 * the path lies outside the core. A specifier naming an area's folder itself (its index) belongs to that area.
 */
export function areaOfPath(coreDir, absPath) {
  const rel = path.relative(coreDir, absPath);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  if (parts.length > 1) return parts[0];
  return isDirectory(absPath) ? parts[0] : CORE_ROOT;
}

function isDirectory(p) {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function sourceFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/**
 * The area graph of the core under `coreDir`: from-area -> to-area -> the first import found on that edge, as
 * "<file relative to the core> -> <specifier>". Imports inside one area are not edges.
 */
export function buildCoreAreaGraph(coreDir) {
  const graph = new Map();
  for (const file of sourceFiles(coreDir)) {
    const from = areaOfPath(coreDir, file);
    for (const spec of relativeSpecifiers(fs.readFileSync(file, 'utf8'))) {
      const to = areaOfPath(coreDir, path.resolve(path.dirname(file), spec));
      if (to === null || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to))
        edges.set(to, `${path.relative(coreDir, file).split(path.sep).join('/')} -> ${spec}`);
    }
  }
  return graph;
}

/** True when `allow` (pairs of areas that may still import each other) names the pair {a, b}. */
export function isAllowedPair(allow, a, b) {
  return allow.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** The shortest chain of areas from `start` to `goal` (both included), skipping allowed pairs' edges; or null. */
export function areaPath(graph, start, goal, allow = []) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const area = queue.shift();
    if (area === goal) {
      const chain = [];
      for (let at = goal; at !== null; at = cameFrom.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of graph.get(area)?.keys() ?? []) {
      if (cameFrom.has(next) || isAllowedPair(allow, area, next)) continue;
      cameFrom.set(next, area);
      queue.push(next);
    }
  }
  return null;
}

/** The import cycles of the graph: its strongly connected components of more than one area, each sorted. */
export function areaCycles(graph, allow = []) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let counter = 0;
  const visit = (area) => {
    index.set(area, counter);
    low.set(area, counter);
    counter += 1;
    stack.push(area);
    onStack.add(area);
    for (const next of graph.get(area)?.keys() ?? []) {
      if (isAllowedPair(allow, area, next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(area, Math.min(low.get(area), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(area, Math.min(low.get(area), index.get(next)));
      }
    }
    if (low.get(area) !== index.get(area)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== area);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const area of graph.keys()) if (!index.has(area)) visit(area);
  return cycles;
}
