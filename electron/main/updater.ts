// Auto-update in the shell: electron-updater fetches, gates (version, staged rollout) and downloads;
// core/update verifies the detached signature and holds the state.
import type { AppUpdater } from 'electron-updater';
import type { TrustedUpdateKey } from '../core/update/trusted-keys';
import { createUpdateController, type UpdateController } from '../core/update/update-controller';
import { readUpdateFeed, toAvailableUpdate } from '../core/update/feed';
import { signatureUrl, type ReleaseChannel, type UpdateProvider } from '../core/update/providers';
import { toUpdateProgressEvent, type UpdateProgressPayload } from '../core/update/progress-event';
import { scheduleUpdateChecks, type ScheduleOptions } from '../core/update/schedule';
import type { UpdateDriver } from '../core/update/types';
import type { ShellHandlers } from './ipc-binding';
import { createShellUpdateHandlers, routeShellHandlers } from './update-handlers';

export interface ShellUpdaterOptions {
  autoUpdater: AppUpdater;
  provider: UpdateProvider;
  channel: ReleaseChannel;
  currentVersion: string;
  trustedKeys: readonly TrustedUpdateKey[];
  /** Pushes `update/progress` to the renderer. */
  emit: (payload: UpdateProgressPayload) => void;
  log: (message: string) => void;
  /** HTTP client for `.sig` files; the shell passes Electron's `net.fetch` so system proxies apply. */
  fetch?: (url: string) => Promise<Response>;
  /** Options of the periodic checks (tests use a short first delay). */
  schedule?: ScheduleOptions;
}

/** The electron-updater settings the shell relies on (a subset of AppUpdater, so tests can pass a double). */
export type ConfigurableUpdater = Pick<
  AppUpdater,
  'autoDownload' | 'autoInstallOnAppQuit' | 'allowDowngrade' | 'allowPrerelease' | 'channel' | 'setFeedURL'
>;

/**
 * Configures electron-updater: never auto-download, never auto-install an unverified file, no downgrades,
 * prereleases only on beta, and the chosen feed. Setting `channel` makes electron-updater allow downgrades,
 * so `allowDowngrade` is set after it.
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
    updater.setFeedURL({ provider: 'generic', url: options.provider.url });
  } else {
    updater.setFeedURL({ provider: 'github', owner: options.provider.owner, repo: options.provider.repo });
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
      return toAvailableUpdate(readUpdateFeed(result.updateInfo));
    },
    async download(_update, onProgress) {
      const onDownloadProgress = (p: { transferred: number; total: number }) =>
        onProgress({ transferredBytes: p.transferred, totalBytes: p.total > 0 ? p.total : null });
      updater.on('download-progress', onDownloadProgress);
      try {
        const files = await updater.downloadUpdate();
        const file = files[0];
        if (!file) throw new Error('the download produced no file');
        return file;
      } finally {
        updater.off('download-progress', onDownloadProgress);
      }
    },
    async fetchSignature(update) {
      const url = signatureUrl(options.provider, update.version, update.fileName);
      const response = await (options.fetch ?? fetch)(url);
      if (response.status === 404) throw new Error(`no signature is published for ${update.fileName}`);
      if (!response.ok) throw new Error(`signature download answered HTTP ${response.status}`);
      return response.text();
    },
    install() {
      updater.autoInstallOnAppQuit = true; // verified: installing on the next quit is now the person's choice too
      updater.quitAndInstall(false, true);
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
    trustedKeys: options.trustedKeys,
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
  const handlers = routeShellHandlers(createShellUpdateHandlers(controller), (channel, error) =>
    options.log(`update: ${channel} failed unexpectedly: ${(error as Error).message}`),
  );
  return { controller, handlers, stop: stopSchedule };
}
