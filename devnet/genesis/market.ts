// What the seeder reads back from the chain while trading: curve progress and CW20 balances (in-process queries).
import type { DevnetChainHandle } from '../chain/types';

export interface CurveProgress {
  /** uxyz in the curve. */
  reserves: bigint;
  /** uxyz at which the token graduates. */
  threshold: bigint;
  graduated: boolean;
  pair: string | null;
}

export function curveProgress(chain: DevnetChainHandle, token: string): CurveProgress {
  const data = chain.smartQuery(chain.launchpadAddress, { progress: { token } }) as Record<string, unknown>;
  return {
    reserves: BigInt(String(data.xyz_reserves ?? '0')),
    threshold: BigInt(String(data.threshold ?? '0')),
    graduated: data.graduated === true,
    pair: typeof data.pair === 'string' ? data.pair : null,
  };
}

/** CW20 balance of `address`, smallest units. */
export function tokenBalance(chain: DevnetChainHandle, token: string, address: string): bigint {
  const data = chain.smartQuery(token, { balance: { address } }) as { balance?: string };
  return BigInt(data.balance ?? '0');
}
