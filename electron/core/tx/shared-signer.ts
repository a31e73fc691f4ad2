// A shared (k-of-n) account as the tx service drafts for it: no key of this wallet signs, so its review is an amino
// JSON sign doc every member signs later (a proposal, never a tx/confirm), simulated with all n member signatures.
import type { AccountInfo, SharedAccountInfo } from '../../../shared/api/keys';
import type { MultisigAccountDef } from '../../../shared/multisig/files';

/** The shared account a review spends from: its file definition and what the review shows. */
export interface SharedSigner {
  def: MultisigAccountDef;
  info: SharedAccountInfo;
}

/** The shared signer of `account`, or null for any other kind of account. */
export function sharedSignerOf(account: AccountInfo): SharedSigner | null {
  if (account.kind !== 'multisig' || !account.multisig) return null;
  const info = account.multisig;
  return {
    info,
    def: {
      address: account.address,
      threshold: info.threshold,
      members: info.members.map((m) => ({ pubkey: m.pubkey, name: m.name ?? '' })),
    },
  };
}
