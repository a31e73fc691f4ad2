// Preload (sandboxed, context-isolated): exposes exactly one object, window.wallet, typed by the contract.
import { contextBridge, ipcRenderer } from 'electron';
// Names only (not shared/api's index): the request schemas and zod stay out of every window's preload.
import { CHANNEL_NAME_LIST } from '../../shared/api/channel-names';
import { EVENT_NAMES } from '../../shared/api/events';
import { createWalletApi } from './wallet-api';

contextBridge.exposeInMainWorld('wallet', createWalletApi(ipcRenderer, CHANNEL_NAME_LIST, EVENT_NAMES));
