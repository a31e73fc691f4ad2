// A hostile node for tests: a loopback HTTP proxy in front of the devnet's chain REST and backend that passes every
// request through, except that a broadcast is forwarded (so the devnet keeps and includes the tx) and then answered
// with code 32 "account sequence mismatch", and that the account query reports the sequence after the kept tx.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256 } from '@cosmjs/crypto';
import { fromBase64, toHex } from '@cosmjs/encoding';
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';

export interface HostileNode {
  /** Put these in place of the devnet's chain REST and backend URLs. */
  restUrl: string;
  backendUrl: string;
  /** Hashes of the broadcasts it kept (forwarded) while answering code 32, in order. */
  kept: string[];
  close(): Promise<void>;
}

const CHAIN_BROADCAST = /\/tx\/v1beta1\/txs$/;
const BACKEND_BROADCAST = /\/api\/wallet\/broadcast$/;
const ACCOUNT = /\/auth\/v1beta1\/accounts\/([a-z0-9]+)$/;

/** The signer's sequence and hash of base64 TxRaw bytes. */
function signedFacts(txBytesBase64: string): { sequence: bigint; hash: string } {
  const bytes = fromBase64(txBytesBase64);
  const raw = TxRaw.decode(bytes);
  const sequence = AuthInfo.decode(raw.authInfoBytes).signerInfos[0]?.sequence ?? 0n;
  return { sequence: BigInt(sequence), hash: toHex(sha256(bytes)).toUpperCase() };
}

const refusal = (sequence: bigint) =>
  `account sequence mismatch, expected ${sequence + 1n}, got ${sequence}: incorrect account sequence`;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, status: number, body: string | Buffer, type = 'application/json') {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}

/** Starts the proxy; `victim` is the address whose account query it lies about once it kept one of its txs. */
export async function startHostileNode(upstream: {
  restUrl: string;
  backendUrl: string;
  victim: string;
}): Promise<HostileNode> {
  const kept: string[] = [];
  /** The sequence after the highest kept tx: what the account query claims. */
  let claimed: bigint | null = null;

  const forward = async (base: string, request: IncomingMessage, body: Buffer) =>
    fetch(`${base}${request.url}`, {
      method: request.method,
      headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body),
    });

  const keep = (txBytes: string) => {
    const facts = signedFacts(txBytes);
    kept.push(facts.hash);
    if (claimed === null || facts.sequence + 1n > claimed) claimed = facts.sequence + 1n;
    return facts;
  };

  const handler = (base: string) => async (request: IncomingMessage, response: ServerResponse) => {
    try {
      const body = await readBody(request);
      const path = (request.url ?? '').split('?')[0]!;
      const upstreamReply = await forward(base, request, body);
      const text = Buffer.from(await upstreamReply.arrayBuffer());
      if (request.method === 'POST' && (CHAIN_BROADCAST.test(path) || BACKEND_BROADCAST.test(path))) {
        const facts = keep((JSON.parse(body.toString()) as { tx_bytes: string }).tx_bytes);
        const answer = CHAIN_BROADCAST.test(path)
          ? {
              tx_response: {
                height: '0',
                txhash: facts.hash,
                codespace: 'sdk',
                code: 32,
                data: '',
                raw_log: refusal(facts.sequence),
                logs: [],
                info: '',
                gas_wanted: '0',
                gas_used: '0',
                tx: null,
                timestamp: '',
                events: [],
              },
            }
          : { tx_hash: facts.hash, code: 32, raw_log: refusal(facts.sequence) };
        return send(response, 200, JSON.stringify(answer));
      }
      const account = ACCOUNT.exec(path);
      if (
        request.method === 'GET' &&
        account?.[1] === upstream.victim &&
        upstreamReply.ok &&
        claimed !== null
      ) {
        const json = JSON.parse(text.toString()) as { account: { sequence: string } };
        if (BigInt(json.account.sequence) < claimed) json.account.sequence = claimed.toString();
        return send(response, 200, JSON.stringify(json));
      }
      return send(
        response,
        upstreamReply.status,
        text,
        upstreamReply.headers.get('content-type') ?? 'application/json',
      );
    } catch (error) {
      send(response, 502, JSON.stringify({ code: 14, message: String(error), details: [] }));
    }
  };

  const listen = (server: Server) =>
    new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      ),
    );
  const rest = createServer((req, res) => void handler(upstream.restUrl)(req, res));
  const backend = createServer((req, res) => void handler(upstream.backendUrl)(req, res));
  const [restUrl, backendUrl] = await Promise.all([listen(rest), listen(backend)]);
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    restUrl,
    backendUrl,
    kept,
    close: async () => void (await Promise.all([close(rest), close(backend)])),
  };
}
