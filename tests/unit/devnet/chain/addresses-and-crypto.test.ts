// Unit: wasmd-compatible contract addresses, module addresses, bech32 checks and low-S signature rules.
import { describe, expect, it } from 'vitest';
import { fromBech32 } from '@cosmjs/encoding';
import { Secp256k1, Sha256 } from '@cosmjs/crypto';
import { contractAddress } from '../../../../devnet/chain/wasm/address';
import {
  addressError,
  addressOfPubkey,
  moduleAddress,
  verifySecp256k1,
} from '../../../../devnet/chain/crypto';

const data = (address: string) => Buffer.from(fromBech32(address, 1023).data).toString('hex');

describe('contract addresses', () => {
  it('match wasmd BuildContractAddressClassic for code 1 instance 1', () => {
    // wasmd's documented address for (code 1, instance 1) under the cosmos prefix.
    expect(data(contractAddress(1, 1))).toBe(
      data('cosmos14hj2tavq8fpesdwxxcu44rty3hh90vhujrvcmstl4zr3txmfvw9s4hmalr'),
    );
  });

  it('are 32-byte xyz addresses, different per code and instance', () => {
    const a = contractAddress(2, 1);
    expect(a).toMatch(/^xyz1[0-9a-z]{58}$/);
    expect(contractAddress(2, 2)).not.toBe(a);
    expect(contractAddress(1, 2)).not.toBe(contractAddress(2, 1));
  });
});

describe('module and account addresses', () => {
  it('derives the fee collector like the SDK (sha256(name)[:20])', () => {
    expect(data(moduleAddress('fee_collector'))).toBe(data('cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta'));
  });

  it('validates prefix and checksum', () => {
    expect(addressError('xyz1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqexxp8c')).toBeNull();
    expect(addressError('cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta')).toMatch(/prefix/);
    expect(addressError('xyz1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqexxp8d')).toMatch(/bech32/);
    expect(addressError('')).toMatch(/empty/);
  });
});

describe('secp256k1 verification', () => {
  it('accepts a low-S signature and rejects its high-S twin and a wrong message', async () => {
    const privkey = new Sha256(new TextEncoder().encode('unit-test-key')).digest();
    const { pubkey } = Secp256k1.makeKeypair(privkey);
    const compressed = Secp256k1.compressPubkey(pubkey);
    const message = new TextEncoder().encode('sign me');
    const sig = Secp256k1.createSignature(new Sha256(message).digest(), privkey);
    const fixed = new Uint8Array([...sig.r(32), ...sig.s(32)]);
    expect(verifySecp256k1(compressed, message, fixed)).toBe(true);
    expect(verifySecp256k1(compressed, new TextEncoder().encode('other'), fixed)).toBe(false);
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
    const highS = (n - BigInt(`0x${Buffer.from(sig.s(32)).toString('hex')}`)).toString(16).padStart(64, '0');
    expect(
      verifySecp256k1(compressed, message, new Uint8Array([...sig.r(32), ...Buffer.from(highS, 'hex')])),
    ).toBe(false);
    expect(addressOfPubkey(compressed)).toMatch(/^xyz1/);
  });
});
