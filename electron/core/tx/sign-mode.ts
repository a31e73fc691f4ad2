// Which sign mode an account's review uses: a Ledger's Cosmos app signs LEGACY_AMINO_JSON only, whatever is asked.
import type { AccountInfo } from '../../../shared/api/keys';

export type SignModeName = 'direct' | 'amino';

/** The account's forced mode, else the requested one (undefined: the user's setting decides). */
export function signModeFor(
  account: AccountInfo,
  requested: SignModeName | undefined,
): SignModeName | undefined {
  return account.kind === 'ledger' ? 'amino' : requested;
}
