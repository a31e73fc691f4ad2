// In the Electron main process the shell's updater answers the contract's update/* channels; core never sees them.
import { describe, expect, it, vi } from 'vitest';
import type { IpcMainInvokeEvent } from 'electron';
import type { AppUpdater } from 'electron-updater';
import { bindCoreToIpc, type IpcCore, type IpcMainLike } from '../../../electron/main/ipc-binding';
import { startShellUpdater } from '../../../electron/main/updater';
import { CHANNEL_NAMES, EVENT_NAMES } from '../../../shared/api';

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>;
const APP_FRAME = { url: 'app://wallet/index.html', parent: null };
const UPDATE_CHANNELS = ['update/status', 'update/check', 'update/download', 'update/install'];

/** Enough of electron-updater for configuration; never asked to check (the schedule's timer never runs). */
function fakeAutoUpdater(): AppUpdater {
  return { setFeedURL: vi.fn(), on: vi.fn(), off: vi.fn() } as unknown as AppUpdater;
}

describe('update channels in the main process', () => {
  it('the shell updater has a handler for every update/* channel of the contract', () => {
    const updater = startShellUpdater({
      autoUpdater: fakeAutoUpdater(),
      provider: { provider: 'generic', url: 'https://updates.example/' },
      channel: 'stable',
      currentVersion: '0.1.0',
      keys: { roots: [], links: [] },
      isPackaged: true,
      platform: 'linux',
      arch: 'x64',
      verifiedDir: '/nonexistent/verified-update',
      emit: () => undefined,
      log: () => undefined,
      schedule: { setTimer: () => undefined },
    });
    expect(Object.keys(updater.handlers).sort()).toEqual(UPDATE_CHANNELS.slice().sort());
    expect(UPDATE_CHANNELS.every((name) => (CHANNEL_NAMES as readonly string[]).includes(name))).toBe(true);
    updater.stop();
  });

  it('binds update/* from the contract and sends them to the shell, not to core', async () => {
    const handlers = new Map<string, Handler>();
    const ipcMain: IpcMainLike = {
      handle: (channel, listener) => void handlers.set(channel, listener),
      removeHandler: (channel) => void handlers.delete(channel),
    };
    const core: IpcCore = {
      invoke: vi.fn(async () => ({ ok: true, value: 'core' })),
      on: () => () => undefined,
    };
    const shell = Object.fromEntries(
      UPDATE_CHANNELS.map((name) => [
        name,
        vi.fn(async () => ({ ok: true, value: { status: 'idle', lastCheckedAt: null } })),
      ]),
    );
    bindCoreToIpc({
      ipcMain,
      core,
      channels: CHANNEL_NAMES,
      events: EVENT_NAMES,
      targets: () => [],
      shellHandlers: () => shell,
    });
    for (const name of UPDATE_CHANNELS) {
      expect(handlers.has(name), `${name} is bound`).toBe(true);
      await expect(
        handlers.get(name)!({ senderFrame: APP_FRAME } as unknown as IpcMainInvokeEvent, {}),
      ).resolves.toEqual({
        ok: true,
        value: { status: 'idle', lastCheckedAt: null },
      });
      expect(shell[name]).toHaveBeenCalledTimes(1);
    }
    expect(core.invoke).not.toHaveBeenCalled();
  });
});
