// The `multisig` column of an account row: a shared account's threshold and member keys with their labels, as JSON.
// Member addresses are derived from the keys (storage prefix); which member is one of the wallet's own accounts is
// decided when the account is shown (keys/key-state.ts), never stored.
import { fromBase64 } from '@cosmjs/encoding';
import type { SharedAccountInfo } from '../../../../shared/api/keys';
import { toBech32 } from '../../../../shared/bech32';
import { BECH32_PREFIX } from '../../../../shared/chain';
import { rawAddressOfKey } from '../../../../shared/multisig/pubkey';

interface StoredSharedAccount {
  threshold: number;
  members: Array<{ pubkey: string; name: string | null }>;
}

export function sharedAccountColumn(info: SharedAccountInfo | undefined): string | null {
  if (!info) return null;
  const stored: StoredSharedAccount = {
    threshold: info.threshold,
    members: info.members.map((m) => ({ pubkey: m.pubkey, name: m.name ?? null })),
  };
  return JSON.stringify(stored);
}

export function sharedAccountOfColumn(text: string): SharedAccountInfo {
  const stored = JSON.parse(text) as StoredSharedAccount;
  return {
    threshold: stored.threshold,
    members: stored.members.map((m) => ({
      address: toBech32(BECH32_PREFIX, rawAddressOfKey(fromBase64(m.pubkey))),
      pubkey: m.pubkey,
      name: m.name,
      ownAccountId: null,
    })),
  };
}
