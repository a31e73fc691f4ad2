// Attack (issue #27, hole 1): a node or backend the wallet talks to answers a route with an endless or huge body.
// The clients read the whole body into memory: a 300 MB answer took the core to 415 MB, 1.2 GB to 2.5 GB, and a
// 5xx answer was read three times (retries). This suite serves such bodies from a loopback HTTP server and proves
// the core stops reading at the route's cap, aborts the connection, answers `response_too_large`, never retries
// an over-cap answer, and that the bytes the server managed to send stay near the cap (the read stopped early).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackendClient } from '../../../electron/core/chain/backend';
import { createLaunchpadResolver } from '../../../electron/core/config/launchpad';
import type { NetworkProfile } from '../../../shared/api/network';
import { httpOptions } from '../../../electron/core/chain/http';
import { RESPONSE_CAP_BYTES } from '../../../electron/core/chain/response-caps';

const MiB = 1024 * 1024;
const CHUNK = new Uint8Array(64 * 1024).fill(0x20); // JSON whitespace: a body no parser would refuse early
/** Kernel socket buffers plus fetch's own read-ahead: what may be in flight when the reader stops. */
const IN_FLIGHT_SLACK = 16 * MiB;

interface HostileServer {
  url: string;
  requests: number;
  /** Bytes handed to sockets that were accepted by the kernel, over all requests. */
  served: number;
  /** Resolves when every response has ended or its connection closed. */
  settled: () => Promise<void>;
}

let server: Server | null = null;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

/** Serves `totalBytes` of whitespace (Infinity: without end) with `status`, streamed with back-pressure. */
async function hostileServer(options: {
  totalBytes: number;
  status?: number;
  declareLength?: boolean;
}): Promise<HostileServer> {
  const state = { requests: 0, served: 0, open: [] as Promise<void>[] };
  server = createServer((req, res) => {
    state.requests += 1;
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (options.declareLength && Number.isFinite(options.totalBytes))
      headers['content-length'] = options.totalBytes;
    res.writeHead(options.status ?? 200, headers);
    let sent = 0;
    let closed = false;
    state.open.push(new Promise((resolve) => res.on('close', () => resolve())));
    res.on('close', () => (closed = true));
    const pump = () => {
      while (!closed && sent < options.totalBytes) {
        const size = Math.min(CHUNK.byteLength, options.totalBytes - sent);
        sent += size;
        state.served += size;
        if (!res.write(CHUNK.subarray(0, size))) return void res.once('drain', pump);
      }
      if (!closed) res.end();
    };
    pump();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    get served() {
      return state.served;
    },
    settled: async () => void (await Promise.all(state.open)),
  };
}

function backendAt(url: string) {
  return createBackendClient(
    { backendUrl: url },
    httpOptions({ timeoutMs: 60_000, retries: 2, sleep: async () => undefined }),
  );
}

describe('a node answer larger than its route allows is refused, not read', () => {
  it('stops an endless body on an object route (B2 balance) at 2 MiB with response_too_large', async () => {
    const hostile = await hostileServer({ totalBytes: Infinity });
    const error = await backendAt(hostile.url)
      .balance('xyz1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n')
      .then(
        () => null,
        (e: unknown) => e,
      );
    await hostile.settled();
    expect(error).toMatchObject({ code: 'response_too_large', limitBytes: RESPONSE_CAP_BYTES.object });
    expect(hostile.requests).toBe(1);
    expect(hostile.served).toBeLessThan(RESPONSE_CAP_BYTES.object + IN_FLIGHT_SLACK);
  });

  it('stops a 256 MiB body on a page route (B1 token list) at 32 MiB, and memory does not balloon', async () => {
    const hostile = await hostileServer({ totalBytes: 256 * MiB });
    const rssBefore = process.memoryUsage().rss;
    const error = await backendAt(hostile.url)
      .tokens()
      .then(
        () => null,
        (e: unknown) => e,
      );
    const grown = process.memoryUsage().rss - rssBefore;
    await hostile.settled();
    expect(error).toMatchObject({ code: 'response_too_large', limitBytes: RESPONSE_CAP_BYTES.page });
    expect(hostile.served).toBeLessThan(RESPONSE_CAP_BYTES.page + IN_FLIGHT_SLACK);
    // The whole body would be 256 MiB of buffers plus a 256 MiB string: far above this bound.
    expect(grown).toBeLessThan(200 * MiB);
  });

  it('refuses a declared Content-Length above the cap before reading the body', async () => {
    const hostile = await hostileServer({ totalBytes: 64 * MiB, declareLength: true });
    const error = await backendAt(hostile.url)
      .priceUsd()
      .then(
        () => null,
        (e: unknown) => e,
      );
    await hostile.settled();
    expect(error).toMatchObject({ code: 'response_too_large' });
    expect(hostile.served).toBeLessThan(IN_FLIGHT_SLACK);
  });

  it('never retries an over-cap answer, even with a retryable status (503)', async () => {
    const hostile = await hostileServer({ totalBytes: 64 * MiB, status: 503 });
    const error = await backendAt(hostile.url)
      .priceUsd()
      .then(
        () => null,
        (e: unknown) => e,
      );
    await hostile.settled();
    expect(error).toMatchObject({ code: 'response_too_large' });
    expect(hostile.requests).toBe(1);
  });

  it('stops a 64 MiB devnet /devnet/info answer (the launchpad address) at the object cap', async () => {
    const hostile = await hostileServer({ totalBytes: 64 * MiB });
    const resolve = createLaunchpadResolver(globalThis.fetch.bind(globalThis));
    const profile = { id: 'devnet', isDevnet: true, launchpadAddress: null, backendUrl: hostile.url };
    expect(await resolve(profile as unknown as NetworkProfile)).toBeNull();
    await hostile.settled();
    expect(hostile.served).toBeLessThan(RESPONSE_CAP_BYTES.object + IN_FLIGHT_SLACK);
  });

  it('still reads a legitimate answer in full', async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ XYZ: 0.25, padding: ' '.repeat(MiB) }));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await expect(backendAt(`http://127.0.0.1:${port}`).priceUsd()).resolves.toBe('0.25');
  });
});
