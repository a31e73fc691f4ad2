// ADR-036 signed messages: the sign doc is Keplr's byte for byte, a signature made by a cosmjs wallet verifies, and
// every malformed doc or mismatched signer is named.
import { Secp256k1Wallet, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, fromHex, toUtf8 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import {
  addressOfPubkey,
  adr036SignBytes,
  checkAdr036SignDoc,
  makeAdr036SignDoc,
  verifyAdr036,
} from '../../../shared/adr036';

const KEY = fromHex('0101010101010101010101010101010101010101010101010101010101010101');

async function walletSigns(data: string | Uint8Array) {
  const wallet = await Secp256k1Wallet.fromKey(KEY, 'xyz');
  const [account] = await wallet.getAccounts();
  const doc = makeAdr036SignDoc(account!.address, data);
  const signed = await wallet.signAmino(account!.address, doc);
  return { address: account!.address, pubkey: account!.pubkey, signed };
}

describe('makeAdr036SignDoc', () => {
  it('is the doc Keplr builds: empty chain id, zero numbers and fee, one sign/MsgSignData with base64 data', () => {
    expect(makeAdr036SignDoc('osmo1ymk637a7wljvt4w7q9lnrw95mg9sr37yatxd9h', 'test')).toEqual({
      chain_id: '',
      account_number: '0',
      sequence: '0',
      fee: { gas: '0', amount: [] },
      msgs: [
        {
          type: 'sign/MsgSignData',
          value: { signer: 'osmo1ymk637a7wljvt4w7q9lnrw95mg9sr37yatxd9h', data: 'dGVzdA==' },
        },
      ],
      memo: '',
    });
    expect(
      makeAdr036SignDoc('osmo1ymk637a7wljvt4w7q9lnrw95mg9sr37yatxd9h', new Uint8Array([1, 2, 3])).msgs[0]!
        .value.data,
    ).toBe('AQID');
  });

  it('serializes with sorted keys exactly as cosmjs serializeSignDoc does', () => {
    const doc = makeAdr036SignDoc('xyz1abc', 'hi');
    expect(new TextDecoder().decode(adr036SignBytes(doc))).toBe(
      '{"account_number":"0","chain_id":"","fee":{"amount":[],"gas":"0"},"memo":"","msgs":[{"type":"sign/MsgSignData","value":{"data":"aGk=","signer":"xyz1abc"}}],"sequence":"0"}',
    );
    expect(adr036SignBytes(doc)).toEqual(serializeSignDoc(doc));
  });
});

describe('verifyAdr036', () => {
  it('accepts a signature a cosmjs amino wallet made over the doc (and cosmjs verifies it too)', async () => {
    const { address, pubkey, signed } = await walletSigns('Log in to example.com, nonce 42');
    const signature = fromBase64(signed.signature.signature);
    expect(verifyAdr036('xyz', address, 'Log in to example.com, nonce 42', pubkey, signature)).toEqual({
      ok: true,
    });
    const digest = sha256(serializeSignDoc(makeAdr036SignDoc(address, 'Log in to example.com, nonce 42')));
    expect(
      await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(signature), digest, pubkey),
    ).toBe(true);
  });

  it('verifies a published Keplr signArbitrary signature (cosmos prefix, the address as the message)', () => {
    const address = 'cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tud';
    const result = verifyAdr036(
      'cosmos',
      address,
      address,
      fromBase64('A/MdHVpitzHNSdD1Zw3kY+L5PEIPyd9l6sD5i4aIfXp9'),
      fromBase64('vb78/y129cOiWyQkeFF8wCKZsOyzjpILnpEVZ72o5YUhEOmQZzVPcbUqWPLR7aZQ20j6vnYhIuCQN0HEG3igFg=='),
    );
    expect(result).toEqual({ ok: true });
  });

  it('refuses another message, another signer, a key that is not the signer, and a damaged signature', async () => {
    const { address, pubkey, signed } = await walletSigns(new Uint8Array([1, 2, 3]));
    const signature = fromBase64(signed.signature.signature);
    expect(verifyAdr036('xyz', address, new Uint8Array([1, 2]), pubkey, signature)).toEqual({
      ok: false,
      problem: 'bad_signature',
    });
    const other = addressOfPubkey(fromBase64('A/MdHVpitzHNSdD1Zw3kY+L5PEIPyd9l6sD5i4aIfXp9'), 'xyz');
    expect(verifyAdr036('xyz', other, new Uint8Array([1, 2, 3]), pubkey, signature)).toEqual({
      ok: false,
      problem: 'signer_not_key',
    });
    expect(verifyAdr036('cosmos', address, new Uint8Array([1, 2, 3]), pubkey, signature)).toEqual({
      ok: false,
      problem: 'bad_signer',
    });
    expect(verifyAdr036('xyz', 'not-an-address', 'x', pubkey, signature)).toEqual({
      ok: false,
      problem: 'bad_signer',
    });
    expect(verifyAdr036('xyz', address, new Uint8Array([1, 2, 3]), pubkey.slice(1), signature)).toEqual({
      ok: false,
      problem: 'bad_pubkey',
    });
    const damaged = signature.slice();
    damaged[5] = damaged[5]! ^ 0xff;
    expect(verifyAdr036('xyz', address, new Uint8Array([1, 2, 3]), pubkey, damaged)).toEqual({
      ok: false,
      problem: 'bad_signature',
    });
    expect(verifyAdr036('xyz', address, new Uint8Array([1, 2, 3]), pubkey, signature.slice(0, 63))).toEqual({
      ok: false,
      problem: 'bad_signature',
    });
  });
});

