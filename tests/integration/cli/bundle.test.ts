// The bundled CLI (dist/cli, issue 33) answers as the CLI run from its sources through tsx did: the same output and
// exit code for version, help, usage errors, a key imported from a file and a balance read from the cache; its
// command line loads with the code cache the build wrote.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeCacheFile, loadCommonJsBundle } from '../../../cli/bundle/code-cache';
import { CLI_BUNDLE, REPO_ROOT, type CliRun } from './support/run-cli';

/** Runs `node <entry> args` (stdin closed) and collects what it printed. */
function runEntry(entry: string[], args: string[]): Promise<CliRun> {
  const env = { ...process.env };
  delete env.XYZ_CLI_FROM_SOURCES;
  const child = spawn(process.execPath, [...entry, ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end();
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const bundled = (args: string[]) => runEntry([CLI_BUNDLE], args);
const fromSources = (args: string[]) =>
  runEntry(['--import', 'tsx', path.join(REPO_ROOT, 'cli/main.ts')], args);

const NO_NETWORK = ['--rest-url', 'http://127.0.0.1:9', '--rpc-url', 'http://127.0.0.1:9'];
const NO_BACKEND = ['--backend-url', 'http://127.0.0.1:9', ...NO_NETWORK];
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'xyz-cli-bundle-'));
});

describe('the bundled CLI answers as the sources do', () => {
  const cases: Array<[string, () => string[]]> = [
    ['--version', () => ['--version']],
    ['--version --json', () => ['--version', '--json']],
    ['--help', () => ['--help']],
    ['no command', () => []],
    ['a group without its command', () => ['keys']],
    ["a command's help", () => ['send', '--help']],
    ['an unknown command', () => ['frobnicate', '--json']],
    ['an unknown option', () => ['balance', '--frobnicate']],
    ['a command without a wallet', () => ['--data-dir', path.join(root, 'empty'), 'keys', 'list', '--json']],
  ];
  for (const [name, args] of cases) {
    it(name, async () => {
      const [a, b] = await Promise.all([bundled(args()), fromSources(args())]);
      expect(a).toEqual(b);
    });
  }

  it('imports a key from a file and reads its balance from the cache, as the sources do', async () => {
    const wallet = (name: string) => [
      '--data-dir',
      path.join(root, name),
      '--keystore',
      'file',
      ...NO_BACKEND,
    ];
    const pass = path.join(root, 'pass.txt');
    writeFileSync(pass, 'bundle test password\n');
    const mnemonic = path.join(root, 'mnemonic.txt');
    writeFileSync(
      mnemonic,
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about\n',
    );
    const importArgs = (name: string) => [
      ...wallet(name),
      'keys',
      'import-phrase',
      '--name',
      'alice',
      '--phrase-file',
      mnemonic,
      '--password-file',
      pass,
      '--json',
    ];
    // Each wallet gives its new account a random id: the only difference allowed.
    const sameBut = (run: CliRun) => ({
      ...run,
      stdout: run.stdout.replace(/"id": "[0-9a-f]+"/g, '"id": "…"'),
    });
    const [a, b] = await Promise.all([bundled(importArgs('one')), fromSources(importArgs('two'))]);
    expect(a.code).toBe(0);
    expect(sameBut(a)).toEqual(sameBut(b));
    const balance = (name: string) => [...wallet(name), 'balance', '--json'];
    const [c, d] = await Promise.all([bundled(balance('one')), fromSources(balance('two'))]);
    expect(sameBut(c)).toEqual(sameBut(d));
  });

  it('loads its command line with the V8 code cache its build wrote (the same Node)', () => {
    const dir = path.dirname(CLI_BUNDLE);
    const files = readdirSync(dir).sort();
    const commands = files.filter((name) => /^commands-\w+\.cjs$/.test(name));
    expect(commands).toHaveLength(1);
    expect(files).toEqual(['xyz-wallet.mjs', commands[0], path.basename(codeCacheFile(commands[0]!))].sort());
    const loaded = loadCommonJsBundle(path.join(dir, commands[0]!));
    expect(loaded.cacheUsed).toBe(true);
    expect(typeof loaded.exports.runCliProcess).toBe('function');
  });
});
