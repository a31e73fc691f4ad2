// The latest XYZ/USD price the wallet saw, per network: written to the cache by each dashboard refresh (cache
// migration 11), read by the dashboard and the portfolio chart. A wallet that stored it in the records file's
// settings before (key `chain-tx:price-usd:<network>`) keeps showing that one until its first refresh.
import type { EpochMs } from '../../../shared/api/channel';
import type { Repositories } from '../cache/repositories';

/** Where the price was kept before cache migration 11: read, never written. */
export const LEGACY_PRICE_KEY_PREFIX = 'chain-tx:price-usd:';

export interface LatestUsd {
  /** As the backend gave it; "0" means unknown. */
  value: string;
  updatedAt: EpochMs;
}

/** The cached price of `networkId`, else the one an older version kept in the settings, else null. */
export function latestUsd(db: Pick<Repositories, 'charts' | 'kv'>, networkId: string): LatestUsd | null {
  const cached = db.charts.latestUsd(networkId);
  if (cached) return cached;
  const legacy = db.kv.get(`${LEGACY_PRICE_KEY_PREFIX}${networkId}`) as
    { value?: unknown; updatedAt?: unknown } | undefined;
  return typeof legacy?.value === 'string' && typeof legacy.updatedAt === 'number'
    ? { value: legacy.value, updatedAt: legacy.updatedAt }
    : null;
}
