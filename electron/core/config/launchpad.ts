// Resolves the launchpad contract address of a profile: explicit, or learned from GET {backend}/devnet/info.
import { z } from 'zod';
import type { NetworkProfile } from '../../../shared/api/network';
import { readCapped } from '../chain/http';
import { RESPONSE_CAP_BYTES } from '../chain/response-caps';

const devnetInfoSchema = z.object({ chain_id: z.string(), launchpad_address: z.string().min(1).max(128) });

/** Milliseconds a /devnet/info request may take. */
export const DEVNET_INFO_TIMEOUT_MS = 5000;

/**
 * Returns a resolver that answers the profile's launchpad address; for the devnet it asks /devnet/info once
 * per (profile id, backend URL) and caches a success. Failures answer null (and are retried on the next call).
 */
export function createLaunchpadResolver(fetchFn: typeof fetch) {
  const learned = new Map<string, string>();
  return async function launchpadAddress(profile: NetworkProfile): Promise<string | null> {
    if (profile.launchpadAddress) return profile.launchpadAddress;
    if (!profile.isDevnet) return null;
    const key = `${profile.id}|${profile.backendUrl}`;
    const known = learned.get(key);
    if (known) return known;
    try {
      const url = `${profile.backendUrl.replace(/\/+$/, '')}/devnet/info`;
      const response = await fetchFn(url, { signal: AbortSignal.timeout(DEVNET_INFO_TIMEOUT_MS) });
      if (!response.ok) return null;
      // A small object: a longer answer is refused unread, like every other node or backend reply.
      const body = await readCapped(response, RESPONSE_CAP_BYTES.object);
      if (body === null) return null;
      const parsed = devnetInfoSchema.safeParse(JSON.parse(body));
      if (!parsed.success) return null;
      learned.set(key, parsed.data.launchpad_address);
      return parsed.data.launchpad_address;
    } catch {
      return null;
    }
  };
}
