// Preload of the approval window (sandboxed, context-isolated): exposes exactly window.approvals, its two channels.
import { contextBridge, ipcRenderer } from 'electron';
// Names only: no zod in a preload.
import {
  APPROVAL_CHANNEL_NAMES,
  APPROVAL_EVENT,
  APPROVAL_EVENT_IPC_CHANNEL,
} from '../../shared/api/approval-names';
import { createWalletApi } from './wallet-api';

contextBridge.exposeInMainWorld(
  'approvals',
  createWalletApi(ipcRenderer, APPROVAL_CHANNEL_NAMES, [APPROVAL_EVENT], APPROVAL_EVENT_IPC_CHANNEL),
);
