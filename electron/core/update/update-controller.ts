// The update state machine: idle -> checking -> available -> (consent) downloading -> verifying -> ready | error.
// Nothing from the feed is trusted beyond "there is something": the signed manifest decides what it is.
import { WalletError } from '../../../shared/errors';
import { sha512OfFile } from './file-digest';
import { updateFailureCode } from './failure-code';
import type { UpdateKeySet } from './key-chain';
import type { RunningTarget } from './manifest';
import { checkOffer } from './offer-check';
import type {
  AvailableUpdate,
  DownloadProgress,
  UpdateDriver,
  UpdateFailureCode,
  UpdateFailureDetails,
  UpdateState,
} from './types';
import { compareVersions } from './version';

export interface UpdateControllerDeps {
  driver: UpdateDriver;
  /** Version of the running app, e.g. "0.1.0". Only a verified, strictly newer release is offered as an update. */
  currentVersion: string;
  /** Built-in root key(s) and embedded links (from the build's update-keys.json). */
  keys: UpdateKeySet;
  /** Whether development-purpose keys may sign updates: never in a packaged app. */
  allowDevelopmentKeys: boolean;
  /** Channel, platform and arch of the running app: a manifest for anything else is refused. */
  target: RunningTarget;
  /** SHA-512 of a file (default: streamed node:crypto); injectable for tests. */
  hashFile?: (filePath: string) => Promise<Buffer>;
  /** File size in bytes (default: fs.stat). */
  fileSize?: (filePath: string) => Promise<number>;
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
  /** Asks the feed for a release and verifies its manifest. A no-op while a step runs, or when ready. */
  check(): Promise<UpdateState>;
  /**
   * The person's consent: downloads the available update, copies it somewhere private and verifies the copy.
   * An older release (`update.downgrade`) needs `allowDowngrade: true`.
   */
  download(options?: { allowDowngrade?: boolean }): Promise<UpdateState>;
  /** Verifies the private copy once more, then installs exactly it. Refused unless the state is `ready`. */
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

async function defaultFileSize(filePath: string): Promise<number> {
  const { stat } = await import('node:fs/promises');
  return (await stat(filePath)).size;
}

export function createUpdateController(deps: UpdateControllerDeps): UpdateController {
  const now = deps.now ?? Date.now;
  const hashFile = deps.hashFile ?? sha512OfFile;
  const fileSize = deps.fileSize ?? defaultFileSize;
  const listeners = new Set<(state: UpdateState) => void>();
  let current: UpdateState = { status: 'idle', lastCheckedAt: null };

  const set = (next: UpdateState): UpdateState => {
    current = next;
    for (const listener of [...listeners]) listener(next);
    return next;
  };

  const fail = (
    code: UpdateFailureCode,
    message: string,
    update?: AvailableUpdate,
    details?: UpdateFailureDetails,
  ): UpdateState =>
    set({
      status: 'error',
      code,
      message,
      ...(update ? { update } : {}),
      ...(details ? { details } : {}),
    });

  async function check(): Promise<UpdateState> {
    if ([...RUNNING, 'ready'].includes(current.status)) return current;
    set({ status: 'checking' });
    try {
      const offered = await deps.driver.fetchLatest();
      if (!offered) return set({ status: 'idle', lastCheckedAt: now() });
      const verdict = await checkOffer(offered, deps);
      if (!verdict.ok) return fail(verdict.code, verdict.message, undefined, verdict.details);
      // The running version itself (e.g. replayed under a higher feed version) is nothing to do.
      if (compareVersions(verdict.update.version, deps.currentVersion) === 0) {
        return set({ status: 'idle', lastCheckedAt: now() });
      }
      return set({ status: 'available', update: verdict.update });
    } catch (error) {
      return fail(updateFailureCode(error), `Could not check for updates: ${errorMessage(error)}`);
    }
  }

  /** Deletes both the library's download and the private copy; true when nothing of them is left. */
  async function discardAll(paths: readonly (string | null)[]): Promise<boolean> {
    let deleted = true;
    for (const filePath of paths) {
      if (filePath) await deps.driver.discard(filePath).catch(() => (deleted = false));
    }
    return deleted;
  }

  /** Null when the file is exactly the manifest's (size, then SHA-512), else the mismatch. */
  async function mismatchOf(filePath: string, update: AvailableUpdate): Promise<string | null> {
    if ((await fileSize(filePath)) !== update.size) return 'size_mismatch';
    if ((await hashFile(filePath)).toString('base64') !== update.sha512) return 'sha512_mismatch';
    return null;
  }

  async function verifyDownloaded(update: AvailableUpdate, downloadedPath: string): Promise<UpdateState> {
    set({ status: 'verifying', update });
    let privatePath: string | null = null;
    let reason: string | null;
    try {
      privatePath = await deps.driver.secureCopy(downloadedPath, update);
      reason = await mismatchOf(privatePath, update);
    } catch (error) {
      reason = `copy_failed: ${errorMessage(error)}`;
    }
    if (reason === null && privatePath !== null) {
      return set({ status: 'ready', update, filePath: privatePath, keyId: update.keyId });
    }
    const deleted = await discardAll([privatePath, downloadedPath]);
    return fail(
      'signature_invalid',
      `The update to ${update.version} does not match its signed manifest (${reason}); it was deleted.`,
      update,
      { deleted, reason: reason?.split(':')[0] ?? 'unknown' },
    );
  }

  async function download(options: { allowDowngrade?: boolean } = {}): Promise<UpdateState> {
    if (current.status !== 'available') {
      throw new UpdateFlowError(current, 'No update is available to download');
    }
    const update = current.update;
    const allowDowngrade = options.allowDowngrade === true;
    if (update.downgrade && !allowDowngrade) {
      throw new WalletError(
        'invalid_request',
        `Version ${update.version} is older than the running ${deps.currentVersion}; a downgrade must be chosen explicitly`,
        { reason: 'downgrade_not_allowed', version: update.version, currentVersion: deps.currentVersion },
      );
    }
    set({ status: 'downloading', update, percent: 0, transferredBytes: 0, totalBytes: update.size });
    let filePath: string;
    try {
      filePath = await deps.driver.download(
        update,
        (progress) => {
          if (current.status !== 'downloading') return;
          const percent = percentOf(progress);
          if (percent !== null && percent === current.percent) return; // one state per whole percent
          set({ status: 'downloading', update, percent, ...progress });
        },
        { allowDowngrade },
      );
    } catch (error) {
      // The driver says whether it deleted what it had downloaded (e.g. a file failing the feed's checksum).
      const deleted = (error as { deleted?: unknown } | null)?.deleted === true;
      const code = (error as { code?: unknown } | null)?.code;
      return fail(
        updateFailureCode(error),
        `Could not download the update: ${errorMessage(error)}`,
        update,
        deleted ? { deleted, reason: typeof code === 'string' ? code : 'download_failed' } : undefined,
      );
    }
    return verifyDownloaded(update, filePath);
  }

  async function install(): Promise<UpdateState> {
    if (current.status !== 'ready') throw new UpdateFlowError(current, 'No verified update to install');
    const ready = current;
    // The exact bytes about to be installed: verified again right before the installer is started.
    const reason = await mismatchOf(ready.filePath, ready.update).catch(
      (error: unknown) => `unreadable: ${errorMessage(error)}`,
    );
    if (current !== ready) return current;
    if (reason !== null) {
      const deleted = await discardAll([ready.filePath]);
      return fail(
        'signature_invalid',
        `The verified update changed before it could be installed (${reason}); it was deleted.`,
        ready.update,
        { deleted, reason: `changed_before_install` },
      );
    }
    try {
      await deps.driver.install(ready.filePath, ready.update);
      const setTimer = deps.setTimer ?? ((run, ms) => void setTimeout(run, ms).unref());
      setTimer(() => {
        if (current !== ready) return;
        fail(
          'internal',
          'The installer did not start. Quit and reopen XYZ Wallet to install the update, ' +
            'or download it from the official site.',
          ready.update,
        );
      }, deps.installWatchdogMs ?? 30_000);
      return current;
    } catch (error) {
      return fail('internal', `Could not install the update: ${errorMessage(error)}`, ready.update);
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
