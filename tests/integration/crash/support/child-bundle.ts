// Where and how the crash suite's wallet child is bundled (child-bundle-setup.ts) and how the harness finds it.
import path from 'node:path';

/** Inside the repository (dist/ is ignored by git, lint and format) so the externals resolve from node_modules. */
export const CHILD_BUNDLE_DIR = 'dist/test/crash-child';
/** The key under which the global set-up provides the bundle's path (vitest's provide/inject). */
export const CHILD_BUNDLE_KEY = 'crashChildBundle';

declare module 'vitest' {
  export interface ProvidedContext {
    crashChildBundle?: string;
  }
}

/** CommonJS dependencies inside an ES module bundle still call `require` (node built-ins): give them one. */
const REQUIRE_BANNER =
  "import { createRequire as __xyzCreateRequire } from 'node:module'; const require = __xyzCreateRequire(import.meta.url);";

/** `externals`: the Electron bundle's (scripts/lib/electron-bundle.mjs), which the set-up loads by path. */
export function childBundleOptions(root: string, externals: string[]) {
  return {
    entryPoints: { 'wallet-child': path.join(root, 'tests/integration/crash/support/wallet-child.ts') },
    outdir: path.join(root, CHILD_BUNDLE_DIR),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node' as const,
    format: 'esm' as const,
    target: 'node20',
    // Native addons (and the packages that load them by path) load from node_modules, as for the tsx child.
    external: externals.filter((name) => name !== 'electron'),
    banner: { js: REQUIRE_BANNER },
    logLevel: 'warning' as const,
  };
}
