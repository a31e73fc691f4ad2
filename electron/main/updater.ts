// Auto-update in the shell: electron-updater fetches, gates (staged rollout) and downloads over https (or
// loopback); core/update verifies the signed manifest, the private copy's bytes, and holds the state.
import { copyFile, chmod, mkdir, rm } from 'node:fs/promises';
import { constants as fsConstants } from 'node:fs';
import path from 'node:path';
import type { AppUpdater } from 'electron-updater';
import { createUpdateController, type UpdateController } from '../core/update/update-controller';
import { readUpdateFeed, toOfferedUpdate } from '../core/update/feed';
import type { UpdateKeySet } from '../core/update/key-chain';
import { artifactBaseName } from '../core/update/manifest';
import { manifestUrl, type ReleaseChannel, type UpdateProvider } from '../core/update/providers';
import { toUpdateProgressEvent, type UpdateProgressPayload } from '../core/update/progress-event';
import { scheduleUpdateChecks, type ScheduleOptions } from '../core/update/schedule';
import type { UpdateDriver } from '../core/update/types';
import { assertUpdateUrl } from '../core/update/update-url';
import type { ShellHandlers } from './ipc-binding';
import { createShellUpdateHandlers, routeShellHandlers } from './update-handlers';

export interface ShellUpdaterOptions {
  autoUpdater: AppUpdater;
  /** Asks the approval surface before an older version installs (WalletCore.approvals.ask). */
  approveDowngrade?: (subject: {
    kind: 'update_downgrade';
    currentVersion: string;
    version: string;
  }) => Promise<void>;
  provider: UpdateProvider;
  channel: ReleaseChannel;
  currentVersion: string;
  /** The build's key set (built-in-keys.ts). */
  keys: UpdateKeySet;
  /** Electron's app.isPackaged: a packaged app never accepts a development key. */
  isPackaged: boolean;
  /** process.platform and process.arch of the running app. */
  platform: string;
  arch: string;
  /** App-owned folder (e.g. <userData>/verified-update) for the private copy that is verified and installed. */
  verifiedDir: string;
  /** Pushes `update/progress` to the renderer. */
  emit: (payload: UpdateProgressPayload) => void;
  log: (message: string) => void;
  /** HTTP client for manifests; the shell passes Electron's `net.fetch` so system proxies apply. */
  fetch?: (url: string) => Promise<Response>;
  /** Options of the periodic checks (tests use a short first delay). */
  schedule?: ScheduleOptions;
}

/** The electron-updater settings the shell relies on (a subset of AppUpdater, so tests can pass a double). */
export type ConfigurableUpdater = Pick<
  AppUpdater,
  'autoDownload' | 'autoInstallOnAppQuit' | 'allowDowngrade' | 'allowPrerelease' | 'channel' | 'setFeedURL'
>;

/** The part of builder-util-runtime's HttpExecutor every feed request and download goes through. */
interface RequestCreator {
  createRequest(options: Record<string, unknown>, callback: (response: unknown) => void): unknown;
}

/** The URL a builder-util-runtime request option set points at (protocol, hostname, port, path). */
function urlOfRequest(options: Record<string, unknown>): string {
  const protocol = typeof options.protocol === 'string' ? options.protocol : 'https:';
  const host = String(options.hostname ?? options.host ?? '');
  const port = options.port ? `:${String(options.port)}` : '';
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `${protocol}//${bracketed}${port}${String(options.path ?? '/')}`;
}

/**
 * Refuses, inside electron-updater, every request that is neither https nor loopback: feeds, redirects and
 * downloads all go through the executor's createRequest. Idempotent.
 */
export function guardUpdaterRequests(updater: unknown): void {
  const executor = (updater as { httpExecutor?: RequestCreator & { xyzGuarded?: boolean } }).httpExecutor;
  if (!executor || executor.xyzGuarded) return;
  const createRequest = executor.createRequest.bind(executor);
  executor.createRequest = (options, callback) => {
    assertUpdateUrl(urlOfRequest(options));
    return createRequest(options, callback);
  };
  executor.xyzGuarded = true;
}

/**
 * Configures electron-updater: never auto-download, never auto-install an unverified file, no downgrades,
 * prereleases only on beta, the chosen feed, and https-or-loopback requests only. Setting `channel` makes
 * electron-updater allow downgrades, so `allowDowngrade` is set after it.
 */
export function configureElectronUpdater(
  updater: ConfigurableUpdater,
  options: Pick<ShellUpdaterOptions, 'provider' | 'channel'>,
): void {
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = false; // only a verified download may be installed, and only after consent
  updater.allowPrerelease = options.channel === 'beta';
  if (options.channel === 'beta') updater.channel = 'beta';
  updater.allowDowngrade = false;
  if (options.provider.provider === 'generic') {
    assertUpdateUrl(options.provider.url);
    updater.setFeedURL({ provider: 'generic', url: options.provider.url });
  } else {
    updater.setFeedURL({ provider: 'github', owner: options.provider.owner, repo: options.provider.repo });
  }
  guardUpdaterRequests(updater);
}

