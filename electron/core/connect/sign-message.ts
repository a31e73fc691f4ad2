// Signs an ADR-036 message ("signArbitrary") with one account's signer: the amino doc Keplr builds, checked first.
import { toUtf8 } from '@cosmjs/encoding';
import { MAX_ADR036_DATA_BYTES, makeAdr036SignDoc } from '../../../shared/adr036';
import type { AminoSignature } from '../../../shared/api/connect';
import { WalletError } from '../../../shared/errors';
import type { WalletSigner } from '../keys/types';

/** What signing returns: the exact doc that was signed and the StdSignature over it. */
export interface Adr036Signed {
  signed: ReturnType<typeof makeAdr036SignDoc>;
  signature: AminoSignature;
}

/** The data bytes of a message: text as UTF-8; refused when empty or longer than the wallet signs. */
export function messageBytes(data: string | Uint8Array): Uint8Array {
  const bytes = typeof data === 'string' ? toUtf8(data) : data;
  if (bytes.length === 0) throw new WalletError('invalid_request', 'The message to sign is empty.');
  if (bytes.length > MAX_ADR036_DATA_BYTES) {
    throw new WalletError('invalid_request', `The message is longer than ${MAX_ADR036_DATA_BYTES} bytes.`, {
      field: 'message',
      maxBytes: MAX_ADR036_DATA_BYTES,
    });
  }
  return bytes;
}

/**
 * Signs `data` for `signerAddress` (amino JSON: software keys and Ledger alike). The answer's doc must be the doc
 * asked for: a signer that signed something else is a bug, and its signature is not handed out.
 */
export async function signAdr036(
  signer: WalletSigner,
  signerAddress: string,
  data: string | Uint8Array,
): Promise<Adr036Signed> {
  const doc = makeAdr036SignDoc(signerAddress, messageBytes(data));
  const response = await signer.signAmino(signerAddress, doc);
  if (JSON.stringify(response.signed) !== JSON.stringify(doc))
    throw new WalletError('internal', 'The signer changed the message it was asked to sign.');
  const { pub_key, signature } = response.signature;
  return {
    signed: doc,
    signature: { pub_key: { type: 'tendermint/PubKeySecp256k1', value: pub_key.value as string }, signature },
  };
}
