// Vitest global set-up of the integration tests: builds the bundled CLI (scripts/build-cli.mjs) from the current
// sources, so the CLI tests run what `xyz-wallet` runs (bin/xyz-wallet.mjs -> dist/cli), never a stale bundle.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export function setup(): void {
  const root = path.resolve(import.meta.dirname, '../../../..');
  execFileSync(process.execPath, [path.join(root, 'scripts/build-cli.mjs')], { cwd: root, stdio: 'inherit' });
}
