// The command line's fetch over node:http (decision 0755) does for the core what the global fetch did: JSON in and
// out through the core's own readers (caps, status errors, timeouts), redirects as fetch follows them, an abort that
// ends the request, and a connection refused that the core reports as a network error.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nodeHttpFetch, nodeHttpFetchForCore } from '../../../cli/io/node-http-fetch';
import { getJson, httpOptions, postJson, readCapped } from '../../../electron/core/chain/http';

let server: http.Server;
let base = '';
const seen: { method: string; url: string; body: string; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body, headers: req.headers });
      const path = new URL(req.url!, 'http://x').pathname;
      if (path === '/json')
        return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"n":1}');
      if (path === '/echo') return void res.writeHead(200).end(JSON.stringify({ method: req.method, body }));
      if (path === '/missing') return void res.writeHead(404).end('{"message":"no such thing"}');
      if (path === '/big')
        return void res.writeHead(200, { 'content-length': '10000' }).end('x'.repeat(10_000));
      if (path === '/big-undeclared') {
        res.writeHead(200);
        for (let i = 0; i < 10; i++) res.write('x'.repeat(1_000));
        return void res.end();
      }
      if (path === '/moved') return void res.writeHead(301, { location: '/json' }).end('moved');
      if (path === '/see-other') return void res.writeHead(303, { location: '/echo' }).end();
      if (path === '/keep-method') return void res.writeHead(307, { location: '/echo' }).end();
      if (path === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
      if (path === '/slow') return void setTimeout(() => res.writeHead(200).end('{}'), 5_000);
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const http1 = (timeoutMs = 2_000) =>
  httpOptions({ fetch: nodeHttpFetchForCore, retries: 0, timeoutMs, sleep: async () => undefined });

describe("the command line's fetch, through the core's readers", () => {
  it('GETs and POSTs JSON, the POST with its content type and body, and sends no accept-encoding', async () => {
    expect(await getJson(`${base}/json`, z.object({ n: z.number() }), http1())).toEqual({ n: 1 });
    const echoed = await postJson(
      `${base}/echo`,
      { a: 1 },
      z.object({ method: z.string(), body: z.string() }),
      http1(),
    );
    expect(echoed).toEqual({ method: 'POST', body: '{"a":1}' });
    const post = seen.find((r) => r.url === '/echo')!;
    expect(post.headers['content-type']).toBe('application/json');
    expect(post.headers['content-length']).toBe('7'); // not chunked: some gateways refuse a chunked POST
    expect(post.headers['accept-encoding']).toBeUndefined();
  });

  it("reports a status error with the server's message, and refuses a body past the cap", async () => {
    await expect(getJson(`${base}/missing`, z.unknown(), http1())).rejects.toMatchObject({
      status: 404,
      serverMessage: 'no such thing',
    });
    const response = await nodeHttpFetch(`${base}/big`);
    expect(response.headers.get('Content-Length')).toBe('10000');
    expect(await readCapped(response as unknown as Response, 100)).toBeNull();
    const undeclared = await nodeHttpFetch(`${base}/big-undeclared`);
    expect(undeclared.headers.get('content-length')).toBeNull();
    expect(await readCapped(undeclared as unknown as Response, 100)).toBeNull();
    expect(
      await readCapped((await nodeHttpFetch(`${base}/big`)) as unknown as Response, 20_000),
    ).toHaveLength(10_000);
  });

  it('follows redirects as fetch does, hands them back when asked, and stops a loop', async () => {
    const moved = await nodeHttpFetch(`${base}/moved`);
    expect([moved.status, moved.redirected, moved.url, await moved.json()]).toEqual([
      200,
      true,
      `${base}/json`,
      { n: 1 },
    ]);
    const seeOther = await nodeHttpFetch(`${base}/see-other`, { method: 'POST', body: 'b' });
    expect(await seeOther.json()).toEqual({ method: 'GET', body: '' });
    const kept = await nodeHttpFetch(`${base}/keep-method`, { method: 'POST', body: 'b' });
    expect(await kept.json()).toEqual({ method: 'POST', body: 'b' });
    const manual = await nodeHttpFetch(`${base}/moved`, { redirect: 'manual' });
    expect([manual.status, manual.headers.get('location')]).toEqual([301, '/json']);
    await expect(nodeHttpFetch(`${base}/loop`)).rejects.toThrow('too many redirects');
    await expect(nodeHttpFetch(`${base}/moved`, { redirect: 'error' })).rejects.toThrow('redirected');
  });

  it('ends a request on abort: the core reports its timeout', async () => {
    const started = Date.now();
    await expect(getJson(`${base}/slow`, z.unknown(), http1(200))).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(4_000);
    const aborted = new AbortController();
    aborted.abort();
    await expect(nodeHttpFetch(`${base}/json`, { signal: aborted.signal })).rejects.toThrow(/abort/i);
  });

  it('reports a connection refused as a network error, and refuses a protocol it does not speak', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(getJson(`http://127.0.0.1:${port}/`, z.unknown(), http1())).rejects.toMatchObject({
      code: 'network',
      message: expect.stringContaining('ECONNREFUSED'),
    });
    await expect(nodeHttpFetch('ftp://127.0.0.1/')).rejects.toThrow('unsupported protocol');
  });
});
