// Events core pushes to the renderer: event name -> payload type. Only these exist.
import type { EpochMs } from './channel';
import type { Settings } from './settings';
import type { NetworkProfile } from './network';
import type { StartupWarning } from './app';
import type { DropReason } from '../tx-drop';
import type { ConnectApp, ConnectRefusalReason } from './connect';

export type LockReason = 'startup' | 'manual' | 'idle' | 'unlock' | 'password_changed';

/** What a sync job is fetching. */
export type SyncKind = 'dashboard' | 'tokens' | 'history' | 'holdings' | 'pending';

/**
 * Lifecycle of a submitted transaction. Final: 'included', 'failed', 'dropped' (never included: another transaction
 * used its sequence, or the chain passed its timeout height; nothing was spent). Every other status settles into one
 * of them (decisions 0209, 0216).
 */
export type TxStatus = 'signing' | 'broadcasting' | 'pending' | 'included' | 'failed' | 'unknown' | 'dropped';

/**
 * What an activity item tells: funds arrived from outside, one of the wallet's own transactions settled, an
 * unbonding entry completed (its funds are spendable again), or a grantee moved funds out of the account using a
 * permission it gave (an authz exec; `grantee` says who).
 */
export type ActivityKind = 'incoming' | 'included' | 'failed' | 'unbonding_completed' | 'permission_spent';

/** `dialect_mismatch`: the node answers only under the other dialect's names (shared/dialect.ts); signing is blocked. */
export type NodeHealth =
  'ok' | 'syncing' | 'unreachable' | 'chain_id_mismatch' | 'dialect_mismatch' | 'unknown';

export interface EventMap {
  /** A notice joined the start-up warnings after start (the background cache check rebuilt a damaged file). */
  'app/warnings': { startupWarnings: StartupWarning[] };
  /** The wallet locked or unlocked. */
  'lock/changed': { locked: boolean; reason: LockReason };
  /** Accounts were added, renamed, removed or the active one changed. */
  'accounts/changed': { activeAccountId: string | null };
  'settings/changed': Settings;
  /** The active network profile changed (or was edited). */
  'network/changed': NetworkProfile;
  /** Progress of a background sync job. `total` is null when unknown. */
  'sync/progress': {
    kind: SyncKind;
    accountId: string | null;
    done: number;
    total: number | null;
    finished: boolean;
    error?: { code: string; message: string };
  };
  /** Native balances of an account changed in the cache. */
  'balances/changed': { accountId: string; updatedAt: EpochMs };
  /** CW20 holdings of an account changed in the cache. */
  'holdings/changed': { accountId: string; updatedAt: EpochMs };
  /** The token list (B1) changed in the cache. */
  'tokens/changed': { updatedAt: EpochMs };
  /** New history rows for an account are in the cache. */
  'history/changed': { accountId: string; added: number };
  /** A transaction moved to a new status. */
  'tx/status': {
    accountId: string;
    txHash: string;
    status: TxStatus;
    code?: number;
    /** Codespace of a failed result when the node reported one ("sdk", "wasm", ...). */
    codespace?: string;
    rawLog?: string;
    height?: string;
    /** Why a 'dropped' tx is dead (its `code` says the same: 32 sequence used, 30 timeout height passed). */
    dropReason?: DropReason;
  };
  /** Node health as last observed (RPC /health, syncing flag, chain id check). */
  'node/status': {
    health: NodeHealth;
    chainId: string | null;
    latestHeight: string | null;
    checkedAt: EpochMs;
  };
  /**
   * Something the person should hear about, told once per transaction (decision 0213): an incoming transfer found by
   * following the chain, a final status of a transaction this wallet sent, or an unbonding entry that completed.
   */
  'activity/new': {
    kind: ActivityKind;
    accountId: string;
    /** The transaction told of; '' for a completed unbonding (no transaction completes it). */
    txHash: string;
    height: string | null;
    /** What arrived (incoming), became spendable (unbonding_completed) or left (permission_spent); empty otherwise. */
    amounts: Array<{ denom: string; amount: string }>;
    /** The paying address (incoming only). */
    from: string | null;
    /** The account that executed the transfer with this account's permission (permission_spent only). */
    grantee?: string;
    /** The validator operator address the funds unbonded from (unbonding_completed only). */
    validator?: string;
    code?: number;
    at: EpochMs;
  };
  /** The connected apps, their sessions or their waiting requests changed (re-read connect/sessions, connect/requests). */
  'connect/changed': { sessions: number; waiting: number };
  /** An app's request or proposal was refused before the person was asked: the note the person sees. */
  'connect/refused': {
    app: ConnectApp | null;
    method: string | null;
    reason: ConnectRefusalReason;
    at: EpochMs;
  };
  /** Auto-update progress (Electron shell). */
  'update/progress': {
    state: 'available' | 'downloading' | 'ready' | 'error';
    percent?: number;
    message?: string;
  };
}

export type EventName = keyof EventMap;
export type EventPayload<E extends EventName> = EventMap[E];

/** Runtime list of event names (for bridges that must allow-list them). */
export const EVENT_NAMES = [
  'app/warnings',
  'lock/changed',
  'accounts/changed',
  'settings/changed',
  'network/changed',
  'sync/progress',
  'balances/changed',
  'holdings/changed',
  'tokens/changed',
  'history/changed',
  'tx/status',
  'node/status',
  'activity/new',
  'connect/changed',
  'connect/refused',
  'update/progress',
] as const satisfies readonly EventName[];

/** Compile-time check that EVENT_NAMES lists every event. */
type MissingEvents = Exclude<EventName, (typeof EVENT_NAMES)[number]>;
const _allEventsListed: MissingEvents extends never ? true : MissingEvents = true;
void _allEventsListed;
