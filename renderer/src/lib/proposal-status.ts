// The pill colour of a proposal status, shared by the governance list and the proposal detail.
import type { ProposalStatusName } from '../../../shared/api/staking';

/** 'accent' while voting, 'good' once passed, none in the deposit period, 'bad' otherwise. Pure. */
export function proposalPillClass(status: ProposalStatusName): string {
  if (status === 'voting') return 'accent';
  if (status === 'passed') return 'good';
  return status === 'deposit' ? '' : 'bad';
}
