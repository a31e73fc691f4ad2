// `npm test`: provisions what is missing, builds the renderer, then runs every vitest project (unit, integration,
// e2e) inside a D-Bus session with an unlocked test keyring while typecheck, lint and format checks run beside it;
// ends with "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAptPackages, ensureNodeModules, run } from './lib/provision.mjs';
import { formatCheck, startStaticChecks, staticChecks } from './lib/static-checks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitestArgs = process.argv.slice(2);
const started = Date.now();

if (!ensureAptPackages().ok) process.exit(1);
ensureNodeModules(root);

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function check(name, cmd, args) {
  console.log(`\n=== ${name} ===`);
  const status = run(cmd, args, { cwd: root });
  if (status === 0) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(name);
  }
  return status === 0;
}

// The e2e files need the built renderer, so the build comes first; the other checks need nothing vitest makes.
check('build renderer', bin('vite'), ['build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn']);
const checkNames = staticChecks(root).map((c) => c.name);
console.log(`\n=== in the background until vitest ends: ${checkNames.join(', ')} ===`);
const checksDone = startStaticChecks(staticChecks(root), root);

console.log('\n=== vitest: unit, integration, e2e (in a D-Bus session with a test keyring) ===');
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const jsonFile = path.join(resultsDir, 'vitest.json');
rmSync(jsonFile, { force: true });
const quoted = [
  bin('vitest'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${jsonFile}`,
  ...vitestArgs,
]
  .map((a) => `'${a.replace(/'/g, `'\\''`)}'`)
  .join(' ');
const inner = `echo -n test-keyring-pass | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; exec ${quoted}`;
// A throwaway keyring directory: tests never see (or unlock) a real user's keyrings.
const keyringHome = mkdtempSync(path.join(tmpdir(), 'xyz-test-keyring-'));
const env = {
  ...process.env,
  XDG_DATA_HOME: keyringHome,
  XYZ_KEYCHAIN_SERVICE: 'xyz-wallet-test',
  XYZ_TEST_RUN: '1',
};
/** Like run(), but lets the background checks make progress meanwhile. */
function runAsync(cmd, args, opts) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('error', (error) => {
      console.error(String(error));
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const haveDbus = run('sh', ['-c', 'command -v dbus-run-session >/dev/null'], {}) === 0;
const status = haveDbus
  ? await runAsync('dbus-run-session', ['--', 'sh', '-c', inner], { cwd: root, env })
  : await runAsync(
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`, ...vitestArgs],
      { cwd: root, env },
    );

rmSync(keyringHome, { recursive: true, force: true });

for (const result of await checksDone) {
  console.log(formatCheck(result));
  if (result.status === 0) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(result.name);
  }
}

if (existsSync(jsonFile)) {
  const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
  tally.passed += report.numPassedTests ?? 0;
  tally.failed += report.numFailedTests ?? 0;
  tally.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const broken =
      suite.status === 'failed' && (suite.assertionResults ?? []).every((a) => a.status !== 'failed');
    if (broken) {
      tally.failed += 1;
      failures.push(`test file failed to run: ${path.relative(root, suite.name)}`);
    }
  }
} else {
  tally.failed += 1;
  failures.push(`vitest produced no report (exit ${status})`);
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\nTotal time ${seconds}s`);
console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed > 0 ? 1 : 0);
