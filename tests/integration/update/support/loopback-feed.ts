// A loopback generic update feed for the real electron-updater (in Node), a fresh folder per test, and the shell
// updaters started on them, stopped after the suite.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startShellUpdater, type ShellUpdater } from '../../../../electron/main/updater';
import type { UpdateKeySet } from '../../../../electron/core/update/key-chain';
import type { ReleaseChannel } from '../../../../electron/core/update/providers';
import { nodeElectronUpdater } from '../../../support/update/electron-updater-in-node';
import { sha512Base64 } from '../../../support/update/release-kit';

export type FeedFiles = Record<string, string | Buffer>;

/** latest-linux.yml as electron-builder writes it, naming `file` with `bytes`' checksum under `version`. */
export function feedYml(version: string, file: string, bytes: Buffer, extra = ''): string {
  const sha512 = sha512Base64(bytes);
  return `version: ${version}\nfiles:\n  - url: ${file}\n    sha512: ${sha512}\n    size: ${bytes.length}\npath: ${file}\nsha512: ${sha512}\nreleaseDate: '2026-11-22T07:00:00.000Z'\n${extra}`;
}

/** The files of one release on the feed: `bytes` as `file` under `feedVersion`, with `manifest` next to it. */
export function releaseFiles(feedVersion: string, file: string, bytes: Buffer, manifest: string): FeedFiles {
  return {
    'latest-linux.yml': feedYml(feedVersion, file, bytes),
    [file]: bytes,
    [`${file}.manifest.json`]: manifest,
  };
}

export interface ShellOnRealUpdaterOptions {
  version: string;
  keys: UpdateKeySet;
  channel?: ReleaseChannel;
  /** The feed the shell is configured with (this feed's by default). */
  url?: string;
  stagingId?: string;
  /** The approval surface's answer to installing an older version (default: the person approves). */
  approveDowngrade?: (subject: {
    kind: 'update_downgrade';
    currentVersion: string;
    version: string;
  }) => Promise<void>;
}

export interface LoopbackFeed {
  /** What the feed serves by file name; reset to the suite's `initial` files before each test. */
  served: FeedFiles;
  /** The feed's base URL, `http://127.0.0.1:<port>/feed/`. */
  url: string;
  /** This test's own folder (electron-updater's userData and cache, the verified copies); removed after it. */
  dir: string;
  /** Starts the shell updater (linux x64, packaged) on a real electron-updater in this test's folder. */
  start(options: ShellOnRealUpdaterOptions): {
    real: ReturnType<typeof nodeElectronUpdater>;
    shell: ShellUpdater;
  };
}

/** Registers the suite's hooks (call it inside `describe`): the feed server, a folder per test, the cleanup. */
export function useLoopbackFeed(options: { tmpPrefix: string; initial: () => FeedFiles }): LoopbackFeed {
  const running: ShellUpdater[] = [];
  let server: Server;
  const feed: LoopbackFeed = {
    served: {},
    url: '',
    dir: '',
    start: (shellOptions) => {
      const real = nodeElectronUpdater({
        dir: feed.dir,
        version: shellOptions.version,
        ...(shellOptions.stagingId ? { stagingId: shellOptions.stagingId } : {}),
      });
      const shell = startShellUpdater({
        autoUpdater: real.updater,
        provider: { provider: 'generic', url: shellOptions.url ?? feed.url },
        channel: shellOptions.channel ?? 'stable',
        currentVersion: shellOptions.version,
        keys: shellOptions.keys,
        isPackaged: true,
        platform: 'linux',
        arch: 'x64',
        verifiedDir: path.join(feed.dir, 'verified'),
        emit: () => undefined,
        log: () => undefined,
        schedule: { setTimer: () => undefined },
        approveDowngrade: shellOptions.approveDowngrade ?? (async () => undefined),
      });
      running.push(shell);
      return { real, shell };
    },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/feed\//, ''));
      const body = feed.served[name];
      if (body === undefined) res.writeHead(404).end('not found');
      else res.writeHead(200, { 'content-length': Buffer.byteLength(body) }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feed.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed/`;
  });
  afterAll(async () => {
    for (const updater of running) updater.stop();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    feed.dir = mkdtempSync(path.join(tmpdir(), options.tmpPrefix));
    feed.served = options.initial();
    return () => rmSync(feed.dir, { recursive: true, force: true });
  });
  return feed;
}
