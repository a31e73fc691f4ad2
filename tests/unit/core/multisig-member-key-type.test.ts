// A shared account's member whose key is read from the chain: a single secp256k1 key (either dialect's type URL) is
// taken; a key of another type (ed25519, an Ethereum-style key) is refused as a key type a shared account cannot
// use, not as "a key that is not this address's"; an address that has never signed still has no key to take.
import { Secp256k1, sha256 } from '@cosmjs/crypto';
import { toBase64 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { toBech32 } from '../../../shared/bech32';
import { rawAddressOfKey } from '../../../shared/multisig/pubkey';
import {
  chainKeyOf,
  isSecp256k1KeyType,
  resolveMember,
  type MemberKeyDeps,
} from '../../../electron/core/multisig/account';

async function compressedKey(seed: string): Promise<Uint8Array> {
  const { pubkey } = await Secp256k1.makeKeypair(sha256(new TextEncoder().encode(seed)));
  return Secp256k1.compressPubkey(pubkey);
}

/** Deps whose chain knows `key` (base64) of type `type` for every address. */
const chainWith = (key: string | null, type: string | null): MemberKeyDeps => ({
  ownAccount: () => {
    throw new Error('not asked');
  },
  contactName: () => 'Dana',
  chainPubkey: async () => chainKeyOf({ pubKey: key, pubKeyType: type }),
});

describe("a member key read from the chain, by the key's type", () => {
  it('takes a secp256k1 key under either dialect’s type URL', async () => {
    const key = await compressedKey('dana');
    const address = toBech32('xyz', rawAddressOfKey(key));
    for (const type of ['/cosmos.crypto.secp256k1.PubKey', '/ledger.crypto.secp256k1.PubKey']) {
      const member = await resolveMember({ kind: 'contact', address }, chainWith(toBase64(key), type));
      expect(member).toEqual({ pubkey: key, name: 'Dana' });
    }
  });

  it('refuses an Ethereum-style key as a key type, not as a key of another address', async () => {
    // 33 bytes, 02/03 first: it parses as a compressed key, but its address is keccak-based, so before this check
    // the person read "The chain answered a key that is not <address>'s".
    const key = await compressedKey('eve');
    const address = toBech32('xyz', rawAddressOfKey(await compressedKey('eve-eth-address')));
    const type = '/ethermint.crypto.v1.ethsecp256k1.PubKey';
    await expect(
      resolveMember({ kind: 'contact', address }, chainWith(toBase64(key), type)),
    ).rejects.toMatchObject({
      code: 'invalid_request',
      message: expect.stringContaining('not a secp256k1 key'),
      details: { reason: 'member_key_type', address, keyType: type },
    });
  });

  it('refuses an ed25519 key as a key type', async () => {
    const address = toBech32('xyz', new Uint8Array(20).fill(7));
    const type = '/cosmos.crypto.ed25519.PubKey';
    await expect(
      resolveMember({ kind: 'contact', address }, chainWith(toBase64(new Uint8Array(32).fill(1)), type)),
    ).rejects.toMatchObject({ details: { reason: 'member_key_type', keyType: type } });
  });

  it('still says the key is not known for an address that has never signed (or is itself a shared account)', async () => {
    const address = toBech32('xyz', new Uint8Array(20).fill(9));
    for (const deps of [chainWith(null, null), chainWith(null, '/cosmos.crypto.multisig.LegacyAminoPubKey')])
      await expect(resolveMember({ kind: 'contact', address }, deps)).rejects.toMatchObject({
        details: { reason: 'unknown_member_key' },
      });
  });

  it('names only the single secp256k1 key types of the two dialects', () => {
    expect(isSecp256k1KeyType('/cosmos.crypto.secp256k1.PubKey')).toBe(true);
    expect(isSecp256k1KeyType('/ledger.crypto.secp256k1.PubKey')).toBe(true);
    for (const other of [
      null,
      '',
      '/cosmos.crypto.secp256r1.PubKey',
      '/cosmos.crypto.secp256k1.PubKeyX',
      '/ethermint.crypto.v1.ethsecp256k1.PubKey',
      '/injective.crypto.v1beta1.ethsecp256k1.PubKey',
    ])
      expect(isSecp256k1KeyType(other)).toBe(false);
  });
});
