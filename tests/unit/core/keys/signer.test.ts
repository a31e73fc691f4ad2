// The key's signer answers exactly what cosmjs's wallets answer for the same key, and signing a confirm derives no
// public key again (the derived key carries it; two derivations per confirm before, decision 0758).
import { Secp256k1Wallet, type StdSignDoc } from '@cosmjs/amino';
import { Secp256k1 } from '@cosmjs/crypto';
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { deriveFromMnemonic } from '../../../../electron/core/keys/derive';
import { createSigner } from '../../../../electron/core/keys/signer';

const ALICE = DEVNET_KEYS.alice;
const directDoc = {
  bodyBytes: new Uint8Array([10, 3, 1, 2, 3]),
  authInfoBytes: new Uint8Array([18, 2, 4, 5]),
  chainId: 'xyz-devnet-1',
  accountNumber: 7n,
};
const aminoDoc: StdSignDoc = {
  chain_id: 'xyz-devnet-1',
  account_number: '7',
  sequence: '3',
  fee: { amount: [{ denom: 'uxyz', amount: '5000' }], gas: '200000' },
  msgs: [{ type: 'cosmos-sdk/MsgSend', value: { from_address: ALICE.address, amount: [] } }],
  memo: 'hi',
};

afterEach(() => vi.restoreAllMocks());

describe('createSigner', () => {
  it('signs DIRECT and amino byte for byte as cosmjs wallets of the same key do', async () => {
    const key = await deriveFromMnemonic(ALICE.mnemonic, 118, 0);
    const signer = await createSigner(key, 'xyz', () => true);
    const direct = await DirectSecp256k1Wallet.fromKey(key.privkey, 'xyz');
    const amino = await Secp256k1Wallet.fromKey(key.privkey, 'xyz');
    expect(await signer.getAccounts()).toEqual(await direct.getAccounts());
    expect(await signer.signDirect(ALICE.address, directDoc)).toEqual(
      await direct.signDirect(ALICE.address, directDoc),
    );
    expect(await signer.signAmino(ALICE.address, aminoDoc)).toEqual(
      await amino.signAmino(ALICE.address, aminoDoc),
    );
    await expect(signer.signDirect(DEVNET_KEYS.bob.address, directDoc)).rejects.toThrow(/not found/);
  });

  it('derives no public key to make a signer and sign with it (the derived key carries its own)', async () => {
    const key = await deriveFromMnemonic(ALICE.mnemonic, 118, 0);
    const derivations = vi.spyOn(Secp256k1, 'makeKeypair');
    const signer = await createSigner(key, 'xyz', () => true);
    await signer.signDirect(ALICE.address, directDoc);
    await signer.signAmino(ALICE.address, aminoDoc);
    expect(derivations).not.toHaveBeenCalled();
  });

  it('hands out a copy of the public key: changing it changes nothing the signer answers', async () => {
    const key = await deriveFromMnemonic(ALICE.mnemonic, 118, 0);
    const signer = await createSigner(key, 'xyz', () => true);
    const before = await signer.signDirect(ALICE.address, directDoc);
    (await signer.getAccounts())[0]!.pubkey.fill(0);
    expect(await signer.signDirect(ALICE.address, directDoc)).toEqual(before);
    expect((await signer.getAccounts())[0]!.pubkey).toEqual(key.pubkey);
  });

  it('refuses to sign once it is no longer valid (the wallet locked)', async () => {
    const key = await deriveFromMnemonic(ALICE.mnemonic, 118, 0);
    let unlocked = true;
    const signer = await createSigner(key, 'xyz', () => unlocked);
    unlocked = false;
    await expect(signer.signDirect(ALICE.address, directDoc)).rejects.toMatchObject({ code: 'locked' });
    await expect(signer.signAmino(ALICE.address, aminoDoc)).rejects.toMatchObject({ code: 'locked' });
  });
});
