// An HTTP proxy that holds every request for a fixed round-trip time before passing it on (benchmark 4b: the send path
// as a person far from their node sees it). Keeps its connections to the target alive, as the core's fetch does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DelayProxy {
  url: string;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Proxies `target` (an http:// origin) on 127.0.0.1, each request held `rttMs` (half before, half after the target). */
export async function startDelayProxy(target: string, rttMs: number): Promise<DelayProxy> {
  const agent = new http.Agent({ keepAlive: true });
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (chunk: Buffer) => body.push(chunk));
    req.on('end', () => {
      void (async () => {
        await sleep(rttMs / 2);
        const forwarded = http.request(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: upstream.host },
            agent,
          },
          (answer) => {
            const parts: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => parts.push(chunk));
            answer.on('end', () => {
              void sleep(rttMs / 2).then(() => {
                res.writeHead(answer.statusCode ?? 502, answer.headers);
                res.end(Buffer.concat(parts));
              });
            });
          },
        );
        forwarded.on('error', () => {
          res.writeHead(502);
          res.end();
        });
        forwarded.end(Buffer.concat(body));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
