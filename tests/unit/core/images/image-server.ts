// A local HTTP server for token image tests: each path answers a canned reply; every request is counted.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ImageReply {
  status?: number;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
  /** Sends `body` this many times (a large body written in chunks, without content-length). */
  repeat?: number;
  /** Never answers (until the client gives up). */
  hang?: boolean;
}

/** A 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
export const GIF_HEAD = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const WEBP_HEAD = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14),
]);
export const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>';

export interface ImageServer {
  origin: string;
  /** Requests received, by path. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startImageServer(routes: Record<string, ImageReply>): Promise<ImageServer> {
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const reply = routes[path] ?? { status: 404, body: 'not found' };
    if (reply.hang) return;
    res.writeHead(reply.status ?? 200, reply.headers ?? {});
    const times = reply.repeat ?? 1;
    const write = (left: number): void => {
      if (left === 0 || res.destroyed) return void res.end();
      res.write(reply.body ?? '', () => write(left - 1));
    };
    write(times);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
