// Proposals of shared accounts (records file): the proposal file, the member signatures collected so far, and where
// it is (collecting, ready, broadcast, included, failed, stale).
import type { EpochMs } from '../../../../shared/api/channel';
import type { ProposalStatusName } from '../../../../shared/api/multisig';

export interface MultisigProposalRow {
  id: string;
  accountId: string;
  networkId: string;
  /** The proposal file's exact text. */
  proposalText: string;
  /** The accepted signature files' texts, in the order they were imported. */
  signatures: string[];
  status: ProposalStatusName;
  staleReason: 'sequence_used' | null;
  txHash: string | null;
  createdAt: EpochMs;
}

export interface MultisigProposalsRepo {
  add(row: MultisigProposalRow): void;
  get(id: string): MultisigProposalRow | null;
  /** The account's proposals on one network, newest first. */
  listForAccount(accountId: string, networkId: string): MultisigProposalRow[];
  update(
    id: string,
    patch: Partial<Pick<MultisigProposalRow, 'signatures' | 'status' | 'staleReason' | 'txHash'>>,
  ): MultisigProposalRow | null;
  remove(id: string): boolean;
  /** Forgets the proposals of accounts that are no longer in the wallet; returns how many. */
  removeOrphans(accountIds: readonly string[]): number;
}
