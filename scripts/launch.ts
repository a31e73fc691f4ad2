// Opens the built renderer for a person: in Electron where its runtime exists, otherwise in Debian's Chromium.
// Grows with the shell issue (devnet + core bridge); today it shows the renderer shell.
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/renderer');
const origin = 'https://xyz-wallet.invalid';

if (!process.env.DISPLAY && !process.env.XYZ_UNDER_XVFB) {
  const hasXvfb = spawnSync('sh', ['-c', 'command -v xvfb-run']).status === 0;
  if (hasXvfb) {
    console.log('[start] No display found: running under Xvfb (a virtual screen).');
    const r = spawnSync('xvfb-run', ['-a', '-s', '-screen 0 1280x800x24', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, XYZ_UNDER_XVFB: '1' },
    });
    process.exit(r.status ?? 1);
  }
}

console.log('[start] Electron runtime is not available here: opening the wallet in Debian Chromium instead.');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: false,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', `--app=${origin}/index.html`],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
await page.route(`${origin}/**`, async (route) => {
  const rel = decodeURIComponent(new URL(route.request().url()).pathname);
  const file = path.resolve(dist, `.${rel === '/' ? '/index.html' : rel}`);
  if (!file.startsWith(dist + path.sep) || !existsSync(file)) return route.fulfill({ status: 404, body: '' });
  const type = file.endsWith('.html') ? 'text/html' : file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'application/octet-stream';
  return route.fulfill({ status: 200, body: readFileSync(file), headers: { 'content-type': type } });
});
await page.goto(`${origin}/index.html`);
if (process.env.XYZ_UNDER_XVFB) {
  const shotDir = path.join(root, '.xyz-wallet-dev');
  mkdirSync(shotDir, { recursive: true });
  const shot = path.join(shotDir, 'window.png');
  await page.screenshot({ path: shot });
  console.log(`[start] Screenshot of the window: ${shot}`);
}
console.log('[start] Wallet window is open. Press Ctrl+C to quit.');
const stop = async () => {
  await browser.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
browser.on('disconnected', () => process.exit(0));
