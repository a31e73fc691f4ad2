// A signer for one derived key (DIRECT and amino) that refuses to sign once the wallet has locked. It signs exactly as
// cosmjs's DirectSecp256k1Wallet and Secp256k1Wallet do (RFC 6979, low S, r||s), with the public key the derivation
// already computed: building a signer derives nothing again (two public keys per confirm before, decision 0758).
import {
  encodeSecp256k1Signature,
  serializeSignDoc,
  type AminoSignResponse,
  type StdSignDoc,
} from '@cosmjs/amino';
import { Secp256k1, sha256 } from '@cosmjs/crypto';
import { makeSignBytes, type DirectSignResponse } from '@cosmjs/proto-signing';
import type { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { WalletError } from '../../../shared/errors';
import { addressOf, type DerivedKey } from './derive';
import type { WalletSigner } from './types';

/** `isValid()` is checked before every signature (false once the wallet locks after this signer was made). */
export async function createSigner(
  key: DerivedKey,
  prefix: string,
  isValid: () => boolean,
): Promise<WalletSigner> {
  const address = addressOf(key.pubkey, prefix);
  const guard = (signerAddress: string) => {
    if (!isValid()) throw new WalletError('locked', 'The wallet is locked. Unlock it to sign.');
    if (signerAddress !== address) throw new Error(`Address ${signerAddress} not found in wallet`);
  };
  /** The 64-byte r||s signature of sha256(`message`), in the StdSignature shape cosmjs's wallets answer. */
  const signatureOf = (message: Uint8Array) => {
    const signature = Secp256k1.createSignature(sha256(message), key.privkey);
    return encodeSecp256k1Signature(key.pubkey, new Uint8Array([...signature.r(32), ...signature.s(32)]));
  };
  return {
    // A copy: the derived key is shared by every signer of the account while the wallet stays unlocked.
    getAccounts: async () => [{ algo: 'secp256k1', address, pubkey: Uint8Array.from(key.pubkey) }],
    signDirect: async (signerAddress: string, signDoc: SignDoc): Promise<DirectSignResponse> => {
      guard(signerAddress);
      return { signed: signDoc, signature: signatureOf(makeSignBytes(signDoc)) };
    },
    signAmino: async (signerAddress: string, signDoc: StdSignDoc): Promise<AminoSignResponse> => {
      guard(signerAddress);
      return { signed: signDoc, signature: signatureOf(serializeSignDoc(signDoc)) };
    },
  };
}
