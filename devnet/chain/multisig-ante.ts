// The ante handler's multisig steps: set a multisig account's key on its first tx, price its verification and
// verify its MultiSignature against the account's LegacyAminoPubKey (any failure is code 4, as in the SDK).
import type { Account } from './modules/auth';
import { sdkError } from './errors';
import type { DecodedTx, SignerInfoView } from './codec/tx';
import {
  addressOfMultisig,
  decodeMultiSignature,
  multisigFailure,
  multisigFromStored,
  multisigVerifyGas,
  simulatedMultisigSignatureBytes,
  storedMultisig,
  type MemberVerifier,
} from './multisig';

/** Sets the multisig key on an account without one; refuses a key whose address is not the signer's. */
export function adoptMultisigKey(account: Account, info: SignerInfoView, index: number): boolean {
  const pubkey = info.multisig!;
  if (addressOfMultisig(pubkey) !== account.address) {
    throw sdkError(4, `pubKey does not match signer address ${account.address} with signer index: ${index}`);
  }
  if (account.multisig || account.pubkey) return false;
  account.multisig = storedMultisig(pubkey);
  return true;
}

/** Member keys the signer info adds to the SDK's signature count (a k-of-n key counts n). */
export function extraSubKeys(tx: DecodedTx): number {
  return tx.signerInfos.reduce((sum, s) => sum + (s.multisig ? s.multisig.publicKeys.length - 1 : 0), 0);
}

/** Verification gas for a multisig account's signer. */
export function multisigGas(account: Account, info: SignerInfoView): number {
  return multisigVerifyGas(multisigFromStored(account.multisig!), info.multi);
}

/** Tx-size bytes a simulation charges for a multisig account's missing signature. */
export function multisigSimulatedBytes(account: Account): number {
  return simulatedMultisigSignatureBytes(multisigFromStored(account.multisig!));
}

/** Verifies signature `index` of `tx` against the multisig account's key; throws code 4 with the reason. */
export function verifyMultisigSigner(
  tx: DecodedTx,
  index: number,
  account: Account,
  verifyMember: MemberVerifier,
  failureText: string,
): void {
  const info = tx.signerInfos[index]!;
  if (!info.multi) throw sdkError(4, `expected multisignature data for multisig account ${account.address}`);
  const signatures = decodeMultiSignature(tx.signatures[index] ?? new Uint8Array());
  const failure = multisigFailure(
    multisigFromStored(account.multisig!),
    info.multi,
    signatures,
    verifyMember,
  );
  if (failure) throw sdkError(4, `${failure}: ${failureText}`);
}
