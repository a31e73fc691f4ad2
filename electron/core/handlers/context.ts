// What every handler receives: repositories, keys, the active network and settings, events, clock and fetch.
// Kept backward compatible: fields are only ever added.
import type { Channel, ParsedRequestOf, ResponseOf } from '../../../shared/api';
import type { EventName, EventPayload } from '../../../shared/api/events';
import type { NetworkProfile } from '../../../shared/api/network';
import type { Settings } from '../../../shared/api/settings';
import type { CacheRepositories } from '../cache/repositories-types';
import type { KeyService } from '../keys/types';

export interface HandlerContext {
  /** Every cache repository, on one SQLite database. */
  readonly db: CacheRepositories;
  /** Accounts, lock state and signers (signers work only while unlocked). */
  readonly keys: KeyService;
  /** The active network profile (read it per call: the user may switch networks). */
  network(): NetworkProfile;
  /**
   * The launchpad contract address of the active profile: the profile's own, or for the devnet the one
   * learned from GET {backend}/devnet/info (fetched once per profile and cached). Null when unknown.
   */
  launchpadAddress(): Promise<string | null>;
  /** Current user settings. */
  settings(): Settings;
  /** Pushes an event to every listener (renderer, tests). */
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  /** Milliseconds since epoch; injected so tests control time. */
  clock(): number;
  /** Injected fetch (tests may stub it). */
  readonly fetch: typeof fetch;
  /** Registers work to run on close (stop timers, abort requests). */
  onClose(cleanup: () => void | Promise<void>): void;
  /** Where the wallet keeps its files (the SQLite cache lives here). */
  readonly dataDir: string;
}

/** A handler for one channel: gets the schema-parsed request; returns the value or throws WalletError. */
export type Handler<C extends Channel> = (
  request: ParsedRequestOf<C>,
) => Promise<ResponseOf<C>> | ResponseOf<C>;

/** Handlers for a set of channel names (a domain map's keys). */
export type HandlersFor<K extends Channel> = { [C in K]: Handler<C> };

/** Channel names of one domain map, e.g. `DomainChannels<typeof keysChannels>`. */
export type DomainChannels<M> = Extract<keyof M, Channel>;
