// Creating a shared account: member keys from the person's own accounts, contacts whose key the chain knows, or a
// pasted key; k of n; the member card every member imports (the address comes out the same on every wallet).
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { WalletError } from '../../../shared/errors';
import {
  MULTISIG_ACCOUNT_FORMAT,
  MULTISIG_FILE_VERSION,
  memberKeySchema,
  type MultisigCard,
} from '../../../shared/multisig/files';
import { multisigAddress, multisigShapeError, rawAddressOfKey } from '../../../shared/multisig/pubkey';
import { toBech32 } from '../../../shared/bech32';
import { TYPE_URL } from '../../../shared/chain';
import { DIALECTS, toDialect } from '../../../shared/dialect';
import type { AccountInfo } from '../chain/chain-rest';
import { multisigError } from './errors';

/** Where a member's key comes from. */
export type MemberSource =
  | { kind: 'account'; accountId: string; name?: string }
  | { kind: 'contact'; address: string; name?: string }
  | { kind: 'pubkey'; pubkey: string; name?: string };

/** What resolving member keys may read: the wallet's accounts, its address book and the chain. */
export interface MemberKeyDeps {
  ownAccount(accountId: string): { address: string; name: string; pubkey: string | null };
  contactName(address: string): string | null;
  /** The key the chain knows for `address` and its type URL (in the node's dialect), or null before it has signed. */
  chainPubkey(address: string): Promise<{ key: string; type: string | null } | null>;
}

export interface ResolvedMember {
  pubkey: Uint8Array;
  name: string;
}

/** What `chainPubkey` answers for an auth account as the chain client reads it (null: never signed, or unknown). */
export function chainKeyOf(
  onChain: Pick<AccountInfo, 'pubKey' | 'pubKeyType'> | null,
): { key: string; type: string | null } | null {
  return onChain?.pubKey ? { key: onChain.pubKey, type: onChain.pubKeyType } : null;
}

/** Whether a type URL of either dialect names a single secp256k1 key (`/cosmos.crypto.secp256k1.PubKey`). Pure. */
export function isSecp256k1KeyType(type: string | null): boolean {
  return type !== null && DIALECTS.some((dialect) => type === toDialect(TYPE_URL.PubKeySecp256k1, dialect));
}

/**
 * The secp256k1 key the chain knows for `address`, or null before it has signed; a key of another type (ed25519, an
 * Ethereum-style key, a shared account's own key) is refused as such, not as a key that is not the address's.
 */
async function chainSecp256k1Key(deps: MemberKeyDeps, address: string): Promise<string | null> {
  const onChain = await deps.chainPubkey(address);
  if (onChain === null) return null;
  if (!isSecp256k1KeyType(onChain.type)) {
    throw multisigError(
      'member_key_type',
      `The key of ${address} on the chain is not a secp256k1 key (${onChain.type ?? 'no type'}): a shared account's members need secp256k1 keys.`,
      { address, keyType: (onChain.type ?? '').slice(0, 128) },
    );
  }
  return onChain.key;
}

/** Decodes a pasted base64 key; refuses anything but a 33-byte compressed secp256k1 key. */
export function parseMemberKey(text: string): Uint8Array {
  const trimmed = text.trim();
  if (!memberKeySchema.safeParse(trimmed).success) {
    throw new WalletError(
      'invalid_request',
      'A member key is the base64 of a 33-byte compressed public key.',
      {
        reason: 'bad_member_key',
      },
    );
  }
  const key = fromBase64(trimmed);
  if (key[0] !== 2 && key[0] !== 3) {
    throw new WalletError(
      'invalid_request',
      'A member key must be a compressed secp256k1 key (02 or 03 first).',
      {
        reason: 'bad_member_key',
      },
    );
  }
  return key;
}

/** The key and display name of one member source. */
export async function resolveMember(source: MemberSource, deps: MemberKeyDeps): Promise<ResolvedMember> {
  if (source.kind === 'pubkey') return { pubkey: parseMemberKey(source.pubkey), name: source.name ?? '' };
  if (source.kind === 'account') {
    const account = deps.ownAccount(source.accountId);
    const pubkey = account.pubkey ?? (await chainSecp256k1Key(deps, account.address));
    if (!pubkey) {
      throw multisigError(
        'unknown_member_key',
        `The public key of ${account.name} is not known yet (a watch-only account that has never sent).`,
        { address: account.address },
      );
    }
    return { pubkey: parseMemberKey(pubkey), name: source.name ?? account.name };
  }
  const pubkey = await chainSecp256k1Key(deps, source.address);
  if (!pubkey) {
    throw multisigError(
      'unknown_member_key',
      `The chain does not know the public key of ${source.address} yet: it is known once they have sent a transaction.`,
      { address: source.address },
    );
  }
  const key = parseMemberKey(pubkey);
  if (
    toBech32(source.address.slice(0, source.address.lastIndexOf('1')), rawAddressOfKey(key)) !==
    source.address
  ) {
    throw multisigError('unknown_member_key', `The chain answered a key that is not ${source.address}'s.`);
  }
  return { pubkey: key, name: source.name ?? deps.contactName(source.address) ?? '' };
}

/**
 * The member card of `members` with threshold k: keys in the SDK's and cosmjs's default order (sorted by each key's
 * address bytes), each keeping its name. Pure apart from `now`.
 */
export function createMemberCard(input: {
  chainId: string;
  prefix: string;
  threshold: number;
  members: readonly ResolvedMember[];
  now: Date;
}): MultisigCard {
  const shape = multisigShapeError(
    input.threshold,
    input.members.map((m) => m.pubkey),
  );
  if (shape) throw new WalletError('invalid_request', shape, { reason: 'bad_shape' });
  const sorted = [...input.members].sort((a, b) => {
    const x = rawAddressOfKey(a.pubkey);
    const y = rawAddressOfKey(b.pubkey);
    for (let i = 0; i < 20; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return 0;
  });
  const pubkey = { threshold: input.threshold, publicKeys: sorted.map((m) => m.pubkey) };
  return {
    format: MULTISIG_ACCOUNT_FORMAT,
    version: MULTISIG_FILE_VERSION,
    chain_id: input.chainId,
    account: {
      address: multisigAddress(pubkey, input.prefix),
      threshold: input.threshold,
      members: sorted.map((m) => ({ pubkey: toBase64(m.pubkey), name: m.name.trim().slice(0, 64) })),
    },
    created_at: input.now.toISOString(),
  };
}
