// Reads the text a person brings for a shared-account file: the file's JSON, or its QR frames (one per line).
import { checkFileSize } from '../../../shared/offline/parse-envelope';
import { framesFromText, joinFrames, looksLikeFrame } from '../../../shared/offline/qr-frames';
import { MAX_MULTISIG_FILE_BYTES } from '../../../shared/multisig/parse';

/** The file's JSON text: frames are joined (checksums checked); the size is checked before anything is read. */
export function multisigFileJson(text: string): string {
  checkFileSize(text, MAX_MULTISIG_FILE_BYTES * 2);
  const trimmed = text.trim();
  return looksLikeFrame(trimmed) ? joinFrames(framesFromText(trimmed)) : text;
}
