// The IPC contract: every channel (name -> request schema, response type) and the window.wallet shape.
import type { z } from 'zod';
import type { Result } from '../errors';
import type { ChannelDef } from './channel';
import { addressBookChannels } from './addressbook';
import { appChannels } from './app';
import { chartsChannels } from './charts';
import { dataChannels, tokenImageChannels } from './data';
import { keysChannels } from './keys';
import { ledgerChannels } from './ledger';
import { multisigChannels } from './multisig';
import { connectChannels } from './connect';
import { networkChannels } from './network';
import { offlineChannels } from './offline';
import { settingsChannels } from './settings';
import { stakingChannels } from './staking';
import { tokenListChannels } from './tokens';
import { txChannels } from './tx';
import { updateChannels } from './update';
import type { EventName, EventPayload } from './events';

/** Every channel that exists. There is no generic passthrough: a name not here is rejected. */
export const CHANNELS = {
  ...appChannels,
  ...keysChannels,
  ...settingsChannels,
  ...networkChannels,
  ...addressBookChannels,
  ...txChannels,
  ...dataChannels,
  ...chartsChannels,
  ...stakingChannels,
  ...tokenImageChannels,
  ...tokenListChannels,
  ...offlineChannels,
  ...updateChannels,
  ...ledgerChannels,
  ...multisigChannels,
  ...connectChannels,
} as const;

export type Channels = typeof CHANNELS;
export type Channel = keyof Channels;

type SchemaOf<C extends Channel> = Channels[C] extends ChannelDef<infer S, unknown> ? S : never;

/** What a caller sends (before schema defaults/transforms). */
export type RequestOf<C extends Channel> = z.input<SchemaOf<C>>;
/** What a handler receives (after the router's schema parse). */
export type ParsedRequestOf<C extends Channel> = z.output<SchemaOf<C>>;
export type ResponseOf<C extends Channel> = Channels[C]['response'];

export const CHANNEL_NAMES = Object.keys(CHANNELS) as Channel[];

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(CHANNELS, name);
}

/** The shape of `window.wallet` (preload) and of the e2e test bridge. */
export interface WalletApi {
  invoke<C extends Channel>(channel: C, request: RequestOf<C>): Promise<Result<ResponseOf<C>>>;
  /** Subscribes to a pushed event; returns the unsubscribe function. */
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}

export type { Result, ErrorInfo, ErrorCode } from '../errors';
export type { EventName, EventPayload, EventMap } from './events';
export { EVENT_NAMES } from './events';
export type { AccountInfo, AccountKind, LockStatus } from './keys';
export type { Settings } from './settings';
export type { NetworkProfile, NetworkProfileInput } from './network';
export type { AddressBookEntry } from './addressbook';
export type { AppInfo, BootSnapshot, Diagnostics, StartupWarning, StartupWarningCode } from './app';
export { BOOT_RECENT_ROWS } from './app';
export { channel, emptyRequest, type ChannelDef } from './channel';
