// A WalletSigner backed by a Ledger's Cosmos app: amino JSON only (the app cannot sign SIGN_MODE_DIRECT), the sign
// doc checked against the app's limits first, the device's key checked against the account's before signing.
import {
  encodeSecp256k1Signature,
  serializeSignDoc,
  type AminoSignResponse,
  type StdSignDoc,
} from '@cosmjs/amino';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { WalletError } from '../../../shared/errors';
import type { LedgerAccountRef, WalletSigner } from '../keys/types';
import { LedgerFailure } from './apdu-errors';
import { ledgerPath, type LedgerDevice } from './ledger-device';
import { preflightSignDoc } from './preflight';
import { derToFixedLowS } from './signature';

export function createLedgerSigner(device: LedgerDevice, account: LedgerAccountRef): WalletSigner {
  const pubkey = fromBase64(account.pubkey);
  const path = ledgerPath(account.hdIndex);
  return {
    getAccounts: async () => [{ address: account.address, algo: 'secp256k1', pubkey }],
    signDirect: async () => {
      throw new WalletError('invalid_request', 'A Ledger account signs in amino JSON mode only.', {
        field: 'signMode',
      });
    },
    async signAmino(signerAddress: string, signDoc: StdSignDoc): Promise<AminoSignResponse> {
      if (signerAddress !== account.address)
        throw new WalletError('invalid_request', 'This Ledger account cannot sign for another address.');
      const message = serializeSignDoc(signDoc);
      const problem = preflightSignDoc(message);
      if (problem) throw new LedgerFailure('too_large', { ...problem });
      const der = await device.run(true, async (app) => {
        const onDevice = await app.getAddressAndPubKey(path, account.prefix);
        if (toBase64(onDevice.compressed_pk) !== account.pubkey)
          throw new LedgerFailure('wrong_device', { hdIndex: account.hdIndex });
        const reply = await app.sign(path, Buffer.from(message), account.prefix);
        return reply.signature;
      });
      const signature = derToFixedLowS(der);
      return { signed: signDoc, signature: encodeSecp256k1Signature(pubkey, signature) };
    },
  };
}
