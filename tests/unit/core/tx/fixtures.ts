// Shared fixtures for tx unit tests: the well-known devnet alice/bob keys and a ready SigningAccount.
import { Secp256k1HdWallet } from '@cosmjs/amino';
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import type { SigningAccount } from '../../../../electron/core/tx/review';

export const ALICE = DEVNET_KEYS.alice;
export const BOB = DEVNET_KEYS.bob;

export async function aliceWallets() {
  const direct = await DirectSecp256k1HdWallet.fromMnemonic(ALICE.mnemonic, { prefix: 'xyz' });
  const amino = await Secp256k1HdWallet.fromMnemonic(ALICE.mnemonic, { prefix: 'xyz' });
  const [account] = await direct.getAccounts();
  const signing: SigningAccount = {
    address: account!.address,
    pubkey: account!.pubkey,
    accountNumber: 7n,
    sequence: 3n,
  };
  return { direct, amino, signing };
}
