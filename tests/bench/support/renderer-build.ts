// Builds the renderer from the current sources into the benchmark's own folder (never touching dist/, which the
// e2e tests of other engineers read), and measures its JavaScript.
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { REPO_ROOT } from './subprocess';

export const BENCH_RENDERER_DIST = path.join(REPO_ROOT, 'bench-results/renderer-dist');

/** `vite build` of renderer/ into BENCH_RENDERER_DIST; rejects with vite's last output line on failure. */
export function buildRenderer(): Promise<string> {
  const vite = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        vite,
        'build',
        '--config',
        'renderer/vite.config.ts',
        '--outDir',
        BENCH_RENDERER_DIST,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 && existsSync(path.join(BENCH_RENDERER_DIST, 'index.html')))
        resolve(BENCH_RENDERER_DIST);
      else
        reject(
          new Error(`renderer build failed (${code}): ${output.trim().split('\n').slice(-3).join(' / ')}`),
        );
    });
  });
}

export interface BundleSize {
  /** gzip (level 9) bytes of every .js file of the build. */
  allJsGzip: number;
  /** gzip bytes of the JS loaded before the first screen: the entry script and its modulepreloads. */
  initialJsGzip: number;
  /** Raw bytes of every .js file. */
  allJsRaw: number;
  files: number;
}

/** Sizes of the built renderer's JavaScript in `distDir`. */
export function measureBundle(distDir: string): BundleSize {
  const assets = path.join(distDir, 'assets');
  const jsFiles = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const gz = (file: string) => gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\.?\/?assets\/([^"]+\.js)"/g)].map((m) => m[1]!));
  let allJsGzip = 0;
  let initialJsGzip = 0;
  let allJsRaw = 0;
  for (const file of jsFiles) {
    const size = gz(file);
    allJsGzip += size;
    allJsRaw += readFileSync(path.join(assets, file)).length;
    if (initial.has(file)) initialJsGzip += size;
  }
  return { allJsGzip, initialJsGzip, allJsRaw, files: jsFiles.length };
}
