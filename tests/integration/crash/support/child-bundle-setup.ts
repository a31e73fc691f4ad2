// Vitest global set-up of the integration tests: bundles the crash suite's wallet child (wallet-child.ts) from the
// current sources with esbuild, so each killed-and-restarted child starts in a fraction of a second instead of
// compiling the whole core through tsx at every spawn (about 1.7 s of CPU each, some thirty spawns per run).
import { build } from 'esbuild';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHILD_BUNDLE_DIR, CHILD_BUNDLE_KEY, childBundleOptions } from './child-bundle';

export async function setup(project: TestProject): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const { ELECTRON_EXTERNALS } = (await import(path.join(root, 'scripts/lib/electron-bundle.mjs'))) as {
    ELECTRON_EXTERNALS: string[];
  };
  await build(childBundleOptions(root, ELECTRON_EXTERNALS));
  project.provide(CHILD_BUNDLE_KEY, path.join(root, CHILD_BUNDLE_DIR, 'wallet-child.mjs'));
}
