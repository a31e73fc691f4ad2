// Contract of the app domain: version/info, the one-call boot snapshot and the user-activity ping behind auto-lock.
import { z } from 'zod';
import { channel, emptyRequest } from './channel';
import type { Dashboard, HistoryEntry } from './data';
import type { AccountInfo, LockStatus } from './keys';
import type { NetworkProfile } from './network';
import type { Settings } from './settings';
import type { PendingTx } from './tx';
import { QR_TEXT_MAX, type QrImage } from './qr';

/** What went wrong at startup (and what the wallet did about it); the renderer words each one. */
export type StartupWarningCode =
  | 'keychain_missing' // no OS keychain: watch-only works, keys cannot be created, imported or unlocked
  | 'cache_rebuilt' // details: reason, keptAs (the damaged file's new name); sendsKept (open sends carried over),
  //   sendsUnreadable ('true': the old file's open sends could not all be read; decision 0763)
  | 'settings_unreadable' // saved settings were not an object: defaults are used
  | 'setting_invalid' // details: key (its default is used)
  | 'network_profile_invalid' // details: id, problem (path: zod message); the profile was ignored
  | 'active_network_missing' // the selected profile is gone: devnet is used
  | 'records_replaced' // details: reason, keptAs (the damaged records file's new name); a fresh one replaced it
  | 'records_missing' // the records file was gone and was created again (an earlier wallet's data came back)
  | 'accounts_recovered' // details: count (accounts given back by the keychain's account list)
  | 'records_restored' // details: contacts, networks, settings (counts read back from the encrypted copy)
  | 'records_not_restored'; // details: reason (no_copy | damaged | no_key | keychain_unavailable): defaults in use

export interface StartupWarning {
  code: StartupWarningCode;
  /** Data for the sentence (names, paths, reasons): strings only. */
  details?: Record<string, string>;
}

export interface AppInfo {
  version: string;
  /** Contract revision; bumped when a channel changes incompatibly. */
  apiVersion: number;
  /** Problems found at startup, e.g. a bad saved network config that was replaced by the devnet default. */
  startupWarnings: StartupWarning[];
}

/** How many history rows the boot snapshot carries for the first screen (the dashboard's recent activity). */
export const BOOT_RECENT_ROWS = 6;

/**
 * Everything the first screen needs, read from core's state and cache in one call (never waits on the network),
 * so a cold open costs one IPC round trip and one render instead of two waves of nine calls.
 */
export interface BootSnapshot {
  info: AppInfo;
  status: LockStatus;
  accounts: AccountInfo[];
  activeAccountId: string | null;
  settings: Settings;
  networks: { profiles: NetworkProfile[]; activeId: string };
  /**
   * The active account's cached dashboard, newest history rows and submitted transactions when that screen can be
   * shown now (an account exists and the wallet is not locked); null otherwise. Reading it starts no background
   * refresh: the renderer asks for one (`dashboard/get` with refresh) once it has subscribed to the change events,
   * so no change can land in between unheard.
   */
  home: { accountId: string; dashboard: Dashboard; recent: HistoryEntry[]; pending: PendingTx[] } | null;
}

/** What a bug report needs, from `app/diagnostics`: versions and the latest log lines (already redacted). */
export interface Diagnostics {
  /** Epoch ms when it was put together. */
  generatedAt: number;
  versions: {
    app: string;
    apiVersion: number;
    /** Runtime versions; null when not running under that runtime (e.g. no Electron in the browser test host). */
    electron: string | null;
    chrome: string | null;
    node: string;
    platform: string;
    arch: string;
    osRelease: string;
    networkProfileId: string;
    chainId: string;
    recordsSchema: number;
    cacheSchema: number;
  };
  /** The latest log records, oldest first, one formatted line each; redacted before they were kept. */
  log: string[];
}

export const appChannels = {
  /** The boot snapshot (see BootSnapshot); the per-domain channels stay the way to refresh each part. */
  'app/boot': channel(emptyRequest).returns<BootSnapshot>(),
  'app/info': channel(emptyRequest).returns<AppInfo>(),
  /** The renderer pings this on user input (throttled on its side); it resets the idle auto-lock timer. */
  'app/activity': channel(emptyRequest).returns<{ lockInMs: number | null }>(),
  /** Acknowledges the startup warnings so they are not shown again this session. */
  'app/dismiss-warnings': channel(z.strictObject({})).returns<{ startupWarnings: StartupWarning[] }>(),
  /** Versions and the latest (redacted) log lines, for "Copy diagnostics" in About. */
  'app/diagnostics': channel(emptyRequest).returns<Diagnostics>(),
  /**
   * The QR scanner opens (`open: true`, before it asks for the camera) or closes. The Electron shell lets the main
   * page have video only in between (decision 0723); without the shell the browser's own permission decides.
   */
  'app/scanner-camera': channel(z.strictObject({ open: z.boolean() })).returns<{ open: boolean }>(),
  /** The QR image of a short text (an address, a payment request): the page draws it, the core encodes it. */
  'app/qr-image': channel(z.strictObject({ text: z.string().min(1).max(QR_TEXT_MAX) })).returns<QrImage>(),
} as const;
