// Gov v1 REST (ledger dialect): proposals (status / voter / depositor filters), one proposal, its tally
// (live while voting), its votes and its deposits. The params route lives with the node routes (spec #14).
import type { Chain } from '../chain';
import { addressError } from '../crypto';
import {
  PROPOSAL_STATUS_NUMBERS,
  currentTally,
  getProposal,
  getVote,
  listProposals,
  listVotes,
  type Proposal,
  type Vote,
} from '../modules/gov';
import { voteOptionName } from '../modules/gov-options';
import type { TallyCounts } from '../modules/gov-tally';
import { GatewayError, invalidArgument, notFound } from './http';
import { paginate } from './paginate';
import { route, type Route } from './router';

function tallyJson(t: TallyCounts): Record<string, string> {
  return { yes_count: t.yes, abstain_count: t.abstain, no_count: t.no, no_with_veto_count: t.noWithVeto };
}

export function proposalJson(p: Proposal): Record<string, unknown> {
  return {
    id: p.id,
    messages: [],
    status: p.status,
    final_tally_result: tallyJson(p.finalTally),
    submit_time: p.submitTime,
    deposit_end_time: p.depositEndTime,
    total_deposit: p.totalDeposit,
    voting_start_time: p.votingStartTime,
    voting_end_time: p.votingEndTime,
    metadata: p.metadata,
    title: p.title,
    summary: p.summary,
    proposer: p.proposer,
  };
}

export function voteJson(v: Vote): Record<string, unknown> {
  return {
    proposal_id: v.proposalId,
    voter: v.voter,
    options: v.options.map((o) => ({ option: voteOptionName(o.option), weight: o.weight })),
    metadata: v.metadata,
  };
}

function depositJson(id: string, d: Proposal['deposits'][number]): Record<string, unknown> {
  return { proposal_id: id, depositor: d.depositor, amount: d.amount };
}

/** proposal_id path segment: uint64, not 0. */
function proposalId(raw: string): string {
  if (!/^\d+$/.test(raw) || BigInt(raw) >= 2n ** 64n)
    throw invalidArgument(
      `type mismatch, parameter: proposal_id, error: strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`,
    );
  if (BigInt(raw) === 0n) throw invalidArgument('proposal id can not be 0');
  return BigInt(raw).toString();
}

function existing(chain: Chain, id: string): Proposal {
  const proposal = getProposal(chain.state, id);
  if (!proposal) throw notFound(`proposal ${id} doesn't exist`);
  return proposal;
}

/** proposal_status filter: enum name or number; UNSPECIFIED (0) or absent = all. */
function statusFilter(raw: string | null): string | undefined {
  if (raw === null || raw === '') return undefined;
  const status = /^\d+$/.test(raw) ? PROPOSAL_STATUS_NUMBERS[Number(raw)] : raw;
  if (!status || !PROPOSAL_STATUS_NUMBERS.includes(status as Proposal['status']))
    throw invalidArgument(`invalid value for enum field proposal_status: ${JSON.stringify(raw)}`);
  return status === PROPOSAL_STATUS_NUMBERS[0] ? undefined : status;
}

function optionalAddress(raw: string | null, field: string): string | undefined {
  if (raw === null || raw === '') return undefined;
  const err = addressError(raw);
  if (err) throw new GatewayError(13, `invalid ${field} address: ${err}`);
  return raw;
}

export function govRoutes(chain: Chain): Route[] {
  const base = '/ledger/gov/v1/proposals';
  return [
    route('GET', base, ({ query }) => {
      const status = statusFilter(query.get('proposal_status'));
      const voter = optionalAddress(query.get('voter'), 'voter');
      const depositor = optionalAddress(query.get('depositor'), 'depositor');
      const matching = listProposals(chain.state).filter(
        (p) =>
          (!status || p.status === status) &&
          (!voter || getVote(chain.state, p.id, voter) !== undefined) &&
          (!depositor || p.deposits.some((d) => d.depositor === depositor)),
      );
      const { items, pagination } = paginate(matching, (p) => p.id.padStart(20, '0'), query);
      return { proposals: items.map(proposalJson), pagination };
    }),
    route('GET', `${base}/:id`, ({ params }) => ({
      proposal: proposalJson(existing(chain, proposalId(params[0]!))),
    })),
    route('GET', `${base}/:id/tally`, ({ params }) => ({
      tally: tallyJson(currentTally(chain.state, existing(chain, proposalId(params[0]!)))),
    })),
    route('GET', `${base}/:id/votes`, ({ params, query }) => {
      const votes = listVotes(chain.state, proposalId(params[0]!));
      const { items, pagination } = paginate(votes, (v) => v.voter, query);
      return { votes: items.map(voteJson), pagination };
    }),
    route('GET', `${base}/:id/deposits`, ({ params, query }) => {
      const id = proposalId(params[0]!);
      const deposits = getProposal(chain.state, id)?.deposits ?? [];
      const { items, pagination } = paginate(deposits, (d) => d.depositor, query);
      return { deposits: items.map((d) => depositJson(id, d)), pagination };
    }),
    route('GET', `${base}/:id/deposits/:depositor`, ({ params }) => {
      const id = proposalId(params[0]!);
      const depositor = params[1]!;
      const err = addressError(depositor);
      if (err) throw new GatewayError(2, `invalid depositor address: ${err}`);
      const deposit = getProposal(chain.state, id)?.deposits.find((d) => d.depositor === depositor);
      if (!deposit) throw invalidArgument(`depositer: ${depositor} not found for proposal: ${id}`);
      return { deposit: depositJson(id, deposit) };
    }),
    route('GET', `${base}/:id/votes/:voter`, ({ params }) => {
      const id = proposalId(params[0]!);
      const voter = params[1]!;
      const err = addressError(voter);
      if (err) throw new GatewayError(2, `invalid voter address: ${err}`);
      const vote = getVote(chain.state, id, voter);
      if (!vote) throw invalidArgument(`voter: ${voter} not found for proposal: ${id}`);
      return { vote: voteJson(vote) };
    }),
  ];
}
