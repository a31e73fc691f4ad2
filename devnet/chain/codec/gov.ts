// Gov v1 vote messages: decoding MsgVote / MsgVoteWeighted and their gateway and amino JSON fields.
import { MsgVote, MsgVoteWeighted } from 'cosmjs-types/cosmos/gov/v1/tx';
import { voteOptionName } from '../modules/gov-options';
import type { WeightedOption } from '../modules/gov-tally';

export type GovMsg =
  | { kind: 'vote'; proposalId: bigint; voter: string; option: number; metadata: string }
  | {
      kind: 'voteWeighted';
      proposalId: bigint;
      voter: string;
      options: WeightedOption[];
      metadata: string;
    };

export function decodeVote(bytes: Uint8Array): GovMsg {
  const m = MsgVote.decode(bytes);
  return { kind: 'vote', proposalId: m.proposalId, voter: m.voter, option: m.option, metadata: m.metadata };
}

export function decodeVoteWeighted(bytes: Uint8Array): GovMsg {
  const m = MsgVoteWeighted.decode(bytes);
  return {
    kind: 'voteWeighted',
    proposalId: m.proposalId,
    voter: m.voter,
    options: m.options.map((o) => ({ option: o.option, weight: o.weight })),
    metadata: m.metadata,
  };
}

/** A vote's JSON fields (uint64 as string), each vote option rendered by `option`. */
function govMsgJson(msg: GovMsg, option: (value: number) => unknown): Record<string, unknown> {
  const common = { proposal_id: msg.proposalId.toString(), voter: msg.voter };
  if (msg.kind === 'vote') return { ...common, option: option(msg.option), metadata: msg.metadata };
  return {
    ...common,
    options: msg.options.map((o) => ({ option: option(o.option), weight: o.weight })),
    metadata: msg.metadata,
  };
}

/** Gateway JSON fields (enums by name, uint64 as string). */
export function govMsgFields(msg: GovMsg): Record<string, unknown> {
  return govMsgJson(msg, voteOptionName);
}

/** Amino JSON value (enums as numbers, uint64 as string), as the SDK's legacy amino codec renders it. */
export function govMsgAmino(msg: GovMsg): Record<string, unknown> {
  return govMsgJson(msg, (value) => value);
}
