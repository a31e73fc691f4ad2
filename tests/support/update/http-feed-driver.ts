// Test-only update driver for electron-builder's "generic" feed over HTTP(S): reads <channel>.yml, downloads,
// checks sha512, copies privately — a stand-in for electron-updater so the state machine can be driven without Electron.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseUpdateFeed, toOfferedUpdate } from '../../../electron/core/update/feed';
import type { ReleaseChannel } from '../../../electron/core/update/providers';
import type { DownloadProgress, UpdateDriver, AvailableUpdate } from '../../../electron/core/update/types';

export type UpdatePlatform = 'linux' | 'darwin' | 'win32';

/** Feed file name electron-updater reads for a channel and platform (latest.yml, beta-mac.yml, ...). */
export function feedFileName(channel: ReleaseChannel, platform: UpdatePlatform): string {
  const base = channel === 'stable' ? 'latest' : 'beta';
  if (platform === 'linux') return `${base}-linux.yml`;
  if (platform === 'darwin') return `${base}-mac.yml`;
  return `${base}.yml`;
}

export interface HttpFeedDriverOptions {
  /** Folder URL the feed files live in, e.g. https://updates.example/xyz-wallet/ (trailing slash optional). */
  feedUrl: string;
  channel: ReleaseChannel;
  platform: UpdatePlatform;
  /** Where downloads are written (created when missing). */
  downloadDir: string;
  /** Runs the installer for a verified file (in Electron: quit and install). */
  install: (filePath: string, update: AvailableUpdate) => Promise<void> | void;
  fetch?: typeof fetch;
}

/** A feed's file name as a safe local base name; throws when it names a folder or tries to climb out. */
export function safeArtifactName(fileName: string): string {
  const pathname = /^[a-z]+:\/\//i.test(fileName) ? new URL(fileName).pathname : fileName;
  const base = decodeURIComponent(pathname.split('/').pop() ?? '');
  if (base === '' || base === '.' || base === '..' || /[\\\0]/.test(base)) {
    throw new Error(`Update feed names an unusable file: ${JSON.stringify(fileName)}`);
  }
  return base;
}

export function createHttpFeedDriver(options: HttpFeedDriverOptions): UpdateDriver {
  const doFetch = options.fetch ?? fetch;
  const base = options.feedUrl.endsWith('/') ? options.feedUrl : `${options.feedUrl}/`;
  const urlOf = (name: string) => new URL(name, base).toString();

  async function get(url: string): Promise<Response> {
    const response = await doFetch(url, { redirect: 'follow' });
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    return response;
  }

  return {
    async fetchLatest() {
      const response = await get(urlOf(feedFileName(options.channel, options.platform)));
      return toOfferedUpdate(parseUpdateFeed(await response.text()));
    },

    async download(update, onProgress: (progress: DownloadProgress) => void) {
      const name = safeArtifactName(update.fileName);
      await mkdir(options.downloadDir, { recursive: true });
      const finalPath = path.join(options.downloadDir, name);
      const partialPath = `${finalPath}.partial`;
      const response = await get(urlOf(update.fileName));
      const header = Number(response.headers.get('content-length'));
      const totalBytes = update.size ?? (Number.isSafeInteger(header) && header > 0 ? header : null);
      if (!response.body) throw new Error('The update server sent no file');
      const hash = createHash('sha512');
      const out = createWriteStream(partialPath, { mode: 0o600 });
      let transferredBytes = 0;
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          hash.update(chunk);
          transferredBytes += chunk.byteLength;
          if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
          onProgress({ transferredBytes, totalBytes });
        }
        await new Promise<void>((resolve, reject) => {
          out.once('error', reject);
          out.end(() => resolve());
        });
      } catch (error) {
        out.destroy();
        await rm(partialPath, { force: true });
        throw error;
      }
      if (hash.digest('base64') !== update.sha512) {
        await rm(partialPath, { force: true });
        // Same code as electron-updater's own checksum failure.
        throw Object.assign(new Error(`${name} does not match the feed's sha512 checksum`), {
          code: 'ERR_CHECKSUM_MISMATCH',
        });
      }
      await rename(partialPath, finalPath);
      return finalPath;
    },

    async fetchManifest(offered) {
      const response = await doFetch(urlOf(`${offered.fileName}.manifest.json`));
      if (response.status === 404)
        throw new Error(`no signed manifest is published for ${safeArtifactName(offered.fileName)}`);
      if (!response.ok) throw new Error(`manifest download answered HTTP ${response.status}`);
      return response.text();
    },

    async secureCopy(filePath, update) {
      const privateDir = path.join(options.downloadDir, 'verified');
      await mkdir(privateDir, { recursive: true, mode: 0o700 });
      const copy = path.join(privateDir, safeArtifactName(update.fileName));
      await rm(copy, { force: true });
      await copyFile(filePath, copy);
      await chmod(copy, 0o600);
      return copy;
    },

    install: options.install,

    async discard(filePath) {
      await rm(filePath, { force: true });
    },
  };
}
