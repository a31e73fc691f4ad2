// The renderer's source files and the modules each one imports for values (type-only imports are left out: they
// vanish from the build), read from the text: enough to check which modules can end up in the renderer's bundle.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const REPO = path.resolve(__dirname, '../../../..');
export const RENDERER_SRC = path.join(REPO, 'renderer/src');

/** Every .ts and .svelte file under `dir`, absolute paths. */
export function sourceFiles(dir: string = RENDERER_SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|svelte)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The code of a source file: a .svelte file's <script> blocks, a .ts file whole. */
export function codeOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.svelte')) return text;
  return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
}

// `import x from`, `import { a, type B } from`, `export { a } from`, `export * from`, `import 'side-effect'`, `import(...)`.
const STATIC = /^\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** True when every name in `{ ... }` is marked `type` (the import is erased). */
function onlyTypes(clause: string): boolean {
  const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]!
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

/** The specifiers `file` imports values from (relative ones resolved to absolute paths, packages as written). */
export function valueImports(file: string): string[] {
  const code = codeOf(file);
  const specifiers: string[] = [];
  for (const m of code.matchAll(STATIC)) if (!m[2] && !onlyTypes(m[3]!)) specifiers.push(m[4]!);
  for (const m of code.matchAll(BARE)) specifiers.push(m[1]!);
  for (const m of code.matchAll(DYNAMIC)) specifiers.push(m[1]!);
  return specifiers.map((s) => (s.startsWith('.') ? resolveRelative(file, s) : s));
}

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return base;
}

/**
 * Every module reachable from `roots` through value imports, each with the chain that reaches it (root first).
 * Packages are leaves (their own imports are not followed).
 */
export function reachableModules(roots: readonly string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>(roots.map((r) => [r, [r]]));
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (!/\.(ts|svelte)$/.test(file) || !existsSync(file)) continue;
    for (const next of valueImports(file)) {
      if (chains.has(next)) continue;
      chains.set(next, [...chains.get(file)!, next]);
      queue.push(next);
    }
  }
  return chains;
}
