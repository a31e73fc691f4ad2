// Devnet-only controls on the backend listener (DOMAIN.md section 8): info, faucet, bridge mint, oracle,
// syncing flag, block pause/resume/produce, fee pool top-up, fault injection and opening a gov proposal. JSON in,
// JSON out, backend error shape.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Chain } from './chain/chain';
import type { BlockProducer } from './chain/producer';
import type { TxSigner } from './chain/tx-signer';
import { addressError } from './chain/crypto';
import type { CheckTxResult } from './chain/types';
import { openProposalControl } from './gov-control';

/** Default faucet grant: 1,000 XYZ in uxyz. */
export const DEFAULT_FAUCET_AMOUNT = '1000000000';
const MAX_BODY = 64 * 1024;
const MAX_PRODUCE = 1000;

/** Injected latency and error rate for chain REST and /api. */
export class Faults {
  latencyMs = 0;
  errorRate = 0;
}

export interface FeedControl {
  setFeed(opts: { priceUsd?: string; down?: boolean }): void;
}

export interface ControlDeps {
  chain: Chain;
  signer: TxSigner;
  producer: BlockProducer;
  faults: Faults;
  validators: string[];
  feed: () => FeedControl | undefined;
}

class ControlError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const bad = (message: string) => new ControlError(400, 'invalid_request', message);

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY)
      throw new ControlError(413, 'body_too_large', `request body exceeds ${MAX_BODY} bytes`);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw bad('request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw bad('request body must be a JSON object');
  return parsed as Record<string, unknown>;
}

function address(body: Record<string, unknown>): string {
  const value = body.address;
  if (typeof value !== 'string') throw bad('address is required');
  const err = addressError(value);
  if (err) throw bad(`invalid address: ${err}`);
  return value;
}

function amount(value: unknown, fallback?: string): string {
  if (value === undefined && fallback !== undefined) return fallback;
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^\d+$/.test(text) || BigInt(text) === 0n) {
    throw bad('amount must be a positive integer string of uxyz');
  }
  return text;
}

function txOutcome(result: CheckTxResult): { tx_hash: string } {
  if (result.code !== 0)
    throw new ControlError(500, 'tx_failed', `tx rejected with code ${result.code}: ${result.rawLog}`);
  return { tx_hash: result.hash };
}

async function dispatch(
  deps: ControlDeps,
  method: string,
  path: string,
  req: IncomingMessage,
): Promise<unknown> {
  const { chain } = deps;
  if (method === 'GET' && path === '/devnet/info') {
    return {
      chain_id: chain.chainId,
      dialect: chain.names.dialect,
      faucet_address: deps.signer.address,
      launchpad_address: chain.launchpadAddress,
      validators: deps.validators,
      height: String(chain.height()),
    };
  }
  if (method !== 'POST') throw new ControlError(404, 'not_found', `no devnet control ${method} ${path}`);
  const body = await readJson(req);
  switch (path) {
    case '/devnet/faucet':
      return txOutcome(
        await deps.signer.send(address(body), [
          { denom: 'uxyz', amount: amount(body.amount, DEFAULT_FAUCET_AMOUNT) },
        ]),
      );
    case '/devnet/bridge/mint': {
      const external = typeof body.external_tx === 'string' ? body.external_tx : `devnet-${Date.now()}`;
      return txOutcome(
        await deps.signer.bridgeMint(address(body), { denom: 'uxyz', amount: amount(body.amount) }, external),
      );
    }
    case '/devnet/oracle': {
      const price = body.price_usd;
      if (price !== undefined && typeof price !== 'string')
        throw bad('price_usd must be a decimal string like "1.25"');
      if (body.down !== undefined && typeof body.down !== 'boolean') throw bad('down must be true or false');
      if (price !== undefined) {
        try {
          chain.setOraclePrice(price);
        } catch (err) {
          throw bad(err instanceof Error ? err.message : String(err));
        }
      }
      deps.feed()?.setFeed({ priceUsd: price, down: body.down as boolean | undefined });
      return { price_usd: price ?? null, down: body.down ?? null };
    }
    case '/devnet/fees': {
      // Adds uxyz to the fee collector; the next block hands it out as staking rewards.
      const value = amount(body.amount);
      chain.addToFeePool(BigInt(value));
      return { fee_pool_added: value, height: String(chain.height()) };
    }
    case '/devnet/node':
      if (typeof body.syncing !== 'boolean') throw bad('syncing must be true or false');
      chain.syncing = body.syncing;
      return { syncing: chain.syncing };
    case '/devnet/blocks': {
      const action = body.action;
      if (action === 'pause') deps.producer.pause();
      else if (action === 'resume') deps.producer.resume();
      else if (action === 'produce') {
        const count = body.count ?? 1;
        if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_PRODUCE) {
          throw bad(`count must be an integer from 1 to ${MAX_PRODUCE}`);
        }
        deps.producer.produce(count);
      } else throw bad('action must be "pause", "resume" or "produce"');
      return { height: String(chain.height()), paused: deps.producer.isPaused() };
    }
    case '/devnet/faults': {
      const latency = body.latency_ms ?? deps.faults.latencyMs;
      const rate = body.error_rate ?? deps.faults.errorRate;
      if (typeof latency !== 'number' || !Number.isFinite(latency) || latency < 0 || latency > 60_000)
        throw bad('latency_ms must be 0-60000');
      if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > 1)
        throw bad('error_rate must be from 0 to 1');
      deps.faults.latencyMs = latency;
      deps.faults.errorRate = rate;
      return { latency_ms: latency, error_rate: rate };
    }
    case '/devnet/validators/jail': {
      // Jails a validator as downtime would; it leaves the bonded set at once (decision 0104).
      if (typeof body.operator !== 'string') throw bad('operator must be a validator operator address');
      try {
        const v = chain.jailValidator(body.operator);
        return { operator: v.operatorAddress, jailed: true, status: v.status ?? 'BOND_STATUS_BONDED' };
      } catch (err) {
        throw bad(err instanceof Error ? err.message : String(err));
      }
    }
    case '/devnet/gov/proposals':
      try {
        return openProposalControl(chain, deps.signer.address, body);
      } catch (err) {
        throw bad(err instanceof Error ? err.message : String(err));
      }
    default:
      throw new ControlError(404, 'not_found', `no devnet control ${method} ${path}`);
  }
}

/** Handles /devnet/* requests; resolves false for other paths. */
export function createControls(
  deps: ControlDeps,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  return async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/$/, '');
    if (!path.startsWith('/devnet/')) return false;
    try {
      send(res, 200, await dispatch(deps, req.method ?? 'GET', path, req));
    } catch (err) {
      const e =
        err instanceof ControlError
          ? err
          : new ControlError(500, 'internal', err instanceof Error ? err.message : String(err));
      if (!(err instanceof ControlError)) console.error('[devnet] control failed:', err);
      send(res, e.status, { error: { code: e.code, message: e.message } });
    }
    return true;
  };
}
