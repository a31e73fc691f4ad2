// The devnet's three HTTP listeners (chain REST, RPC health, backend + controls) and fault injection.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Chain } from './chain/chain';
import type { Faults } from './controls';
import type { ChainEvent } from './chain/types';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Starts `handler` on host:port (0 = any free port); resolves with the server and its base URL. */
export function listen(
  handler: RequestHandler,
  port: number,
  host = '127.0.0.1',
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    handler(req, res).catch((err: unknown) => {
      console.error('[devnet] unhandled request error:', err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 13, message: 'internal error', details: [] }));
    });
  });
  server.headersTimeout = 30_000;
  server.requestTimeout = 60_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      resolve({ server, url: `http://${host}:${address.port}` });
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Wraps a handler with the injected faults: waits `latencyMs`, then fails a fraction `errorRate` of
 * requests with 503 in the given error shape.
 */
export function withFaults(
  handler: RequestHandler,
  faults: Faults,
  shape: 'gateway' | 'backend',
): RequestHandler {
  return async (req, res) => {
    if (faults.latencyMs > 0) await new Promise((r) => setTimeout(r, faults.latencyMs));
    if (faults.errorRate > 0 && Math.random() < faults.errorRate) {
      const body =
        shape === 'gateway'
          ? { code: 14, message: 'service unavailable (injected fault)', details: [] }
          : { error: { code: 'unavailable', message: 'service unavailable (injected fault)' } };
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
      req.resume();
      return;
    }
    await handler(req, res);
  };
}

/** RPC listener: `/health` (JSON-RPC envelope with an empty result), a minimal `/status` and `/block_results`. */
export function createRpcHandler(chain: Chain): RequestHandler {
  return async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    let body: unknown;
    let status = 200;
    if (path === '/health') body = { jsonrpc: '2.0', id: -1, result: {} };
    else if (path === '/status') {
      const latest = chain.blocks.latest();
      body = {
        jsonrpc: '2.0',
        id: -1,
        result: {
          node_info: { network: chain.chainId, moniker: 'xyz-devnet', version: '0.37.4' },
          sync_info: {
            latest_block_hash: latest?.hash ?? '',
            latest_block_height: String(chain.height()),
            latest_block_time: latest?.time ?? '',
            catching_up: chain.syncing,
          },
        },
      };
    } else if (path === '/block_results') {
      body = blockResults(chain, new URL(req.url ?? '/', 'http://localhost').searchParams.get('height'));
      if ('error' in (body as object)) status = 500;
    } else {
      status = 404;
      body = { jsonrpc: '2.0', id: -1, error: { code: -32601, message: 'Method not found', data: path } };
    }
    req.resume();
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(text);
  };
}

/** CometBFT 0.37 `/block_results`: per-tx results and the begin/end-block events of a committed block. */
function blockResults(chain: Chain, heightParam: string | null): unknown {
  const height = heightParam ? Number(heightParam.replace(/"/g, '')) : chain.height();
  const block = Number.isSafeInteger(height) ? chain.blocks.block(height) : undefined;
  if (!block) {
    return {
      jsonrpc: '2.0',
      id: -1,
      error: {
        code: -32603,
        message: 'Internal error',
        data: `height ${heightParam} must be less than or equal to the current blockchain height ${chain.height()}`,
      },
    };
  }
  const events = (list: ChainEvent[] | undefined) =>
    (list ?? []).map((e) => ({
      type: e.type,
      attributes: e.attributes.map((a) => ({ key: a.key, value: a.value, index: a.index })),
    }));
  return {
    jsonrpc: '2.0',
    id: -1,
    result: {
      height: String(block.height),
      txs_results: block.txs.map((tx) => ({
        code: tx.code,
        data: tx.data ? Buffer.from(tx.data, 'hex').toString('base64') : null,
        log: tx.rawLog,
        info: '',
        gas_wanted: tx.gasWanted,
        gas_used: tx.gasUsed,
        events: events(tx.events),
        codespace: tx.codespace,
      })),
      begin_block_events: events(block.beginBlockEvents),
      end_block_events: events(block.endBlockEvents),
      validator_updates: null,
      consensus_param_updates: null,
    },
  };
}
