// Every message kind the wallet signs, and the lookups every layer derives its tables from.
// Adding a kind: write its descriptor file, add it to MSG_KINDS (docs/architecture.md, "Adding a message kind").
import { fromDialect } from '../dialect';
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

export type { MsgKind, NativeDelta, ProtoCoin, RowKind, StakingKind } from './kind';

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
];

/** The kinds by canonical type URL (history aliases included), built once per list. */
export interface KindBook {
  readonly kinds: readonly MsgKind[];
  /** The kind of a type URL in either dialect (spec names are mapped back first); null when unknown. */
  byTypeUrl(typeUrl: string): MsgKind | null;
  /** The kind a message of a history row or sign doc belongs to, by its `@type`; null when unknown. */
  ofJson(message: unknown): MsgKind | null;
}

/** Builds the lookups of `kinds`; two kinds claiming one type URL is a programming error. */
export function kindBook(kinds: readonly MsgKind[]): KindBook {
  const byUrl = new Map<string, MsgKind>();
  for (const kind of kinds) {
    for (const url of [kind.typeUrl, ...(kind.historyAliases ?? [])]) {
      if (byUrl.has(url)) throw new Error(`two message kinds claim ${url}`);
      byUrl.set(url, kind);
    }
  }
  const byTypeUrl = (typeUrl: string) =>
    byUrl.get(typeUrl) ?? byUrl.get(fromDialect(typeUrl, 'spec')) ?? null;
  return {
    kinds,
    byTypeUrl,
    ofJson: (message) =>
      message !== null && typeof message === 'object'
        ? byTypeUrl(String((message as Record<string, unknown>)['@type'] ?? ''))
        : null,
  };
}

/** The wallet's own kinds. */
export const KINDS = kindBook(MSG_KINDS);

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
};
