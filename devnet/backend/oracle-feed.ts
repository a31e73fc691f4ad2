// The devnet's price-feed oracle endpoint (GET /oracle/price); when "down" it drops the connection for real.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './http';

/** Path of the oracle feed on the backend listener. */
export const ORACLE_PATH = '/oracle/price';
/** The feed's price before anyone sets one, USD per XYZ (the chain oracle's default too, devnet/chain/modules/oracle.ts). */
export const DEFAULT_PRICE_USD = '1.00';

export class OracleFeed {
  #priceUsd = DEFAULT_PRICE_USD;
  #down = false;

  constructor(private readonly clock: () => Date) {}

  /** Sets the price (a decimal string such as "1.25") and/or takes the feed down or up. */
  set(opts: { priceUsd?: string; down?: boolean }): void {
    if (opts.priceUsd !== undefined) {
      if (!/^\d+(\.\d+)?$/.test(opts.priceUsd))
        throw new Error(`price must be a decimal string like "1.25", got ${opts.priceUsd}`);
      this.#priceUsd = opts.priceUsd;
    }
    if (opts.down !== undefined) this.#down = opts.down;
  }

  get priceUsd(): string {
    return this.#priceUsd;
  }

  get down(): boolean {
    return this.#down;
  }

  /** Answers the feed request, or, when down, destroys the socket so the caller sees a failed connection. */
  handle(_req: IncomingMessage, res: ServerResponse): void {
    if (this.#down) {
      res.socket?.destroy();
      return;
    }
    sendJson(res, 200, {
      XYZ: Number(this.#priceUsd),
      price_usd: this.#priceUsd,
      updated_at: this.clock().toISOString(),
    });
  }
}
