// Finds the Electron runtime binary without loading the `electron` package (which would try to download it).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Absolute path of the installed Electron executable, or null when only the npm package is present (its
 * runtime is fetched lazily and cannot be downloaded here). Honours ELECTRON_OVERRIDE_DIST_PATH like the package,
 * and XYZ_ELECTRON_BINARY (an explicit executable, e.g. a system Electron or a test double).
 */
export function findElectronBinary(
  root: string,
  env: Record<string, string | undefined> = process.env,
): string | null {
  if (env.XYZ_ELECTRON_BINARY) return existsSync(env.XYZ_ELECTRON_BINARY) ? env.XYZ_ELECTRON_BINARY : null;
  const pkgDir = path.join(root, 'node_modules', 'electron');
  if (!existsSync(path.join(pkgDir, 'package.json'))) return null;
  const pathFile = path.join(pkgDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const relative = readFileSync(pathFile, 'utf8').trim();
  if (relative === '') return null;
  const distDir = env.ELECTRON_OVERRIDE_DIST_PATH || path.join(pkgDir, 'dist');
  const binary = path.join(distDir, relative);
  return existsSync(binary) ? binary : null;
}
