// A node for tests that answers every simulation with the gas it is told to (a loopback proxy in front of the
// devnet's chain REST; everything else passes through unchanged).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface InflatingNode {
  /** Put this in place of the devnet's chain REST URL. */
  restUrl: string;
  /** The gas every simulation answers from now on (null: the devnet's own answer). */
  gasUsed: string | null;
  close(): Promise<void>;
}

export async function startInflatingNode(upstreamRest: string): Promise<InflatingNode> {
  const node: InflatingNode = { restUrl: '', gasUsed: null, close: async () => undefined };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const reply = await fetch(`${upstreamRest}${request.url}`, {
        method: request.method,
        headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body),
      });
      let text = Buffer.from(await reply.arrayBuffer());
      if (node.gasUsed !== null && reply.ok && /\/tx\/v1beta1\/simulate$/.test(request.url ?? '')) {
        const json = JSON.parse(text.toString()) as { gas_info: { gas_used: string } };
        json.gas_info.gas_used = node.gasUsed;
        text = Buffer.from(JSON.stringify(json));
      }
      response.writeHead(reply.status, {
        'content-type': reply.headers.get('content-type') ?? 'application/json',
      });
      response.end(text);
    })().catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 14, message: String(error), details: [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  node.restUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  node.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return node;
}
