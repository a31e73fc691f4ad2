// The update state machine: idle -> checking -> available -> (consent) downloading -> verifying -> ready | error.
import { WalletError } from '../../../shared/errors';
import { updateFailureCode } from './failure-code';
import { verifyFileSignature, type SignatureCheck } from './signature';
import type { TrustedUpdateKey } from './trusted-keys';
import type { AvailableUpdate, DownloadProgress, UpdateDriver, UpdateState } from './types';
import { isNewerVersion } from './version';

export interface UpdateControllerDeps {
  driver: UpdateDriver;
  /**
   * Version of the running app, e.g. "0.1.0". Only strictly newer releases are offered, whatever the driver
   * says. Staged rollouts (stagingPercentage) are the driver's: electron-updater gates them itself.
   */
  currentVersion: string;
  trustedKeys: readonly TrustedUpdateKey[];
  /** Signature check; defaults to ed25519-over-sha512 against `trustedKeys`. */
  verify?: (
    filePath: string,
    signatureText: string,
    keys: readonly TrustedUpdateKey[],
  ) => Promise<SignatureCheck>;
  /** Milliseconds since the epoch. */
  now?: () => number;
  /**
   * Milliseconds after `install()` without the app quitting before the person is told the installer did not
   * start ("Install now does nothing"); default 30 s. `setTimer` is injectable for tests.
   */
  installWatchdogMs?: number;
  setTimer?: (run: () => void, ms: number) => void;
}

export interface UpdateController {
  state(): UpdateState;
  /** Asks the feed for a newer release. A no-op while a check, download or verification is running, or when ready. */
  check(): Promise<UpdateState>;
  /** The person's consent: downloads the available update, then verifies its signature. Never starts by itself. */
  download(): Promise<UpdateState>;
  /** Installs a verified update (quit and restart). Refused unless the state is `ready`. */
  install(): Promise<UpdateState>;
  /** Called with every new state; returns the unsubscribe function. */
  subscribe(listener: (state: UpdateState) => void): () => void;
}

/** States in which a step is under way. */
const RUNNING: readonly UpdateState['status'][] = ['checking', 'downloading', 'verifying'];

/** Raised for calls made in the wrong state: `busy` while a step runs, else `not_found` (nothing to act on). */
export class UpdateFlowError extends WalletError {
  override name = 'UpdateFlowError';
  constructor(state: UpdateState, message: string) {
    super(RUNNING.includes(state.status) ? 'busy' : 'not_found', `${message} (state: ${state.status})`);
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function percentOf(progress: DownloadProgress): number | null {
  if (progress.totalBytes === null || progress.totalBytes <= 0) return null;
  return Math.min(100, Math.floor((progress.transferredBytes * 100) / progress.totalBytes));
}

export function createUpdateController(deps: UpdateControllerDeps): UpdateController {
  const now = deps.now ?? Date.now;
  const verify = deps.verify ?? verifyFileSignature;
  const listeners = new Set<(state: UpdateState) => void>();
  let current: UpdateState = { status: 'idle', lastCheckedAt: null };

  const set = (next: UpdateState): UpdateState => {
    current = next;
    for (const listener of [...listeners]) listener(next);
    return next;
  };

  async function check(): Promise<UpdateState> {
    if ([...RUNNING, 'ready'].includes(current.status)) return current;
    set({ status: 'checking' });
    try {
      const latest = await deps.driver.fetchLatest();
      if (latest && isNewerVersion(latest.version, deps.currentVersion)) {
        return set({ status: 'available', update: latest });
      }
      return set({ status: 'idle', lastCheckedAt: now() });
    } catch (error) {
      return set({
        status: 'error',
        code: updateFailureCode(error),
        message: `Could not check for updates: ${errorMessage(error)}`,
      });
    }
  }

  async function verifyDownloaded(update: AvailableUpdate, filePath: string): Promise<UpdateState> {
    set({ status: 'verifying', update });
    let check: SignatureCheck;
    try {
      check = await verify(filePath, await deps.driver.fetchSignature(update), deps.trustedKeys);
    } catch (error) {
      check = { ok: false, reason: 'malformed', message: errorMessage(error) };
    }
    if (check.ok) return set({ status: 'ready', update, filePath, keyId: check.keyId });
    await deps.driver.discard?.(filePath).catch(() => undefined);
    return set({
      status: 'error',
      code: 'signature_invalid',
      update,
      message:
        `The update to ${update.version} was downloaded but failed its signature check (${check.message}). ` +
        'It was deleted and will not be installed. Try again later, or download the app from the official site.',
    });
  }

  async function download(): Promise<UpdateState> {
    if (current.status !== 'available') {
      throw new UpdateFlowError(current, 'No update is available to download');
    }
    const update = current.update;
    set({ status: 'downloading', update, percent: 0, transferredBytes: 0, totalBytes: update.size ?? null });
    let filePath: string;
    try {
      filePath = await deps.driver.download(update, (progress) => {
        if (current.status !== 'downloading') return;
        const percent = percentOf(progress);
        if (percent !== null && percent === current.percent) return; // one state per whole percent
        set({ status: 'downloading', update, percent, ...progress });
      });
    } catch (error) {
      return set({
        status: 'error',
        code: updateFailureCode(error),
        update,
        message: `Could not download the update: ${errorMessage(error)}`,
      });
    }
    return verifyDownloaded(update, filePath);
  }

  async function install(): Promise<UpdateState> {
    if (current.status !== 'ready') throw new UpdateFlowError(current, 'No verified update to install');
    const ready = current;
    try {
      await deps.driver.install(ready.filePath, ready.update);
      const setTimer = deps.setTimer ?? ((run, ms) => void setTimeout(run, ms).unref());
      setTimer(() => {
        if (current !== ready) return;
        set({
          status: 'error',
          code: 'internal',
          update: ready.update,
          message:
            'The installer did not start. Quit and reopen XYZ Wallet to install the update, ' +
            'or download it from the official site.',
        });
      }, deps.installWatchdogMs ?? 30_000);
      return current;
    } catch (error) {
      return set({
        status: 'error',
        code: 'internal',
        update: ready.update,
        message: `Could not install the update: ${errorMessage(error)}`,
      });
    }
  }

  return {
    state: () => current,
    check,
    download,
    install,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
