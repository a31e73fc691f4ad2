// The IPC choke point checks every sender frame; the preload exposes exactly invoke/on and leaks no Electron object.
import { describe, expect, it, vi } from 'vitest';
import type { IpcMainInvokeEvent } from 'electron';
import {
  bindCoreToIpc,
  isTrustedSender,
  type EventTarget,
  type IpcCore,
  type IpcMainLike,
} from '../../../electron/main/ipc-binding';
import { createWalletApi } from '../../../electron/preload/wallet-api';
import { CHANNEL_NAMES, EVENT_NAMES } from '../../../shared/api';
import { EVENT_IPC_CHANNEL } from '../../../shared/api/channel-names';

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>;

function fakeIpcMain() {
  const handlers = new Map<string, Handler>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => void handlers.set(channel, listener),
    removeHandler: (channel) => void handlers.delete(channel),
  };
  const send = (channel: string, frame: { url: string; parent: unknown } | null, payload: unknown) =>
    handlers.get(channel)!({ senderFrame: frame } as unknown as IpcMainInvokeEvent, payload);
  return { ipcMain, handlers, send };
}

function fakeCore() {
  const listeners = new Set<(event: string, payload: unknown) => void>();
  const core: IpcCore & { invoke: ReturnType<typeof vi.fn> } = {
    invoke: vi.fn(async (channel: string, payload: unknown) => ({ ok: true, value: { channel, payload } })),
    on: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return {
    core,
    emit: (e: string, p: unknown) => listeners.forEach((l) => l(e, p)),
    count: () => listeners.size,
  };
}

function target(url: string): EventTarget & { sent: unknown[][] } {
  const sent: unknown[][] = [];
  return {
    sent,
    isDestroyed: () => false,
    mainFrame: { url },
    send: (...args: unknown[]) => void sent.push(args),
  };
}

const APP_FRAME = { url: 'app://wallet/index.html', parent: null };

describe('IPC choke point', () => {
  it('binds one handler per contract channel and nothing else', () => {
    const { ipcMain, handlers } = fakeIpcMain();
    bindCoreToIpc({
      ipcMain,
      core: fakeCore().core,
      channels: CHANNEL_NAMES,
      events: EVENT_NAMES,
      targets: () => [],
    });
    expect([...handlers.keys()].sort()).toEqual([...CHANNEL_NAMES].sort());
  });

  it("forwards a message from the app's main frame to core and returns core's result", async () => {
    const { ipcMain, send } = fakeIpcMain();
    const { core } = fakeCore();
    bindCoreToIpc({ ipcMain, core, channels: ['app/info'], events: [], targets: () => [] });
    await expect(send('app/info', APP_FRAME, {})).resolves.toEqual({
      ok: true,
      value: { channel: 'app/info', payload: {} },
    });
    expect(core.invoke).toHaveBeenCalledWith('app/info', {});
  });

  it.each([
    ['a remote site', { url: 'https://evil.example/', parent: null }],
    ['a subframe of the app', { url: 'app://wallet/index.html', parent: { url: 'app://wallet/index.html' } }],
    ['a file:// page', { url: 'file:///tmp/index.html', parent: null }],
    ['a look-alike host', { url: 'app://wallet.evil/index.html', parent: null }],
    ['a destroyed frame', null],
  ])('refuses a message from %s without reaching core', async (_label, frame) => {
    const { ipcMain, send } = fakeIpcMain();
    const { core } = fakeCore();
    const refused: string[] = [];
    bindCoreToIpc({
      ipcMain,
      core,
      channels: ['app/info'],
      events: [],
      targets: () => [],
      onRefused: (d) => refused.push(d),
    });
    await expect(send('app/info', frame, {})).rejects.toThrow(/not the app's main frame/);
    expect(core.invoke).not.toHaveBeenCalled();
    expect(refused).toHaveLength(1);
  });

  it('routes shell channels (update/*) to the shell, only when the contract lists them', async () => {
    const { ipcMain, handlers, send } = fakeIpcMain();
    const { core } = fakeCore();
    const check = vi.fn(async () => ({ ok: true, value: 'checked' }));
    bindCoreToIpc({
      ipcMain,
      core,
      channels: ['update/check'],
      events: [],
      targets: () => [],
      shellHandlers: { 'update/check': check, 'update/install': check },
    });
    expect([...handlers.keys()]).toEqual(['update/check']);
    await expect(send('update/check', APP_FRAME, {})).resolves.toEqual({ ok: true, value: 'checked' });
    expect(core.invoke).not.toHaveBeenCalled();
  });

  it('picks up shell handlers that start after binding (the updater starts after the window)', async () => {
    const { ipcMain, send } = fakeIpcMain();
    const { core } = fakeCore();
    let handlers: Record<string, (payload: unknown) => Promise<unknown>> = {};
    bindCoreToIpc({
      ipcMain,
      core,
      channels: ['update/status'],
      events: [],
      targets: () => [],
      shellHandlers: () => handlers,
    });
    await send('update/status', APP_FRAME, {});
    expect(core.invoke).toHaveBeenCalledTimes(1);
    handlers = { 'update/status': async () => ({ ok: true, value: { status: 'idle' } }) };
    await expect(send('update/status', APP_FRAME, {})).resolves.toEqual({
      ok: true,
      value: { status: 'idle' },
    });
    expect(core.invoke).toHaveBeenCalledTimes(1);
  });

  it('pushes only contract events, only to app windows, and stops when unbound', () => {
    const { ipcMain, handlers } = fakeIpcMain();
    const { core, emit, count } = fakeCore();
    const app = target('app://wallet/index.html');
    const foreign = target('https://evil.example/');
    const unbind = bindCoreToIpc({
      ipcMain,
      core,
      channels: ['app/info'],
      events: ['lock/changed'],
      targets: () => [app, foreign],
    });
    emit('lock/changed', { locked: true, reason: 'manual' });
    emit('internal/secret', { x: 1 });
    expect(app.sent).toEqual([[EVENT_IPC_CHANNEL, 'lock/changed', { locked: true, reason: 'manual' }]]);
    expect(foreign.sent).toEqual([]);
    unbind();
    expect(count()).toBe(0);
    expect(handlers.size).toBe(0);
  });

  it('trusts only the top frame of an app page', () => {
    expect(isTrustedSender({ url: 'app://wallet/index.html#/send', parent: null })).toBe(true);
    expect(isTrustedSender({ url: 'app://wallet/', parent: {} as never })).toBe(false);
    expect(isTrustedSender(undefined)).toBe(false);
  });
});

describe('preload window.wallet', () => {
  function fakeIpcRenderer() {
    let pushed: ((event: unknown, ...args: unknown[]) => void) | null = null;
    const ipc = {
      invoke: vi.fn(async (channel: string, request: unknown) => ({ ok: true, value: { channel, request } })),
      on: vi.fn((channel: string, listener: (event: unknown, ...args: unknown[]) => void) => {
        expect(channel).toBe(EVENT_IPC_CHANNEL);
        pushed = listener;
        return ipc;
      }),
    };
    const push = (name: string, payload: unknown) =>
      pushed!({ sender: 'IpcRendererEvent', ports: [] }, name, payload);
    return { ipc, push };
  }

  it('has exactly invoke and on', () => {
    const api = createWalletApi(fakeIpcRenderer().ipc as never, CHANNEL_NAMES, EVENT_NAMES);
    expect(Object.keys(api).sort()).toEqual(['invoke', 'on']);
  });

  it('passes a listed channel and its request to the main process', async () => {
    const { ipc } = fakeIpcRenderer();
    const api = createWalletApi(ipc as never, ['app/info'], []);
    await expect(api.invoke('app/info', {})).resolves.toEqual({
      ok: true,
      value: { channel: 'app/info', request: {} },
    });
  });

  it('answers unknown_channel for an unlisted channel without sending anything', async () => {
    const { ipc } = fakeIpcRenderer();
    const api = createWalletApi(ipc as never, ['app/info'], []);
    await expect(api.invoke('keys/dump', {})).resolves.toEqual({
      ok: false,
      error: { code: 'unknown_channel', message: 'Unknown channel "keys/dump".' },
    });
    expect(ipc.invoke).not.toHaveBeenCalled();
  });

  it('gives listeners the payload alone, never the IpcRendererEvent, and unsubscribes', () => {
    const { ipc, push } = fakeIpcRenderer();
    const api = createWalletApi(ipc as never, [], ['lock/changed']);
    const calls: unknown[][] = [];
    const off = api.on('lock/changed', (...args: unknown[]) => void calls.push(args));
    push('lock/changed', { locked: false, reason: 'unlock' });
    push('other/event', { leak: true });
    off();
    push('lock/changed', { locked: true, reason: 'manual' });
    expect(calls).toEqual([[{ locked: false, reason: 'unlock' }]]);
  });

  it('refuses to subscribe to an unlisted event or with a non-function', () => {
    const api = createWalletApi(fakeIpcRenderer().ipc as never, [], ['lock/changed']);
    expect(() => api.on('keys/secret', () => undefined)).toThrow(/unknown event/);
    expect(() => api.on('lock/changed', 'nope' as never)).toThrow(/must be a function/);
  });

  it("hears the events the main process pushes (both sides use the contract's one event channel)", () => {
    const { ipc, push } = fakeIpcRenderer();
    const api = createWalletApi(ipc as never, [], ['lock/changed']);
    const heard: unknown[] = [];
    api.on('lock/changed', (payload) => void heard.push(payload));
    const { core, emit } = fakeCore();
    const window: EventTarget = {
      isDestroyed: () => false,
      mainFrame: { url: 'app://wallet/index.html' },
      send: (channel: string, ...args: unknown[]) => {
        expect(channel).toBe(EVENT_IPC_CHANNEL);
        push(args[0] as string, args[1]);
      },
    };
    bindCoreToIpc({
      ipcMain: fakeIpcMain().ipcMain,
      core,
      channels: [],
      events: ['lock/changed'],
      targets: () => [window],
    });
    emit('lock/changed', { locked: true, reason: 'manual' });
    expect(heard).toEqual([{ locked: true, reason: 'manual' }]);
  });
});
