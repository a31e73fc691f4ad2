// `npm run soak`: the long crash suite (tests/integration/crash/soak.test.ts): every crash case several rounds and
// kills at random moments. XYZ_CRASH_SOAK=<rounds> (default 3), XYZ_CRASH_SOAK_RANDOM=<random kills> (default 30).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const result = spawnSync(
  vitest,
  ['run', '--project', 'integration', 'tests/integration/crash/soak.test.ts', '--testTimeout', '120000'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, XYZ_CRASH_SOAK: process.env.XYZ_CRASH_SOAK || '3' },
  },
);
process.exit(result.status ?? 1);
