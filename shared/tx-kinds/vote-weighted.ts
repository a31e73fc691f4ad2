// gov v1 MsgVoteWeighted: several options on a proposal, each with a weight (the weights add up to 1).
import { defineKind, type KindView } from './kind';
import { voteName, votesMoveNothing } from './vote-words';

interface WeightedOption {
  option: number;
  weight: string;
}
interface Value {
  proposalId: bigint;
  voter: string;
  options: WeightedOption[];
  metadata: string;
}
interface Amino {
  proposal_id: string;
  voter: string;
  options: WeightedOption[];
  metadata?: string;
}

const copyOptions = (list: readonly WeightedOption[]) =>
  list.map((o) => ({ option: o.option, weight: o.weight }));
const weightedText = (options: readonly WeightedOption[]) =>
  options.length === 0 ? '(no options)' : options.map((o) => `${voteName(o.option)} ${o.weight}`).join(', ');

/** Its names and filing (all the renderer needs). */
export const voteWeightedView: KindView = {
  id: 'vote-weighted',
  typeUrl: '/cosmos.gov.v1.MsgVoteWeighted',
  historyAliases: ['/cosmos.gov.v1beta1.MsgVoteWeighted'],
  aminoType: 'cosmos-sdk/v1/MsgVoteWeighted',
  ledgerLabel: null,
  rowKind: 'other',
  stakingKind: 'voteWeighted',
};

export const voteWeightedKind = /* @__PURE__ */ defineKind<Value, Amino>({
  ...voteWeightedView,
  toAmino: (v) => ({
    proposal_id: String(v.proposalId),
    voter: v.voter,
    options: copyOptions(v.options),
    ...(v.metadata ? { metadata: v.metadata } : {}),
  }),
  fromAmino: (a) => ({
    proposalId: BigInt(a.proposal_id),
    voter: a.voter,
    options: copyOptions(a.options),
    metadata: a.metadata ?? '',
  }),
  describe: (v) =>
    `Vote ${weightedText(v.options)} on proposal ${String(v.proposalId)} as ${v.voter}` +
    (v.metadata ? ` (metadata ${JSON.stringify(v.metadata)})` : ''),
  signer: (v) => v.voter,
  spend: () => 0n,
  historyDelta: votesMoveNothing,
  cliVerb: null,
  offlineSignable: true,
});
