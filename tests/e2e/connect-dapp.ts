// The test app of issue 32 for the Chromium e2e: tests/fixtures/dapp bundled for the browser with esbuild (cached by
// the hash of its sources and the client library's version, as the renderer build is reused between runs) and served
// on a loopback port of its own, beside its icon; `/chain/*` is passed through to the devnet's REST, so the page
// reads accounts and broadcasts the signed bytes to the devnet itself without the devnet answering CORS.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './support/browser';

const SOURCE_DIR = path.join(REPO_ROOT, 'tests/fixtures/dapp');
const CACHE_DIR = path.join(REPO_ROOT, 'dist/test-dapp');
const SOURCES = ['index.html', 'main.ts'];

function bundleKey(): string {
  const hash = createHash('sha256');
  for (const name of SOURCES) hash.update(readFileSync(path.join(SOURCE_DIR, name)));
  for (const pkg of ['@walletconnect/sign-client', 'esbuild'])
    hash.update(readFileSync(path.join(REPO_ROOT, 'node_modules', pkg, 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/** The bundled page's folder (index.html, main.js, icon.png), built once per source version. */
export async function buildDapp(): Promise<string> {
  const dir = path.join(CACHE_DIR, bundleKey());
  if (existsSync(path.join(dir, 'main.js'))) return dir;
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: [path.join(SOURCE_DIR, 'main.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    outfile: path.join(dir, 'main.js'),
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    logLevel: 'warning',
  });
  const html = readFileSync(path.join(SOURCE_DIR, 'index.html'), 'utf8').replace('./main.ts', './main.js');
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'icon.png'), readFileSync(path.join(SOURCE_DIR, 'icon.png')));
  return dir;
}

const TYPES: Record<string, string> = {
  '/index.html': 'text/html; charset=utf-8',
  '/main.js': 'text/javascript; charset=utf-8',
  '/icon.png': 'image/png',
};

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface ServedDapp {
  origin: string;
  close(): Promise<void>;
}

/** Serves the bundled page on 127.0.0.1 (a free port), passing `/chain/*` through to `chainRestUrl`. */
export async function serveDapp(dir: string, chainRestUrl: string): Promise<ServedDapp> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/chain/')) {
      void (async () => {
        const body = req.method === 'POST' ? (await bodyOf(req)).toString('utf8') : undefined;
        const reply = await fetch(`${chainRestUrl}${url.pathname.slice('/chain'.length)}${url.search}`, {
          method: req.method,
          headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
          body,
        });
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(Buffer.from(await reply.arrayBuffer()));
      })().catch(() => {
        res.writeHead(502);
        res.end();
      });
      return;
    }
    const name = url.pathname === '/' ? '/index.html' : url.pathname;
    const type = TYPES[name];
    if (!type) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': type });
    res.end(readFileSync(path.join(dir, name)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** One line of the page's log: its name and the JSON after it (undefined when it had none). */
export interface DappLogLine {
  name: string;
  data: unknown;
}

/** The test app's page as a person (or a dapp's own code) drives it: its buttons, and its log read line by line. */
export class DappPage {
  #seen = 0;
  constructor(readonly page: Page) {}

  async click(button: string): Promise<void> {
    await this.page.locator(`#${button}`).click();
  }

  /** Waits for the next log line named `name` (after the lines already read), and returns it. */
  async next(name: string, timeout = 60_000): Promise<DappLogLine> {
    const log = this.page.getByTestId('dapp-log');
    const deadline = Date.now() + timeout;
    for (;;) {
      const lines = ((await log.textContent()) ?? '').split('\n').filter(Boolean);
      for (let i = this.#seen; i < lines.length; i++) {
        const line = lines[i]!;
        if (line !== name && !line.startsWith(`${name} `)) continue;
        this.#seen = i + 1;
        const rest = line.slice(name.length).trim();
        return { name, data: rest ? (JSON.parse(rest) as unknown) : undefined };
      }
      if (Date.now() > deadline)
        throw new Error(`the test app never logged "${name}"; its log:\n${lines.join('\n')}`);
      await this.page.waitForTimeout(100);
    }
  }

  /** The wc: link the page shows after Connect. */
  async pairingUri(): Promise<string> {
    const uri = this.page.getByTestId('dapp-uri');
    await this.page.waitForFunction(
      () => document.getElementById('uri')?.textContent?.startsWith('wc:'),
      null,
      {
        timeout: 60_000,
      },
    );
    return ((await uri.textContent()) ?? '').trim();
  }
}
