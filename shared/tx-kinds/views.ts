// The views (names and filing) of every message kind the wallet signs: what the renderer and the Ledger screens
// read, without the converters. The same order as MSG_KINDS in index.ts (a test keeps them equal).
import { kindBook } from './book';
import { bridgeOutView } from './bridge-out';
import { claimRewardsView } from './claim-rewards';
import { delegateView } from './delegate';
import { executeContractView } from './execute-contract';
import { instantiateContractView } from './instantiate-contract';
import type { KindView } from './kind';
import { redelegateView } from './redelegate';
import { sendView } from './send';
import { undelegateView } from './undelegate';
import { voteView } from './vote';
import { voteWeightedView } from './vote-weighted';
import { execView, grantAllowanceView, grantView, revokeAllowanceView, revokeView } from './authz-views';

export const KIND_VIEWS: readonly KindView[] = [
  sendView,
  delegateView,
  undelegateView,
  redelegateView,
  claimRewardsView,
  voteView,
  voteWeightedView,
  executeContractView,
  instantiateContractView,
  bridgeOutView,
  grantView,
  revokeView,
  execView,
  grantAllowanceView,
  revokeAllowanceView,
];

/** Lookups over the views. */
export const VIEWS = kindBook(KIND_VIEWS);

export type { KindView, RowKind, StakingKind } from './kind';
