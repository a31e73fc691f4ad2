// B6: relays signed tx bytes in SYNC mode and de-duplicates by the hash of the bytes, persistently.
import { sha256 } from '@cosmjs/crypto';
import { toHex } from '@cosmjs/encoding';
import type { ChainClient } from './chain-client';
import type { Db } from './db';

/** The B6 response body. */
export interface BroadcastResult {
  tx_hash: string;
  code: number;
  raw_log: string;
}

export class BroadcastRelay {
  readonly #inflight = new Map<string, Promise<BroadcastResult>>();
  readonly #select;
  readonly #insert;

  constructor(
    db: Db,
    private readonly chain: ChainClient,
    private readonly clock: () => Date,
  ) {
    this.#select = db.prepare('SELECT tx_hash, code, raw_log FROM broadcasts WHERE bytes_hash = ?');
    this.#insert = db.prepare(
      'INSERT OR IGNORE INTO broadcasts (bytes_hash, tx_hash, code, raw_log, created_at_ms) VALUES (?, ?, ?, ?, ?)',
    );
  }

  /**
   * The first result for these exact bytes when they were relayed before (also before a restart);
   * otherwise relays them once, records the chain's answer and returns it. Concurrent repeats share one relay.
   */
  async relay(txBytes: Uint8Array): Promise<BroadcastResult> {
    const key = toHex(sha256(txBytes)).toUpperCase();
    const stored = this.#select.get(key) as BroadcastResult | undefined;
    if (stored) return { tx_hash: stored.tx_hash, code: stored.code, raw_log: stored.raw_log };
    const pending = this.#inflight.get(key);
    if (pending) return pending;
    const attempt = this.#relayOnce(key, txBytes).finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, attempt);
    return attempt;
  }

  async #relayOnce(key: string, txBytes: Uint8Array): Promise<BroadcastResult> {
    const outcome = await this.chain.broadcastSync(txBytes);
    const result: BroadcastResult = {
      tx_hash: outcome.txhash,
      code: outcome.code,
      raw_log: outcome.code === 0 ? '' : outcome.raw_log,
    };
    this.#insert.run(key, result.tx_hash, result.code, result.raw_log, this.clock().getTime());
    return result;
  }
}
