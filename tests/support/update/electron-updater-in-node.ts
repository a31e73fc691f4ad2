// The real electron-updater (its Linux .deb updater) in plain Node: an app adapter on a temp folder and an HTTP
// executor on node:http instead of Electron's net module, so tests exercise the library the shell ships.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import path from 'node:path';
import {
  configureRequestOptions,
  configureRequestUrl,
  HttpExecutor,
  type DownloadOptions,
} from 'builder-util-runtime';
import { DebUpdater, type AppUpdater } from 'electron-updater';

/** node:http executor with the `download` electron-updater's own (Electron) executor adds. */
class NodeHttpExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): ClientRequest {
    // A fresh socket per request: electron-updater adds a timeout listener to every socket it is given.
    return request({ ...options, agent: false }, callback);
  }

  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error == null ? resolve(destination) : reject(error)),
          responseHandler: null,
        },
        0,
      );
    });
  }
}

export interface NodeElectronUpdater {
  updater: AppUpdater;
  /** Where electron-updater keeps `.updaterId` (the staging id) and its download cache. */
  userDataPath: string;
  /** Arguments of every quitAndInstall call (the real one would run dpkg). */
  installs: unknown[][];
  /** The file electron-updater's own install() handed to the installer (its `installerPath`), per install. */
  installedFiles: (string | null)[];
}

/** A real DebUpdater for an app of `version` whose data lives in `dir`; `stagingId` seeds `.updaterId`. */
export function nodeElectronUpdater(options: {
  dir: string;
  version: string;
  stagingId?: string;
}): NodeElectronUpdater {
  const userDataPath = path.join(options.dir, 'userData');
  mkdirSync(userDataPath, { recursive: true });
  const appUpdateConfigPath = path.join(options.dir, 'app-update.yml');
  writeFileSync(appUpdateConfigPath, 'updaterCacheDirName: xyz-wallet-test-updater\n');
  if (options.stagingId) writeFileSync(path.join(userDataPath, '.updaterId'), options.stagingId);
  const app = {
    version: options.version,
    name: 'xyz-wallet-test',
    isPackaged: true,
    appUpdateConfigPath,
    userDataPath,
    baseCachePath: path.join(options.dir, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  };
  const updater = new DebUpdater(null, app);
  (updater as unknown as { httpExecutor: HttpExecutor<ClientRequest> }).httpExecutor = new NodeHttpExecutor();
  updater.logger = process.env.XYZ_DEBUG_UPDATER ? console : null;
  const installs: unknown[][] = [];
  const installedFiles: (string | null)[] = [];
  // BaseUpdater.install() runs as shipped (it picks the file); only the platform step (dpkg) and the quit are stubbed.
  const internals = updater as unknown as {
    doInstall: () => boolean;
    install: (isSilent: boolean, isForceRunAfter: boolean) => boolean;
    installerPath: string | null;
  };
  internals.doInstall = () => {
    installedFiles.push(internals.installerPath);
    return true;
  };
  updater.quitAndInstall = (isSilent = false, isForceRunAfter = false) => {
    installs.push([isSilent, isForceRunAfter]);
    internals.install(isSilent, isForceRunAfter);
  };
  return { updater, userDataPath, installs, installedFiles };
}
