// What the shared-account service reads and writes: the wallet's accounts, its address book, the proposals store,
// the active network, the chain, the tx service's stored reviews and its tracked broadcast. Injected by the handler.
import type { AccountInfo, SharedAccountInfo } from '../../../shared/api/keys';
import type { NetworkProfile } from '../../../shared/api/network';
import type { MultisigProposalsRepo } from '../cache/repos/multisig-proposals-types';
import type { PendingRepo } from '../cache/repos/pending-types';
import type { ChainRestClient } from '../chain/chain-rest';
import type { StoredReview } from '../tx/review-store';
import type { Submitted } from '../tx/submit-signed';
import type { SignedBytesInput } from '../tx/tx-service-deps';

export interface SharedAccountDeps {
  listAccounts(): AccountInfo[];
  /** Throws 'not_found' for an unknown id. */
  getAccount(accountId: string): AccountInfo;
  addSharedAccount(entry: {
    name: string;
    address: string;
    multisig: SharedAccountInfo;
  }): Promise<AccountInfo>;
  /** The address book's name for an address, or null. */
  contactName(address: string): string | null;
  network(): NetworkProfile;
  chain(): ChainRestClient;
  clock(): number;
}

export interface ProposalDeps extends SharedAccountDeps {
  proposals: MultisigProposalsRepo;
  pending: PendingRepo;
  /** The shared account's stored review the person saw (tx service: takeShared). */
  takeSharedReview(reviewId: string, reviewedSignDocHash: string): StoredReview;
  /** The wallet's one tracked broadcast path (tx service: broadcastSignedBytes). */
  broadcast(input: SignedBytesInput): Promise<Submitted>;
  newId(): string;
}