describe('checkAdr036SignDoc', () => {
  const signer = 'osmo1ymk637a7wljvt4w7q9lnrw95mg9sr37yatxd9h';
  const good = () => makeAdr036SignDoc(signer, 'random');

  it('says a transaction sign doc is not ADR-036', () => {
    const send = { ...good(), chain_id: 'osmosis-1', msgs: [{ type: 'cosmos-sdk/MsgSend', value: {} }] };
    expect(checkAdr036SignDoc(send)).toEqual({ adr036: false });
    expect(checkAdr036SignDoc(undefined)).toEqual({ adr036: false });
    expect(checkAdr036SignDoc({ msgs: {} })).toEqual({ adr036: false });
  });

  it('accepts a well-formed doc and hands back the signer and the data bytes', () => {
    expect(checkAdr036SignDoc(good(), 'osmo')).toEqual({
      adr036: true,
      ok: true,
      signer,
      data: toUtf8('random'),
    });
  });

  it.each([
    ['chain_id', { chain_id: 'haha' }],
    ['account_number', { account_number: '1' }],
    ['sequence', { sequence: '1' }],
    ['fee', { fee: { gas: '1', amount: [] } }],
    ['fee', { fee: { gas: '0', amount: [{ denom: 'uxyz', amount: '1' }] } }],
    ['memo', { memo: '1' }],
    ['extra_fields', { timeout_height: '5' }],
    [
      'msgs',
      {
        msgs: [
          { type: 'sign/MsgSignData', value: { signer, data: 'cmFuZG9t' } },
          { type: 'x', value: {} },
        ],
      },
    ],
    ['msgs', { msgs: [{ type: 'sign/MsgSignData' }] }],
    ['msgs', { msgs: [{ type: 'sign/MsgSignData', value: { data: 'cmFuZG9t' } }] }],
    [
      'signer',
      {
        msgs: [
          {
            type: 'sign/MsgSignData',
            value: { signer: 'invalid1ymk637a7wljvt4w7q9lnrw95mg9sr37yatxd9h', data: 'cmFuZG9t' },
          },
        ],
      },
    ],
    ['data', { msgs: [{ type: 'sign/MsgSignData', value: { signer, data: 'sc12v' } }] }],
    ['data', { msgs: [{ type: 'sign/MsgSignData', value: { signer, data: '' } }] }],
    ['data', { msgs: [{ type: 'sign/MsgSignData', value: { signer, data: 'A'.repeat(30000) } }] }],
  ])('names the problem %s', (problem, change) => {
    expect(checkAdr036SignDoc({ ...good(), ...change })).toEqual({ adr036: true, ok: false, problem });
  });

  it('refuses a signer under another prefix when one is required', () => {
    expect(checkAdr036SignDoc(good(), 'cosmos')).toEqual({ adr036: true, ok: false, problem: 'signer' });
  });
});
