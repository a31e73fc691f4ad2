// Contract of the app domain: version/info, the one-call boot snapshot and the user-activity ping behind auto-lock.
import { z } from 'zod';
import { channel, emptyRequest } from './channel';
import type { Dashboard, HistoryEntry } from './data';
import type { AccountInfo, LockStatus } from './keys';
import type { NetworkProfile } from './network';
import type { Settings } from './settings';
import type { PendingTx } from './tx';

/** What went wrong at startup (and what the wallet did about it); the renderer words each one. */
export type StartupWarningCode =
  | 'keychain_missing' // no OS keychain: watch-only works, keys cannot be created, imported or unlocked
  | 'cache_rebuilt' // details: reason (the open error), keptAs (the damaged file's new name)
  | 'settings_unreadable' // saved settings were not an object: defaults are used
  | 'setting_invalid' // details: key (its default is used)
  | 'network_profile_invalid' // details: id, problem (path: zod message); the profile was ignored
  | 'active_network_missing'; // the selected profile is gone: devnet is used

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

export const appChannels = {
  /** The boot snapshot (see BootSnapshot); the per-domain channels stay the way to refresh each part. */
  'app/boot': channel(emptyRequest).returns<BootSnapshot>(),
  'app/info': channel(emptyRequest).returns<AppInfo>(),
  /** The renderer pings this on user input (throttled on its side); it resets the idle auto-lock timer. */
  'app/activity': channel(emptyRequest).returns<{ lockInMs: number | null }>(),
  /** Acknowledges the startup warnings so they are not shown again this session. */
  'app/dismiss-warnings': channel(z.strictObject({})).returns<{ startupWarnings: StartupWarning[] }>(),
} as const;
