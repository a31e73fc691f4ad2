// A signer for one private key (DIRECT and amino) that refuses to sign once the wallet has locked.
import { Secp256k1Wallet, type StdSignDoc } from '@cosmjs/amino';
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import type { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { WalletError } from '../../../shared/errors';
import type { WalletSigner } from './types';

/** `isValid()` is checked before every signature (false once the wallet locks after this signer was made). */
export async function createSigner(
  privkey: Uint8Array,
  prefix: string,
  isValid: () => boolean,
): Promise<WalletSigner> {
  const direct = await DirectSecp256k1Wallet.fromKey(privkey, prefix);
  const amino = await Secp256k1Wallet.fromKey(privkey, prefix);
  const guard = () => {
    if (!isValid()) throw new WalletError('locked', 'The wallet is locked. Unlock it to sign.');
  };
  return {
    getAccounts: () => direct.getAccounts(),
    signDirect: async (signerAddress: string, signDoc: SignDoc) => {
      guard();
      return direct.signDirect(signerAddress, signDoc);
    },
    signAmino: async (signerAddress: string, signDoc: StdSignDoc) => {
      guard();
      return amino.signAmino(signerAddress, signDoc);
    },
  };
}
