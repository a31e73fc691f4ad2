// The shared-account files are read as strictly as the offline files: size, JSON, format, version, unknown fields,
// member keys, and an address that must be the one its members and threshold derive. Bad input: a clear reason.
import { describe, expect, it } from 'vitest';
import { Secp256k1 } from '@cosmjs/crypto';
import { toBase64 } from '@cosmjs/encoding';
import { makeMultisigPubkey, multisigAddress } from '../../../shared/multisig/pubkey';
import {
  parseMultisigCard,
  parseMultisigFile,
  parseMultisigProposal,
  serializeMultisigFile,
} from '../../../shared/multisig/parse';

async function card() {
  const keys: Uint8Array[] = [];
  for (let i = 1; i <= 3; i++) {
    const priv = new Uint8Array(32).fill(i);
    keys.push(Secp256k1.compressPubkey((await Secp256k1.makeKeypair(priv)).pubkey));
  }
  const pubkey = makeMultisigPubkey(keys, 2);
  return {
    format: 'xyz-wallet/multisig-account',
    version: 1,
    chain_id: 'xyz-devnet-1',
    account: {
      address: multisigAddress(pubkey),
      threshold: 2,
      members: pubkey.publicKeys.map((k, i) => ({ pubkey: toBase64(k), name: ['Ana', 'Ben', ''][i]! })),
    },
    created_at: '2026-11-27T18:00:00.000Z',
  };
}

const reasonOf = (text: string) => {
  try {
    parseMultisigFile(text);
    return 'accepted';
  } catch (error) {
    return (error as { details?: { reason?: string } }).details?.reason;
  }
};

describe('shared-account files', () => {
  it('reads back a card it wrote', async () => {
    const c = await card();
    expect(parseMultisigCard(serializeMultisigFile(c as never))).toEqual(c);
  });

  it('refuses each kind of bad input with its reason', async () => {
    const c = await card();
    const text = (v: unknown) => JSON.stringify(v);
    expect(reasonOf('')).toBe('empty_file');
    expect(reasonOf('{nope')).toBe('not_json');
    expect(reasonOf(text({ ...c, format: 'xyz-wallet/signed-tx' }))).toBe('unknown_format');
    expect(reasonOf(text({ ...c, version: 2 }))).toBe('unsupported_version');
    expect(reasonOf(text({ ...c, extra: 1 }))).toBe('invalid_fields');
    expect(reasonOf(text({ ...c, account: { ...c.account, threshold: 4 } }))).toBe('bad_account');
    expect(reasonOf(text({ ...c, account: { ...c.account, threshold: 3 } }))).toBe('address_mismatch');
    const swapped = [c.account.members[1], c.account.members[0], c.account.members[2]];
    expect(reasonOf(text({ ...c, account: { ...c.account, members: swapped } }))).toBe('address_mismatch');
    const badKey = { ...c.account.members[0], pubkey: toBase64(new Uint8Array(33).fill(4)) };
    expect(
      reasonOf(text({ ...c, account: { ...c.account, members: [badKey, ...c.account.members.slice(1)] } })),
    ).toBe('bad_account');
    const hidden = { ...c.account.members[0], name: 'Ana\u202e' };
    expect(
      reasonOf(text({ ...c, account: { ...c.account, members: [hidden, ...c.account.members.slice(1)] } })),
    ).toBe('invalid_fields');
    expect(reasonOf(' '.repeat(300 * 1024))).toBe('file_too_large');
    expect(() => parseMultisigProposal(text(c))).toThrow(/This is a card file, not a proposal file/);
  });
});
