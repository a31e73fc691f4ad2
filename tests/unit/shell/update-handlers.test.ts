// The shell's update/* handlers: typed by the contract, behind the core router (schema first, failures as codes).
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createRouter } from '../../../electron/core/api';
import type { HandlersFor } from '../../../electron/core/handlers/context';
import type { UpdateChannel } from '../../../electron/core/handlers/update';
import { createUpdateController } from '../../../electron/core/update/update-controller';
import type { OfferedUpdate, UpdateDriver } from '../../../electron/core/update/types';
import {
  createShellUpdateHandlers,
  routeShellHandlers,
  UPDATE_CHANNEL_NAMES,
} from '../../../electron/main/update-handlers';
import {
  keySetOf,
  LINUX_X64,
  makeTestKey,
  sha512Base64,
  signedManifestOf,
} from '../../support/update/release-kit';

const KEY = makeTestKey('release');
const BYTES = Buffer.from('the 2.0.0 AppImage');
const RELEASE: OfferedUpdate = { version: '2.0.0', fileName: 'a.AppImage', sha512: sha512Base64(BYTES) };

/** A driver whose download waits until `finish` is called (so a second request sees `downloading`). */
function slowDriver(manifestVersion = '2.0.0') {
  let finish: (error?: Error) => void = () => undefined;
  const driver: UpdateDriver = {
    fetchLatest: async () => RELEASE,
    download: () =>
      new Promise<string>((resolve, reject) => {
        finish = (error) => (error ? reject(error) : resolve('/tmp/a.AppImage'));
      }),
    fetchManifest: async (offered) =>
      signedManifestOf(BYTES, { version: manifestVersion, fileName: offered.fileName }, KEY),
    secureCopy: async () => '/private/a.AppImage',
    install: () => undefined,
    discard: async () => undefined,
  };
  return { driver, finish: (error?: Error) => finish(error) };
}

function routed(driver: UpdateDriver) {
  const controller = createUpdateController({
    driver,
    currentVersion: '1.0.0',
    keys: keySetOf(KEY),
    allowDevelopmentKeys: false,
    target: LINUX_X64,
    // The "downloaded" file is never the manifest's: every finished download fails verification.
    fileSize: async () => BYTES.length,
    hashFile: async () => Buffer.alloc(64, 1),
  });
  const internal: string[] = [];
  const handlers = routeShellHandlers(createShellUpdateHandlers(controller), (channel) =>
    internal.push(channel),
  );
  return { controller, handlers, internal };
}

describe('shell update handlers', () => {
  it('are HandlersFor<UpdateChannel>: one per contract channel, typed by its request and response', () => {
    expectTypeOf(createShellUpdateHandlers).returns.toEqualTypeOf<HandlersFor<UpdateChannel>>();
    expect([...UPDATE_CHANNEL_NAMES].sort()).toEqual([
      'update/check',
      'update/download',
      'update/install',
      'update/status',
    ]);
  });

  it('are the only channels the shell routes: the IPC binding gets update/*, the router nothing else', async () => {
    const { controller, handlers } = routed(slowDriver().driver);
    expect(Object.keys(handlers).sort()).toEqual([...UPDATE_CHANNEL_NAMES].sort());
    const router = createRouter<UpdateChannel>(createShellUpdateHandlers(controller));
    await expect(router.invoke('keys/list', {})).resolves.toMatchObject({
      ok: false,
      error: { code: 'unknown_channel' },
    });
  });

  it('answer a second download while one runs busy, and a failed one with its code', async () => {
    const { driver, finish } = slowDriver();
    const { handlers } = routed(driver);
    await handlers['update/check']!({});
    const first = handlers['update/download']!({});
    await expect(handlers['update/download']!({})).resolves.toMatchObject({
      ok: false,
      error: { code: 'busy', message: expect.stringMatching(/state: downloading/) },
    });
    await expect(handlers['update/check']!({})).resolves.toMatchObject({
      ok: true,
      value: { status: 'downloading' },
    });
    finish(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    await expect(first).resolves.toEqual({
      ok: false,
      error: { code: 'network', message: 'Could not download the update: socket hang up' },
    });
  });

  it('answer a download that does not match its manifest signature_invalid, saying it was deleted', async () => {
    const { driver, finish } = slowDriver();
    const { handlers } = routed(driver);
    await handlers['update/check']!({});
    const download = handlers['update/download']!({});
    finish();
    await expect(download).resolves.toMatchObject({
      ok: false,
      error: { code: 'signature_invalid', details: { deleted: true, reason: 'sha512_mismatch' } },
    });
  });

  it('refuse an older verified release unless the request says allowDowngrade: true (a boolean)', async () => {
    const { driver, finish } = slowDriver('0.9.0');
    const { handlers } = routed(driver);
    await expect(handlers['update/check']!({})).resolves.toMatchObject({
      ok: true,
      value: { status: 'available', update: { version: '0.9.0', feedVersion: '2.0.0', downgrade: true } },
    });
    await expect(handlers['update/download']!({})).resolves.toMatchObject({
      ok: false,
      error: { code: 'invalid_request', details: { reason: 'downgrade_not_allowed', version: '0.9.0' } },
    });
    await expect(handlers['update/download']!({ allowDowngrade: 'yes' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    await expect(handlers['update/status']!({})).resolves.toMatchObject({ value: { status: 'available' } });
    const chosen = handlers['update/download']!({ allowDowngrade: true });
    await expect(handlers['update/status']!({})).resolves.toMatchObject({ value: { status: 'downloading' } });
    finish();
    await chosen;
  });

  it('turn an unexpected failure into internal, reported once, without its message', async () => {
    const driver: UpdateDriver = { ...slowDriver().driver };
    const { controller, handlers, internal } = routed(driver);
    controller.state = () => {
      throw new TypeError('boom');
    };
    await expect(handlers['update/status']!({})).resolves.toEqual({
      ok: false,
      error: { code: 'internal', message: 'Something went wrong inside the wallet.' },
    });
    expect(internal).toEqual(['update/status']);
  });
});
