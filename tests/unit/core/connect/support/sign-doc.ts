// The connect unit tests' one signer and the direct sign doc of a 1 uxyz self-send it would sign (spec dialect),
// with the fields a bad request changes as options.
import { toBase64 } from '@cosmjs/encoding';
import { buildSend } from '../../../../../electron/core/tx/messages';
import { createTxRegistry } from '../../../../../electron/core/tx/registry';
import { makeAuthInfoBytes, makeBodyBytes, SignMode } from '../../../../../electron/core/tx/tx-bytes';

export const CHAIN_ID = 'xyz-devnet-1';
export const KEY = new Uint8Array(33).fill(2);
export const ADDRESS = 'xyz1qurswpc8qurswpc8qurswpc8qurswpc8ekpyqy';

/** `cosmos_signDirect` params: a self-send signed by KEY on CHAIN_ID unless told otherwise. */
export function directDoc(input: { chainId?: string; key?: Uint8Array; bodyBytes?: string } = {}) {
  const bodyBytes = makeBodyBytes(
    createTxRegistry('spec'),
    [buildSend({ from: ADDRESS, to: ADDRESS, amount: 1n })],
    '',
    'spec',
  );
  const authInfoBytes = makeAuthInfoBytes({
    pubkey: input.key ?? KEY,
    sequence: 0n,
    feeAmount: 5000n,
    feeDenom: 'uxyz',
    gasLimit: 200000n,
    signMode: SignMode.SIGN_MODE_DIRECT,
    dialect: 'spec',
  });
  return {
    signerAddress: ADDRESS,
    signDoc: {
      chainId: input.chainId ?? CHAIN_ID,
      accountNumber: '1',
      bodyBytes: input.bodyBytes ?? toBase64(bodyBytes),
      authInfoBytes: toBase64(authInfoBytes),
    },
  };
}
