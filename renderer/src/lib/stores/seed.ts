// Starts the stores: from the boot snapshot when core gave one (one synchronous seed, so the first render is the
// final first screen), else through each store's own channels as before.
import type { BootSnapshot } from '../../../../shared/api';
import { afterNextPaint } from '../after-paint';
import { dashboard } from './dashboard.svelte';
import { preferences } from './preferences.svelte';
import { session } from './session.svelte';
import { status } from './status.svelte';

let seeded = false;

/** Applies the boot snapshot to every store, synchronously (main.ts does it before mounting when it can). */
export function seedStores(boot: BootSnapshot): void {
  session.seed(boot);
  preferences.seed(boot.settings, boot.networks);
  if (boot.home) {
    dashboard.seed(boot.home.accountId, boot.home.dashboard, boot.home.recent);
    status.seedPending(boot.home.accountId, boot.home.pending);
  }
  seeded = true;
}

/**
 * Called once the stores listen for core's events: seeds them from `snapshot` unless main.ts already did, loads each
 * part through its channel when there is no snapshot, then probes the node after the first frame.
 */
export async function startStores(snapshot: Promise<BootSnapshot | null>): Promise<void> {
  if (!seeded) {
    const boot = await snapshot;
    if (boot) seedStores(boot);
    else await Promise.all([session.refresh(), preferences.load()]);
  }
  // The node probe can wait on the network: it starts after the first screen's frame, never before it.
  afterNextPaint(() => void status.probeNode());
}
