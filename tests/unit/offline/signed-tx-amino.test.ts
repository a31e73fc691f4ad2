// Specification of offline signing in amino JSON (how a Ledger account signs): the file carries
// LEGACY_AMINO_JSON, verifies against the amino sign doc rebuilt from its bytes, and refuses tampering.
import { Secp256k1HdWallet, serializeSignDoc, type StdSignDoc } from '@cosmjs/amino';
import { fromBase64, fromUtf8, toBase64, toHex } from '@cosmjs/encoding';
import { sha256 } from '@cosmjs/crypto';
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { WalletError } from '../../../shared/errors';
import {
  prepareSignDoc,
  signOffline,
  type OfflineSigningKey,
} from '../../../electron/core/offline/offline-sign';
import { verifySignedEnvelope } from '../../../electron/core/offline/verify-signed';
import { txHash } from '../../../electron/core/tx/tx-bytes';
import { ALICE, NOW, PARAMS, sendBody } from './fixtures';

/** alice's key as an amino-only signer (like a Ledger: signDirect refuses). */
async function aminoKey(signed: StdSignDoc[] = []): Promise<OfflineSigningKey> {
  const wallet = await Secp256k1HdWallet.fromMnemonic(DEVNET_KEYS.alice.mnemonic, { prefix: 'xyz' });
  const [account] = await wallet.getAccounts();
  return {
    address: account!.address,
    prefix: 'xyz',
    pubkey: account!.pubkey,
    signer: {
      getAccounts: () => wallet.getAccounts(),
      signDirect: () => Promise.reject(new Error('amino only')),
      signAmino: (address, doc) => {
        signed.push(doc);
        return wallet.signAmino(address, doc);
      },
    },
  };
}

const sign = async (key: OfflineSigningKey) =>
  signOffline({ key, bodyBytes: sendBody(), params: PARAMS, dialect: 'spec', signMode: 'amino', now: NOW });

describe('offline signing in amino JSON', () => {
  it('signs the amino sign doc the review hashed, and the file carries LEGACY_AMINO_JSON', async () => {
    const seen: StdSignDoc[] = [];
    const key = await aminoKey(seen);
    const { review } = prepareSignDoc({
      key,
      bodyBytes: sendBody(),
      params: PARAMS,
      dialect: 'spec',
      signMode: 'amino',
    });
    const { envelope } = await sign(key);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      chain_id: PARAMS.chainId,
      account_number: '7',
      sequence: '3',
      memo: 'offline test',
    });
    expect(review.signDocHash).toBe(toHex(sha256(serializeSignDoc(seen[0]!))).toUpperCase());
    // The review carries the exact JSON the device receives, so it can show the device's screens.
    expect(review.aminoSignDoc).toBe(fromUtf8(serializeSignDoc(seen[0]!)));
    const raw = TxRaw.decode(fromBase64(envelope.tx_bytes));
    expect(AuthInfo.decode(raw.authInfoBytes).signerInfos[0]!.modeInfo?.single?.mode).toBe(
      SignMode.SIGN_MODE_LEGACY_AMINO_JSON,
    );
    expect(verifySignedEnvelope(envelope)).toMatchObject({ signer: ALICE, sequence: 3n });
  });

  it('refuses an amino-signed file whose body was swapped (the signature no longer verifies)', async () => {
    const { envelope } = await sign(await aminoKey());
    const raw = TxRaw.decode(fromBase64(envelope.tx_bytes));
    const bytes = TxRaw.encode({ ...raw, bodyBytes: sendBody({ amount: 9_000_000n }) }).finish();
    const tampered = { ...envelope, tx_bytes: toBase64(bytes), tx_hash: txHash(bytes) };
    let error: unknown;
    try {
      verifySignedEnvelope(tampered);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(WalletError);
    expect((error as WalletError).details?.reason).toBe('bad_signature');
  });
});
