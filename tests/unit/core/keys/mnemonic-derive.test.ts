// Mnemonics are generated, validated and derived exactly as cosmjs does (known vectors from the devnet keys).
import { DirectSecp256k1HdWallet, DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import { makeCosmoshubPath } from '@cosmjs/amino';
import { toHex } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { addressOf, deriveFromMnemonic, parsePrivateKeyHex } from '../../../../electron/core/keys/derive';
import { generateMnemonic, parseMnemonic, pickConfirmIndices } from '../../../../electron/core/keys/mnemonic';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';

const ALICE = DEVNET_KEYS.alice;
const TWELVE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('mnemonics', () => {
  it('generates valid 24-word phrases that differ each time', () => {
    const a = generateMnemonic();
    expect(a.split(' ')).toHaveLength(24);
    expect(parseMnemonic(a)).toBe(a);
    expect(generateMnemonic()).not.toBe(a);
  });

  it('accepts 12 and 24 words, normalising case and spaces', () => {
    expect(parseMnemonic(`  ${TWELVE.toUpperCase().replace(/ /g, '   ')} `)).toBe(TWELVE);
    expect(parseMnemonic(ALICE.mnemonic)).toBe(ALICE.mnemonic);
  });

  it.each([
    ['a wrong word count', 'abandon abandon abandon', /12 or 24 words; this one has 3/],
    ['an unknown word', TWELVE.replace('about', 'aboutx'), /Word 12 is not in the BIP39/],
    ['a bad checksum', TWELVE.replace('about', 'abandon'), /checksum/],
    ['an empty text', '   ', /this one has 0/],
  ])('rejects %s with a clear message', (_label, text, message) => {
    expect(() => parseMnemonic(text)).toThrow(message);
  });

  it('picks distinct ascending confirmation positions', () => {
    for (let i = 0; i < 50; i++) {
      const picked = pickConfirmIndices(24, 3);
      expect(new Set(picked).size).toBe(3);
      expect([...picked].sort((x, y) => x - y)).toEqual(picked);
      expect(picked.every((n) => n >= 0 && n < 24)).toBe(true);
    }
  });
});

describe('key derivation', () => {
  it("derives the devnet alice address at m/44'/118'/0'/0/0", async () => {
    const key = await deriveFromMnemonic(ALICE.mnemonic, 118, 0);
    expect(addressOf(key.pubkey, 'xyz')).toBe(ALICE.address);
  });

  it('matches DirectSecp256k1HdWallet for several indices', async () => {
    const paths = [0, 1, 7].map((i) => makeCosmoshubPath(i));
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(ALICE.mnemonic, {
      prefix: 'xyz',
      hdPaths: paths,
    });
    const expected = (await wallet.getAccounts()).map((a) => a.address);
    const ours = await Promise.all(
      [0, 1, 7].map(async (i) => addressOf((await deriveFromMnemonic(ALICE.mnemonic, 118, i)).pubkey, 'xyz')),
    );
    expect(ours).toEqual(expected);
  });

  it('imports a hex private key (with or without 0x) like DirectSecp256k1Wallet', async () => {
    const hex = '1f'.repeat(32);
    const key = await parsePrivateKeyHex(`0x${hex}`);
    expect(toHex(key.privkey)).toBe(hex);
    const [account] = await (await DirectSecp256k1Wallet.fromKey(key.privkey, 'xyz')).getAccounts();
    expect(addressOf(key.pubkey, 'xyz')).toBe(account?.address);
  });

  it.each([
    ['too short', 'abcd'],
    ['not hex', 'zz'.repeat(32)],
    ['zero', '00'.repeat(32)],
    ['above the curve order', 'ff'.repeat(32)],
  ])('rejects a private key that is %s', async (_label, text) => {
    await expect(parsePrivateKeyHex(text)).rejects.toMatchObject({ code: 'invalid_private_key' });
  });
});
