// Reads what settling needs out of signed TxRaw bytes: the signer's account sequence
// (AuthInfo.signer_infos[0].sequence) and the body's timeout height.
import { fromBase64 } from '@cosmjs/encoding';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';

/** The first signer's sequence of base64 TxRaw bytes, or null when the bytes are missing or unreadable. */
export function signerSequenceOf(txBytesBase64: string | null): bigint | null {
  if (!txBytesBase64) return null;
  try {
    const raw = TxRaw.decode(fromBase64(txBytesBase64));
    const signer = AuthInfo.decode(raw.authInfoBytes).signerInfos[0];
    return signer ? BigInt(signer.sequence) : null;
  } catch {
    return null;
  }
}

/** The timeout height of base64 TxRaw bytes: null when there is none (0) or the bytes are missing or unreadable. */
export function timeoutHeightOf(txBytesBase64: string | null): bigint | null {
  if (!txBytesBase64) return null;
  try {
    const height = BigInt(TxBody.decode(TxRaw.decode(fromBase64(txBytesBase64)).bodyBytes).timeoutHeight);
    return height > 0n ? height : null;
  } catch {
    return null;
  }
}
