// The approval window is the only place an approval is given: its channels answer its own frame alone, the main
// page's channels never answer it, no window navigates onto it, and an older update installs only after its yes.
import type { IpcMainInvokeEvent } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { approvalChannels } from '../../../shared/api/approvals';
import { APPROVAL_CHANNEL_NAMES } from '../../../shared/api/approval-names';
import { APPROVAL_ENTRY_URL, APP_ENTRY_URL } from '../../../electron/main/app-origin';
import { bindApprovalIpc, isApprovalSender } from '../../../electron/main/approval-ipc';
import { approvalWindowOptions } from '../../../electron/main/approval-window';
import { isTrustedSender, type IpcMainLike } from '../../../electron/main/ipc-binding';
import { isNavigationAllowed } from '../../../electron/main/security/navigation';
import { createShellUpdateHandlers } from '../../../electron/main/update-handlers';
import type { UpdateController } from '../../../electron/core/update/update-controller';

const APPROVAL_CONTENTS = 7;
const MAIN_CONTENTS = 3;
const event = (url: string, senderId: number, parent: unknown = null) =>
  ({ senderFrame: { url, parent }, sender: { id: senderId } }) as unknown as IpcMainInvokeEvent;

describe('who may answer an approval', () => {
  it('the approval names are exactly the contract channels', () => {
    expect([...APPROVAL_CHANNEL_NAMES].sort()).toEqual(Object.keys(approvalChannels).sort());
  });

  it('only the approval window, at its own page, in its top frame', () => {
    expect(isApprovalSender(event(APPROVAL_ENTRY_URL, APPROVAL_CONTENTS), APPROVAL_CONTENTS)).toBe(true);
    // The main window, even navigated onto the approval page, is another sender.
    expect(isApprovalSender(event(APPROVAL_ENTRY_URL, MAIN_CONTENTS), APPROVAL_CONTENTS)).toBe(false);
    expect(isApprovalSender(event(APP_ENTRY_URL, APPROVAL_CONTENTS), APPROVAL_CONTENTS)).toBe(false);
    expect(isApprovalSender(event(APPROVAL_ENTRY_URL, APPROVAL_CONTENTS, {}), APPROVAL_CONTENTS)).toBe(false);
    expect(
      isApprovalSender(event('https://evil.example/approval.html', APPROVAL_CONTENTS), APPROVAL_CONTENTS),
    ).toBe(false);
    // No approval window open: nobody.
    expect(isApprovalSender(event(APPROVAL_ENTRY_URL, APPROVAL_CONTENTS), null)).toBe(false);
  });

  it('the main page channels refuse the approval page, and no window navigates onto it', () => {
    expect(isTrustedSender({ url: APP_ENTRY_URL, parent: null })).toBe(true);
    expect(isTrustedSender({ url: APPROVAL_ENTRY_URL, parent: null })).toBe(false);
    expect(isNavigationAllowed(APPROVAL_ENTRY_URL)).toBe(false);
    expect(isNavigationAllowed(APP_ENTRY_URL)).toBe(true);
  });

  it('binds the two channels with the sender check; refused calls never reach the core', async () => {
    const handlers = new Map<string, (e: IpcMainInvokeEvent, p: unknown) => Promise<unknown>>();
    const ipcMain: IpcMainLike = {
      handle: (channel, listener) => void handlers.set(channel, listener),
      removeHandler: (channel) => void handlers.delete(channel),
    };
    const invoke = vi.fn(async () => ({ ok: true, value: { decided: true } }));
    const sent: unknown[] = [];
    let emit: (event: string, payload: unknown) => void = () => undefined;
    const unbind = bindApprovalIpc({
      ipcMain,
      door: { invoke, on: (listener) => ((emit = listener), () => undefined) },
      approvalContentsId: () => APPROVAL_CONTENTS,
      sendToApprovalWindow: (...args) => void sent.push(args),
    });
    expect([...handlers.keys()].sort()).toEqual([...APPROVAL_CHANNEL_NAMES].sort());
    const decide = handlers.get('approval/decide')!;
    await expect(decide(event(APP_ENTRY_URL, MAIN_CONTENTS), { id: 'x', approve: true })).rejects.toThrow(
      /not the approval window/,
    );
    expect(invoke).not.toHaveBeenCalled();
    await decide(event(APPROVAL_ENTRY_URL, APPROVAL_CONTENTS), { id: 'x', approve: true });
    expect(invoke).toHaveBeenCalledWith('approval/decide', { id: 'x', approve: true });
    emit('approvals/changed', { pending: 1 });
    emit('balances/changed', {});
    expect(sent).toEqual([['approval:event', 'approvals/changed', { pending: 1 }]]);
    unbind();
    expect(handlers.size).toBe(0);
  });

  it('the approval window is as locked down as the main one, and stays on top', () => {
    const options = approvalWindowOptions('/app/approval-preload.cjs', { devTools: false });
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      preload: '/app/approval-preload.cjs',
    });
    expect(options.alwaysOnTop).toBe(true);
  });
});

describe('installing an older version', () => {
  const ready = (downgrade: boolean) =>
    ({
      state: () => ({ status: 'ready', update: { version: downgrade ? '0.9.0' : '2.0.0', downgrade } }),
      install: vi.fn(async () => ({ status: 'idle', lastCheckedAt: null })),
    }) as unknown as UpdateController & { install: ReturnType<typeof vi.fn> };

  it('asks the approval surface first; refused, nothing installs', async () => {
    const controller = ready(true);
    const approveDowngrade = vi.fn(async () => {
      throw new Error('refused');
    });
    const handlers = createShellUpdateHandlers(controller, { currentVersion: '1.0.0', approveDowngrade });
    await expect(handlers['update/install']({})).rejects.toThrow('refused');
    expect(approveDowngrade).toHaveBeenCalledWith({
      kind: 'update_downgrade',
      currentVersion: '1.0.0',
      version: '0.9.0',
    });
    expect(controller.install).not.toHaveBeenCalled();
  });

  it('approved, it installs; a newer version never asks', async () => {
    const older = ready(true);
    const approveDowngrade = vi.fn(async () => undefined);
    await createShellUpdateHandlers(older, { currentVersion: '1.0.0', approveDowngrade })['update/install'](
      {},
    );
    expect(older.install).toHaveBeenCalledTimes(1);
    const newer = ready(false);
    await createShellUpdateHandlers(newer, { currentVersion: '1.0.0', approveDowngrade })['update/install'](
      {},
    );
    expect(approveDowngrade).toHaveBeenCalledTimes(1);
    expect(newer.install).toHaveBeenCalledTimes(1);
  });

  it('without an approval surface an older version never installs', async () => {
    const controller = ready(true);
    await expect(createShellUpdateHandlers(controller)['update/install']({})).rejects.toMatchObject({
      code: 'approval_refused',
    });
    expect(controller.install).not.toHaveBeenCalled();
  });
});
