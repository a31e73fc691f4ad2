// Every message kind the wallet signs, and the lookups the core derives its tables from (the renderer reads views.ts).
// Adding a kind: write its descriptor file, add it here and to views.ts (docs/architecture.md, "Adding a message kind").
import { kindBook, type KindBook } from './book';
import { bridgeOutKind } from './bridge-out';
import { claimRewardsKind } from './claim-rewards';
import { delegateKind } from './delegate';
import { executeContractKind } from './execute-contract';
import { instantiateContractKind } from './instantiate-contract';
import type { MsgKind } from './kind';
import { redelegateKind } from './redelegate';
import { sendKind } from './send';
import { undelegateKind } from './undelegate';
import { voteKind } from './vote';
import { voteWeightedKind } from './vote-weighted';
import { grantKind } from './grant';
import { revokeKind } from './revoke';
import { bindExecInner, execKind } from './exec';
import { execInnerCodec } from './exec-codecs';
import { grantAllowanceKind } from './grant-allowance';
import { revokeAllowanceKind } from './revoke-allowance';

export type { KindView, MsgKind, NativeDelta, ProtoCoin, RowKind, StakingKind } from './kind';
export { kindBook, type KindBook };

export const MSG_KINDS: readonly MsgKind[] = [
  sendKind,
  delegateKind,
  undelegateKind,
  redelegateKind,
  claimRewardsKind,
  voteKind,
  voteWeightedKind,
  executeContractKind,
  instantiateContractKind,
  bridgeOutKind,
  grantKind,
  revokeKind,
  execKind,
  grantAllowanceKind,
  revokeAllowanceKind,
];

/** The wallet's own kinds. */
export const KINDS: KindBook<MsgKind> = kindBook(MSG_KINDS);
bindExecInner(KINDS, execInnerCodec);

export {
  bridgeOutKind,
  claimRewardsKind,
  delegateKind,
  executeContractKind,
  instantiateContractKind,
  redelegateKind,
  sendKind,
  undelegateKind,
  voteKind,
  voteWeightedKind,
  grantKind,
  revokeKind,
  execKind,
  grantAllowanceKind,
  revokeAllowanceKind,
};
