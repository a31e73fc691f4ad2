// Contract of the settings domain: user preferences, validated; a reset always exists.
import { z } from 'zod';
import { GAS_ADJUSTMENT_DEFAULT, GAS_ADJUSTMENT_MAX, GAS_ADJUSTMENT_MIN } from '../chain';
import { channel, emptyRequest } from './channel';

export const feeTierSchema = z.enum(['low', 'average', 'high']);
/** Where signed transactions go: the backend's de-duplicating B6 (default) or the chain's SYNC broadcast. */
export const broadcastViaSchema = z.enum(['backend', 'chain']);
export const signModeSchema = z.enum(['direct', 'amino']);

/** Every user setting with its allowed range. Unknown keys are rejected. */
export const settingsSchema = z.strictObject({
  /** Minutes of inactivity before auto-lock; 0 = never; max 1 day. */
  autoLockMinutes: z.number().int().min(0).max(1440),
  /** Multiplier applied to simulated gas_used (1.3-1.5). */
  gasAdjustment: z.number().min(GAS_ADJUSTMENT_MIN).max(GAS_ADJUSTMENT_MAX),
  feeTier: feeTierSchema,
  broadcastVia: broadcastViaSchema,
  signMode: signModeSchema,
  /** Hide tokens with a zero balance on the dashboard. */
  hideZeroBalances: z.boolean(),
  /** Desktop notifications for incoming transfers and settled transactions (the in-app activity list stays). */
  notifications: z.boolean(),
  /** Ask for the wallet password in the approval window before every transaction is signed. */
  passwordEverySend: z.boolean(),
});

export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  autoLockMinutes: 15,
  gasAdjustment: GAS_ADJUSTMENT_DEFAULT,
  feeTier: 'average',
  broadcastVia: 'backend',
  signMode: 'direct',
  hideZeroBalances: false,
  notifications: true,
  passwordEverySend: false,
};

export const settingsChannels = {
  'settings/get': channel(emptyRequest).returns<Settings>(),
  /** Changes some settings; the whole result is validated before anything is saved. */
  'settings/update': channel(settingsSchema.partial()).returns<Settings>(),
  /** Restores every default. */
  'settings/reset': channel(emptyRequest).returns<Settings>(),
} as const;
