// gov v1 MsgVote: one option on a proposal.
import { defineKind, type KindView } from './kind';
import { voteName, votesMoveNothing } from './vote-words';

interface Value {
  proposalId: bigint;
  voter: string;
  option: number;
  metadata: string;
}
interface Amino {
  proposal_id: string;
  voter: string;
  option: number;
  metadata?: string;
}

/** Its names and filing (all the renderer needs). */
export const voteView: KindView = {
  id: 'vote',
  typeUrl: '/cosmos.gov.v1.MsgVote',
  historyAliases: ['/cosmos.gov.v1beta1.MsgVote'],
  aminoType: 'cosmos-sdk/v1/MsgVote',
  // The Cosmos app names only the gov v1beta1 amino type; it shows this one as is.
  ledgerLabel: null,
  ledgerLegacyLabels: { 'cosmos-sdk/MsgVote': 'Vote' },
  rowKind: 'other',
  stakingKind: 'vote',
};

export const voteKind = /* @__PURE__ */ defineKind<Value, Amino>({
  ...voteView,
  toAmino: (v) => ({
    proposal_id: String(v.proposalId),
    voter: v.voter,
    option: v.option,
    ...(v.metadata ? { metadata: v.metadata } : {}),
  }),
  fromAmino: (a) => ({
    proposalId: BigInt(a.proposal_id),
    voter: a.voter,
    option: a.option,
    metadata: a.metadata ?? '',
  }),
  describe: (v) =>
    `Vote ${voteName(v.option)} on proposal ${String(v.proposalId)} as ${v.voter}` +
    (v.metadata ? ` (metadata ${JSON.stringify(v.metadata)})` : ''),
  signer: (v) => v.voter,
  spend: () => 0n,
  historyDelta: votesMoveNothing,
  cliVerb: 'gov vote',
  offlineSignable: true,
});
