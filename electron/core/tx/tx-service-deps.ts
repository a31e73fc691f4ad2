// What the tx service needs from the chain runtime, and the options its callers pass (shared by its parts).
import type { FeeTier } from '../../../shared/chain';
import type { NetworkProfile } from '../../../shared/api/network';
import type { Settings } from '../../../shared/api/settings';
import type { PendingRepo } from '../cache/repos/pending-types';
import type { NetworkClients } from '../chain/clients';
import type { FaultHook } from '../faults/fault-points';
import type { KeyService } from '../keys/types';
import type { BroadcastVia } from './broadcast';
import type { ReviewStore } from './review-store';
import type { PendingTracker } from './settle/pending-tracker';
import type { SignedSubmission } from './submit-signed';

export interface TxServiceDeps {
  clients: () => NetworkClients;
  profile: () => NetworkProfile;
  settings: () => Settings;
  keys: KeyService;
  pending: PendingRepo;
  reviews: ReviewStore;
  tracker: PendingTracker;
  launchpad: () => Promise<string | null>;
  clock: () => number;
  /** Blocks after the latest height a reviewed tx stays includable (default: TIMEOUT_MARGIN_BLOCKS). */
  timeoutMarginBlocks?: bigint;
  /** Crash-test hook (no-op by default). */
  faultPoint?: FaultHook;
}

export interface DraftOverrides {
  feeTier?: FeeTier;
  gasAdjustment?: number;
  signMode?: 'direct' | 'amino';
  /** Pay the fee from the fee allowance this account gave the signer (checked: an address, not the signer). */
  feeGranter?: string;
}

/** Signed bytes from outside the wallet's own review flow (see broadcastSignedBytes). */
export interface SignedBytesInput {
  txBytes: Uint8Array;
  /** The signer's address; its wallet account (watch-only or keyed), if any, owns the pending row. */
  address: string;
  kind: string;
  summary: SignedSubmission['summary'];
  /** Defaults to the user's setting. */
  via?: BroadcastVia;
}
