// B3 token holdings of an address and their repository.
import type { EpochMs } from '../../../../shared/api/channel';

/** One B3 holding. */
export interface HoldingRow {
  token: string;
  name: string;
  symbol: string;
  /** Micro-units, integer string. */
  balance: string;
  /** uxyz per token scaled by 10^6, integer string. */
  priceUxyz: string;
  graduated: boolean;
}

export interface HoldingsRepo {
  get(networkId: string, address: string): { holdings: HoldingRow[]; updatedAt: EpochMs } | null;
  replace(networkId: string, address: string, holdings: HoldingRow[], updatedAt: EpochMs): void;
}
