// Serves a renderer build over loopback HTTP (port 0) with the app's CSP header and path check. Benchmarks use it
// instead of Playwright's page.route, whose per-request CDP round trip is far slower than Electron's app://
// protocol handler reading from disk; files are read once and kept in memory, as the OS page cache would.
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { CONTENT_SECURITY_POLICY } from '../../../electron/main/security/csp';
import { mimeTypeOf, resolveAppFile } from '../../../electron/main/security/app-files';

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

export async function serveDist(distDir: string): Promise<StaticServer> {
  const cache = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const file = resolveAppFile(distDir, new URL(req.url ?? '/', 'http://x').pathname);
      const isFile =
        file !== null && (cache.has(file) || (await stat(file).catch(() => null))?.isFile() === true);
      if (file === null || !isFile) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      let body = cache.get(file);
      if (!body) cache.set(file, (body = await readFile(file)));
      res.writeHead(200, {
        'content-type': mimeTypeOf(file),
        'content-security-policy': CONTENT_SECURITY_POLICY,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
      res.end(body);
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
