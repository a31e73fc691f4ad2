// Turns whatever the person brings to "broadcast signed transaction" (a signed file's JSON, QR frames or pasted
// base64 tx bytes) into raw bytes plus what the file claims, before any network check.
import { WalletError } from '../../../shared/errors';
import { MAX_TX_FILE_BYTES } from '../../../shared/offline/envelopes';
import { checkFileSize, parseTxEnvelope } from '../../../shared/offline/parse-envelope';
import { framesFromText, joinFrames, looksLikeFrame } from '../../../shared/offline/qr-frames';
import { decodeBase64Field } from './decode-tx';
import { verifySignedEnvelope, type VerifiedSignedTx } from './verify-signed';

export type SignedInput =
  /** A signed envelope: verified offline against its own chain id and account number. */
  | { source: 'file'; verified: VerifiedSignedTx }
  /** Bare tx bytes: chain id and account number must come from the network before verification. */
  | { source: 'base64'; txBytes: Uint8Array };

/** Reads pasted or loaded text; every bad input is a clear WalletError. */
export function readSignedInput(text: string): SignedInput {
  checkFileSize(text, MAX_TX_FILE_BYTES * 2);
  const trimmed = text.trim();
  const json = looksLikeFrame(trimmed) ? joinFrames(framesFromText(trimmed)) : trimmed;
  if (json.startsWith('{')) {
    const parsed = parseTxEnvelope(json);
    if (parsed.kind !== 'signed') {
      throw new WalletError(
        'invalid_request',
        'This is an unsigned transaction: sign it on the offline machine first.',
        {
          reason: 'wrong_kind',
        },
      );
    }
    return { source: 'file', verified: verifySignedEnvelope(parsed.envelope) };
  }
  checkFileSize(json);
  const compact = json.replace(/\s+/g, '');
  if (compact === '')
    throw new WalletError('invalid_request', 'Paste a signed transaction or load its file.', {
      reason: 'empty_file',
    });
  return { source: 'base64', txBytes: decodeBase64Field(compact, 'The pasted transaction') };
}
