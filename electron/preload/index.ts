// Preload (sandboxed, context-isolated): exposes exactly one object, window.wallet, typed by the contract.
import { contextBridge, ipcRenderer } from 'electron';
import { CHANNEL_NAMES, EVENT_NAMES } from '../../shared/api';
import { createWalletApi } from './wallet-api';

contextBridge.exposeInMainWorld('wallet', createWalletApi(ipcRenderer, CHANNEL_NAMES, EVENT_NAMES));
