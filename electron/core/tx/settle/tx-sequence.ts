// Reads the signer's account sequence out of signed TxRaw bytes (AuthInfo.signer_infos[0].sequence).
import { fromBase64 } from '@cosmjs/encoding';
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';

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
