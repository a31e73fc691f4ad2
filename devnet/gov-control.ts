// Devnet control POST /devnet/gov/proposals: opens a text proposal in its voting period (title, summary and
// voting_period_seconds optional); the faucet is its proposer and depositor.
import type { Chain } from './chain/chain';
import { DEVNET_VOTING_PERIOD_SECONDS, GOV_PARAMS, nextProposalId } from './chain/modules/gov';

const MAX_TITLE = 140;
const MAX_SUMMARY = 10_000;

function text(value: unknown, field: string, fallback: string, max: number): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || value.trim() === '' || value.length > max)
    throw new Error(`${field} must be a non-empty string of at most ${max} characters`);
  return value;
}

/** Validates the body and opens the proposal; throws Error with a readable message on bad input. */
export function openProposalControl(
  chain: Chain,
  proposer: string,
  body: Record<string, unknown>,
): { proposal_id: string; voting_end_time: string } {
  const period = body.voting_period_seconds ?? DEVNET_VOTING_PERIOD_SECONDS;
  if (
    typeof period !== 'number' ||
    !Number.isInteger(period) ||
    period < 1 ||
    period > GOV_PARAMS.votingPeriodSeconds
  )
    throw new Error(`voting_period_seconds must be an integer from 1 to ${GOV_PARAMS.votingPeriodSeconds}`);
  const next = nextProposalId(chain.state);
  const proposal = chain.openProposal({
    title: text(body.title, 'title', `Devnet proposal #${next}`, MAX_TITLE),
    summary: text(body.summary, 'summary', 'A text proposal opened through the devnet control.', MAX_SUMMARY),
    proposer,
    deposit: [{ denom: 'uxyz', amount: '10000000' }],
    votingEnd: new Date(chain.clock().getTime() + period * 1000),
  });
  return { proposal_id: proposal.id, voting_end_time: proposal.votingEndTime };
}
