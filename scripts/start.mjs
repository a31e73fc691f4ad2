// `npm start`: provisions what is missing, builds what is stale, then hands over to the app launcher.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAptPackages, ensureNodeModules, run } from './lib/provision.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!ensureAptPackages().ok) process.exit(1);
ensureNodeModules(root);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
if (
  run(bin('vite'), ['build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn'], { cwd: root }) !==
  0
) {
  process.exit(1);
}
process.exit(run(bin('tsx'), ['scripts/launch.ts', ...process.argv.slice(2)], { cwd: root }));
