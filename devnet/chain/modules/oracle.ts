// Oracle: the XYZ/USD price kept in chain state (devnet control sets it; the launchpad reads it at creation).
import { sdkError } from '../errors';
import type { KVStore } from '../store';

const PRICE_KEY = 'oracle/price_usd';
export const DEFAULT_ORACLE_PRICE = '1.00';
const PRICE_RE = /^\d{1,12}(\.\d{1,18})?$/;

export function getOraclePrice(store: KVStore): string {
  return store.get(PRICE_KEY) ?? DEFAULT_ORACLE_PRICE;
}

/** Sets the price; `priceUsd` must be a positive decimal string like "1.25". */
export function setOraclePrice(store: KVStore, priceUsd: string): void {
  if (typeof priceUsd !== 'string' || !PRICE_RE.test(priceUsd) || !/[1-9]/.test(priceUsd)) {
    throw sdkError(
      18,
      `invalid oracle price ${JSON.stringify(priceUsd)}; expected a positive decimal like "1.25"`,
    );
  }
  store.set(PRICE_KEY, priceUsd);
}
