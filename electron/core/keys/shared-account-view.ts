// How a shared account's members are shown: addresses in the active prefix, and which of the wallet's own accounts
// (software or Ledger, by its public key) holds each member's key. Pure.
import type { AccountInfo, SharedAccountInfo } from '../../../shared/api/keys';
import { convertAddressPrefix } from '../../../shared/address';

export function showSharedAccount(
  info: SharedAccountInfo,
  prefix: string,
  own: readonly AccountInfo[],
): SharedAccountInfo {
  const byKey = new Map<string, string>();
  for (const account of own) {
    if (account.pubkey !== null && account.kind !== 'multisig' && !byKey.has(account.pubkey))
      byKey.set(account.pubkey, account.id);
  }
  return {
    threshold: info.threshold,
    members: info.members.map((m) => ({
      ...m,
      address: convertAddressPrefix(m.address, prefix),
      ownAccountId: byKey.get(m.pubkey) ?? null,
    })),
  };
}
