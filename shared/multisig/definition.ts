// A shared account's definition (threshold and member keys, as on its member card) to and from the stored account's
// view of it: the members' addresses are derived from their keys, never taken from a file.
import { fromBase64 } from '@cosmjs/encoding';
import type { AccountInfo, SharedAccountInfo } from '../api/keys';
import { toBech32 } from '../bech32';
import { WalletError } from '../errors';
import type { MultisigAccountDef } from './files';
import { rawAddressOfKey } from './pubkey';

/** The shared account's members as shown (addresses derived from the keys), from a card's definition. */
export function sharedInfoOf(def: MultisigAccountDef, prefix: string): SharedAccountInfo {
  return {
    threshold: def.threshold,
    members: def.members.map((m) => ({
      address: toBech32(prefix, rawAddressOfKey(fromBase64(m.pubkey))),
      pubkey: m.pubkey,
      name: m.name === '' ? null : m.name,
      ownAccountId: null,
    })),
  };
}

/** The stored shared account as a card's definition (members in the stored, address-defining order). */
export function accountDefOf(account: AccountInfo): MultisigAccountDef {
  if (account.kind !== 'multisig' || !account.multisig) {
    throw new WalletError('invalid_request', `${account.name} is not a shared account.`, {
      reason: 'not_shared_account',
    });
  }
  return {
    address: account.address,
    threshold: account.multisig.threshold,
    members: account.multisig.members.map((m) => ({ pubkey: m.pubkey, name: m.name ?? '' })),
  };
}