/**
 * Makes electron-updater install `filePath`: BaseUpdater (deb, rpm, AppImage, NSIS) installs from its
 * `installerPath` getter (the cached download); an own getter on the instance shadows it with the verified copy.
 */
export function pinInstallerPath(updater: object, filePath: string): void {
  Object.defineProperty(updater, 'installerPath', { configurable: true, get: () => filePath });
}

/**
 * After a failed download (checksum mismatch, lost connection): empties electron-updater's pending-download
 * folder and marks the error `deleted: true` when that worked, so the person is told nothing was kept.
 */
async function withPendingDownloadDeleted(updater: unknown, error: unknown): Promise<unknown> {
  const helper = (updater as { downloadedUpdateHelper?: { clear(): Promise<void> } | null })
    .downloadedUpdateHelper;
  if (!helper || error === null || typeof error !== 'object') return error;
  try {
    await helper.clear();
    return Object.assign(error, { deleted: true });
  } catch {
    return error;
  }
}

/** Adapts electron-updater to the UpdateDriver the state machine uses. Never downloads or installs by itself. */
export function electronUpdaterDriver(options: ShellUpdaterOptions): UpdateDriver {
  const updater = options.autoUpdater;
  configureElectronUpdater(updater, options);

  return {
    async fetchLatest() {
      // Null unless newer and inside the release's stagingPercentage (electron-updater's own .updaterId gate).
      const result = await updater.checkForUpdates();
      if (!result?.isUpdateAvailable) return null;
      return toOfferedUpdate(readUpdateFeed(result.updateInfo));
    },
    async fetchManifest(offered) {
      const url = manifestUrl(options.provider, offered.version, offered.fileName);
      assertUpdateUrl(url);
      const response = await (options.fetch ?? fetch)(url);
      if (response.url) assertUpdateUrl(response.url); // where redirects ended
      if (response.status === 404) throw new Error(`no signed manifest is published for ${offered.fileName}`);
      if (!response.ok) throw new Error(`manifest download answered HTTP ${response.status}`);
      return response.text();
    },
    async download(_update, onProgress, { allowDowngrade }) {
      const onDownloadProgress = (p: { transferred: number; total: number }) =>
        onProgress({ transferredBytes: p.transferred, totalBytes: p.total > 0 ? p.total : null });
      updater.on('download-progress', onDownloadProgress);
      try {
        if (allowDowngrade) {
          // The person chose this older, verified release: let electron-updater fetch it, for this download only.
          updater.allowDowngrade = true;
          await updater.checkForUpdates();
        }
        const files = await updater.downloadUpdate();
        const file = files[0];
        if (!file) throw new Error('the download produced no file');
        return file;
      } catch (error) {
        throw await withPendingDownloadDeleted(updater, error);
      } finally {
        updater.allowDowngrade = false;
        updater.off('download-progress', onDownloadProgress);
      }
    },
    async secureCopy(filePath, update) {
      await mkdir(options.verifiedDir, { recursive: true, mode: 0o700 });
      await chmod(options.verifiedDir, 0o700);
      const copy = path.join(options.verifiedDir, artifactBaseName(update.fileName) || 'update');
      await rm(copy, { force: true });
      await copyFile(filePath, copy, fsConstants.COPYFILE_EXCL);
      await chmod(copy, 0o600);
      return copy;
    },
    install(filePath) {
      pinInstallerPath(updater, filePath);
      updater.autoInstallOnAppQuit = true; // verified: installing on the next quit is now the person's choice too
      updater.quitAndInstall(false, true);
    },
    async discard(filePath) {
      await rm(filePath, { force: true });
    },
  };
}

export interface ShellUpdater {
  controller: UpdateController;
  /** The contract's update/* channels for the IPC binding: requests schema-parsed, failures as error codes. */
  handlers: ShellHandlers;
  stop(): void;
}

/** Creates the update state machine on electron-updater, checks on start and every 4 hours, pushes progress. */
export function startShellUpdater(options: ShellUpdaterOptions): ShellUpdater {
  const controller = createUpdateController({
    driver: electronUpdaterDriver(options),
    currentVersion: options.currentVersion,
    keys: options.keys,
    allowDevelopmentKeys: !options.isPackaged,
    target: { channel: options.channel, platform: options.platform, arch: options.arch },
  });
  let lastStatus: string | null = null;
  controller.subscribe((state) => {
    const event = toUpdateProgressEvent(state);
    if (event) options.emit(event);
    if (state.status !== lastStatus) options.log(`update state: ${state.status}`);
    lastStatus = state.status;
    if (state.status === 'error') options.log(`update: ${state.message}`);
  });
  const stopSchedule = scheduleUpdateChecks(controller, options.schedule);
  const guard = options.approveDowngrade
    ? { currentVersion: options.currentVersion, approveDowngrade: options.approveDowngrade }
    : null;
  const handlers = routeShellHandlers(createShellUpdateHandlers(controller, guard), (channel, error) =>
    options.log(`update: ${channel} failed unexpectedly: ${(error as Error).message}`),
  );
  return { controller, handlers, stop: stopSchedule };
}
