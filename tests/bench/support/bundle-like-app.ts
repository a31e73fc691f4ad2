// Bundles a bench entry the way scripts/build-electron.mjs bundles the app's main process (esbuild, CommonJS, Node 20,
// native addons and electron external), so a child process runs the core as shipped, without tsx's loader (~50 MB
// of RSS the app does not have). Used by the size bench's memory probe (6b) and the soak's core child.
import path from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from './subprocess';

/**
 * Bundles `entry` (relative to the repo) into `outfile`; `external`: more packages loaded at run time; `esmFirst`:
 * take packages' ES module builds before their CommonJS ones (WalletConnect's CommonJS builds lose their default
 * exports and the relay provider's methods in a CommonJS bundle).
 */
export async function bundleLikeApp(
  entry: string,
  outfile: string,
  options: { external?: string[]; esmFirst?: boolean } = {},
): Promise<void> {
  await build({
    entryPoints: [path.join(REPO_ROOT, entry)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['electron', 'keytar', 'better-sqlite3', ...(options.external ?? [])],
    ...(options.esmFirst ? { mainFields: ['module', 'main'] } : {}),
    outfile,
    logLevel: 'error',
  });
}
