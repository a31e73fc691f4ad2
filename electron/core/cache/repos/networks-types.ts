// The repository of network profiles (records file).
import type { NetworkProfile } from '../../../../shared/api/network';

export interface NetworksRepo {
  list(): NetworkProfile[];
  get(id: string): NetworkProfile | null;
  upsert(profile: NetworkProfile): void;
  remove(id: string): boolean;
}
