// A scripted node + backend behind fetch for runtime tests: its chain id, which hashes are included, what B6 answers.
import { createHash } from 'node:crypto';

export interface FakeChain {
  nodeChainId: string;
  /** Included txs by upper-case hash. */
  included: Map<string, { height: string; code: number; rawLog?: string }>;
  /** What B6 answers for any broadcast. */
  broadcastReply: { code: number; raw_log: string };
  /** On-chain sequence per address (absent: the chain has never seen the account, 404). */
  sequences: Map<string, bigint>;
  /** What the node answers to POST /tx/v1beta1/txs (SYNC). */
  chainBroadcastReply: { code: number; codespace: string; raw_log: string };
  /** base64 tx bytes of every chain (SYNC) broadcast, in order. */
  chainBroadcasts: string[];
  /** Answer every request with 503 (the node is down). */
  down: boolean;
  /** Every request, as "METHOD path". */
  requests: string[];
  fetch: typeof fetch;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function createFakeChain(nodeChainId = 'xyz-devnet-1'): FakeChain {
  const chain: FakeChain = {
    nodeChainId,
    included: new Map(),
    broadcastReply: { code: 0, raw_log: '' },
    sequences: new Map(),
    chainBroadcastReply: { code: 0, codespace: '', raw_log: '' },
    chainBroadcasts: [],
    down: false,
    requests: [],
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      chain.requests.push(`${method} ${url.pathname}`);
      if (chain.down) return json(503, { code: 14, message: 'unavailable', details: [] });
      const account = /\/auth\/v1beta1\/accounts\/([a-z0-9]+)$/.exec(url.pathname);
      if (account) {
        const sequence = chain.sequences.get(account[1]!);
        if (sequence === undefined) return json(404, { code: 5, message: 'not found', details: [] });
        return json(200, {
          account: { address: account[1], account_number: '3', sequence: String(sequence), pub_key: null },
        });
      }
      if (/\/tx\/v1beta1\/txs$/.test(url.pathname) && method === 'POST') {
        const body = JSON.parse(String(init?.body)) as { tx_bytes: string };
        chain.chainBroadcasts.push(body.tx_bytes);
        const hash = createHash('sha256').update(Buffer.from(body.tx_bytes, 'base64')).digest('hex');
        return json(200, {
          tx_response: { txhash: hash.toUpperCase(), height: '0', ...chain.chainBroadcastReply },
        });
      }
      if (url.pathname.endsWith('/syncing')) return json(200, { syncing: false });
      if (url.pathname.endsWith('/blocks/latest'))
        return json(200, { block: { header: { height: '100', time: '', chain_id: chain.nodeChainId } } });
      if (url.pathname === '/health') return json(200, { jsonrpc: '2.0', id: -1, result: {} });
      if (url.pathname.endsWith('/base/consensus/v1beta1/node_info'))
        return json(200, { default_node_info: { network: chain.nodeChainId } });
      const tx = /\/tx\/v1beta1\/txs\/([0-9A-F]+)$/.exec(url.pathname);
      if (tx) {
        const found = chain.included.get(tx[1]!);
        if (!found) return json(404, { code: 5, message: 'tx not found', details: [] });
        return json(200, {
          tx: null,
          tx_response: { height: found.height, txhash: tx[1], code: found.code, raw_log: found.rawLog ?? '' },
        });
      }
      if (url.pathname.endsWith('/wallet/broadcast') && method === 'POST') {
        const body = JSON.parse(String(init?.body)) as { tx_bytes: string };
        const hash = createHash('sha256').update(Buffer.from(body.tx_bytes, 'base64')).digest('hex');
        return json(200, { tx_hash: hash.toUpperCase(), ...chain.broadcastReply });
      }
      return json(501, { code: 12, message: 'Not Implemented', details: [] });
    }) as typeof fetch,
  };
  return chain;
}

/** Waits until `probe` holds (runtime work runs on timers). */
export async function until(probe: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
