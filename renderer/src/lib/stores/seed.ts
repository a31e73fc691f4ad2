// Starts the stores: from the boot snapshot when core gave one (one synchronous seed, so the first render is the
// final first screen), else through each store's own channels as before.
import type { BootSnapshot } from '../../../../shared/api';
import { dashboard } from './dashboard.svelte';
import { preferences } from './preferences.svelte';
import { session } from './session.svelte';
import { status } from './status.svelte';

/** Applies `snapshot` to every store (null: load each part through its channel); then probes the node. */
export async function startStores(snapshot: Promise<BootSnapshot | null>): Promise<void> {
  const boot = await snapshot;
  if (boot) {
    session.seed(boot);
    preferences.seed(boot.settings, boot.networks);
    if (boot.home) {
      dashboard.seed(boot.home.accountId, boot.home.dashboard, boot.home.recent);
      status.seedPending(boot.home.accountId, boot.home.pending);
    }
  } else {
    await Promise.all([session.refresh(), preferences.load()]);
  }
  // The node probe can wait on the network: it starts after the first screen's frame, never before it.
  afterNextPaint(() => void status.probeNode());
}

/** Runs `fn` in a task after the next frame has been presented. */
function afterNextPaint(fn: () => void): void {
  requestAnimationFrame(() => setTimeout(fn, 0));
}
