// HTTP client of the chain REST that the backend reads like a real backend does: balances, smart queries, broadcast.
import { toBase64, toUtf8 } from '@cosmjs/encoding';
import { BASE_DENOM } from '../../shared/chain';
import { toDialect, type Dialect } from '../../shared/dialect';
import { ApiError } from './http';

/** Per-request timeout towards the chain REST, in milliseconds. */
export const CHAIN_TIMEOUT_MS = 10_000;

/** The CheckTx outcome of a SYNC broadcast as the chain REST reports it. */
export interface BroadcastOutcome {
  txhash: string;
  code: number;
  raw_log: string;
}

export class ChainClient {
  /** `dialect`: the names the chain REST answers under (the devnet's own dialect; default spec). */
  constructor(
    readonly baseUrl: string,
    readonly dialect: Dialect = 'spec',
  ) {}

  #path(canonical: string): string {
    return toDialect(canonical, this.dialect);
  }

  async #request(route: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl.replace(/\/$/, '')}${route}`, {
        ...init,
        signal: AbortSignal.timeout(CHAIN_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ApiError(502, 'chain_unavailable', `chain REST did not answer: ${(error as Error).message}`);
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      throw new ApiError(502, 'chain_bad_response', `chain REST answered ${response.status} with non-JSON`);
    }
    return { status: response.status, body };
  }

  #fail(status: number, body: unknown): never {
    const message = (body as { message?: unknown } | null)?.message;
    throw new ApiError(
      502,
      'chain_error',
      `chain REST answered ${status}${typeof message === 'string' ? `: ${message}` : ''}`,
    );
  }

  /** Native uxyz balance of `address`, in uxyz. */
  async balance(address: string): Promise<string> {
    const { status, body } = await this.#request(
      `${this.#path('/cosmos/bank/v1beta1/balances')}/${encodeURIComponent(address)}/by_denom?denom=${BASE_DENOM}`,
    );
    if (status !== 200) this.#fail(status, body);
    const amount = (body as { balance?: { amount?: unknown } }).balance?.amount;
    return typeof amount === 'string' && /^\d+$/.test(amount) ? amount : '0';
  }

  /** Smart query of a contract; returns the `data` JSON. */
  async smartQuery(contract: string, msg: unknown): Promise<unknown> {
    const query = encodeURIComponent(toBase64(toUtf8(JSON.stringify(msg))));
    const { status, body } = await this.#request(
      `${this.#path('/cosmwasm/wasm/v1/contract')}/${contract}/smart/${query}`,
    );
    if (status !== 200) this.#fail(status, body);
    return (body as { data?: unknown }).data;
  }

  /**
   * Relays signed tx bytes in SYNC mode. Returns the CheckTx outcome, or throws ApiError when the chain
   * did not give one (unreachable: 502; rejected the request itself, e.g. undecodable bytes: 400).
   */
  async broadcastSync(txBytes: Uint8Array): Promise<BroadcastOutcome> {
    const { status, body } = await this.#request(this.#path('/cosmos/tx/v1beta1/txs'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tx_bytes: toBase64(txBytes), mode: 'BROADCAST_MODE_SYNC' }),
    });
    const tr = (body as { tx_response?: Record<string, unknown> } | null)?.tx_response;
    if (status === 200 && tr && typeof tr.txhash === 'string') {
      return { txhash: tr.txhash, code: Number(tr.code ?? 0), raw_log: String(tr.raw_log ?? '') };
    }
    if (status >= 400 && status < 500) {
      const message = (body as { message?: unknown } | null)?.message;
      throw new ApiError(
        400,
        'tx_rejected',
        typeof message === 'string' ? message : `chain REST answered ${status}`,
      );
    }
    this.#fail(status, body);
  }
}
