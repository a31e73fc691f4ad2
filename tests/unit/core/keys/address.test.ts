// shared/address: bech32 checks with a human reason for every failure (prefix, checksum, characters, length).
import { toBech32 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { checkAddress, convertAddressPrefix, isValidAddress } from '../../../../shared/address';

const BOB = DEVNET_KEYS.bob.address;

describe('checkAddress', () => {
  it('accepts a valid xyz address, trimming spaces and accepting all upper case', () => {
    expect(checkAddress(BOB)).toEqual({ ok: true, address: BOB });
    expect(checkAddress(`  ${BOB.toUpperCase()} `)).toEqual({ ok: true, address: BOB });
    expect(isValidAddress(BOB)).toBe(true);
  });

  it('accepts 32-byte (contract) addresses', () => {
    expect(checkAddress(toBech32('xyz', new Uint8Array(32).fill(7))).ok).toBe(true);
  });

  it.each([
    ['empty', '', 'empty'],
    ['mixed case', BOB.slice(0, 10) + BOB.slice(10).toUpperCase(), 'mixed_case'],
    ['no separator', 'xyzqqqq', 'bad_format'],
    ['another prefix', convertAddressPrefix(BOB, 'cosmos'), 'wrong_prefix'],
    ['a typo', BOB.slice(0, -1) + (BOB.endsWith('h') ? 'g' : 'h'), 'bad_checksum'],
    ['a character bech32 does not use', BOB.slice(0, -1) + 'b', 'bad_format'],
    ['a wrong payload length', toBech32('xyz', new Uint8Array(10)), 'bad_length'],
    ['too long', 'xyz1' + 'q'.repeat(100), 'bad_format'],
  ])('rejects %s', (_label, text, reason) => {
    const result = checkAddress(text);
    expect(result).toMatchObject({ ok: false, reason });
    if (!result.ok) expect(result.message.length).toBeGreaterThan(10);
  });

  it('says which network an address with another prefix belongs to', () => {
    const result = checkAddress(convertAddressPrefix(BOB, 'cosmos'));
    expect(!result.ok && result.message).toMatch(/another network \(cosmos1\.\.\.\); expected xyz1/);
  });

  it('checks against a profile prefix when given', () => {
    expect(checkAddress(convertAddressPrefix(BOB, 'cosmos'), 'cosmos').ok).toBe(true);
    expect(checkAddress(BOB, 'cosmos').ok).toBe(false);
  });
});
