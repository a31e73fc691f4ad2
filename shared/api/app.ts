// Contract of the app domain: version/info and the user-activity ping that drives auto-lock.
import { z } from 'zod';
import { channel, emptyRequest } from './channel';

export interface AppInfo {
  version: string;
  /** Contract revision; bumped when a channel changes incompatibly. */
  apiVersion: number;
  /** Problems found at startup, e.g. a bad saved network config that was replaced by the devnet default. */
  startupWarnings: string[];
}

export const appChannels = {
  'app/info': channel(emptyRequest).returns<AppInfo>(),
  /** The renderer pings this on user input (throttled on its side); it resets the idle auto-lock timer. */
  'app/activity': channel(emptyRequest).returns<{ lockInMs: number | null }>(),
  /** Acknowledges the startup warnings so they are not shown again this session. */
  'app/dismiss-warnings': channel(z.strictObject({})).returns<{ startupWarnings: string[] }>(),
} as const;
