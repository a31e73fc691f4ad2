// The renderer's first IPC call: core's one-call boot snapshot. public/boot.js starts it before the bundle has even
// loaded; this module takes that pending answer over (or makes the call itself), so the round trip overlaps with
// loading and mounting the app. App seeds every store from it in one go (see stores/seed.ts).
import type { BootSnapshot, Result } from '../../../shared/api';
import { call, hasWallet } from './api';

/** Global where public/boot.js leaves the pending `app/boot` answer. */
const EARLY_CALL = '__xyzBootCall';

function takeEarlyCall(): Promise<Result<BootSnapshot>> | undefined {
  const holder = window as unknown as Record<string, Promise<Result<BootSnapshot>> | undefined>;
  const early = holder[EARLY_CALL];
  delete holder[EARLY_CALL];
  return early && typeof early.then === 'function' ? early : undefined;
}

/** Resolves with the snapshot, or null without a core or when core could not build it (stores then load per channel). */
export const bootSnapshot: Promise<BootSnapshot | null> = hasWallet()
  ? (takeEarlyCall() ?? call('app/boot', {})).then(
      (r) => (r.ok ? r.value : null),
      () => null,
    )
  : Promise.resolve(null);
