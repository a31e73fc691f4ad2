// Reads the text a person brings for a shared-account file: the file's JSON, or its QR frames pasted one per line.
// The files are pretty-printed (line breaks inside a frame's chunk, a final newline), so frames are split only where
// a line break precedes the next frame's header and each chunk is kept exactly; the checksum decides.
import { WalletError } from '../../../shared/errors';
import { checkFileSize } from '../../../shared/offline/parse-envelope';
import { FRAME_PREFIX, looksLikeFrame, payloadChecksum } from '../../../shared/offline/qr-frames';
import { MAX_MULTISIG_FILE_BYTES } from '../../../shared/multisig/parse';

const FRAME_BREAK = new RegExp(`\\r?\\n(?=[ \\t]*${FRAME_PREFIX}:)`);
const FRAME = new RegExp(`^[ \\t]*${FRAME_PREFIX}:(\\d{1,3})/(\\d{1,3}):([0-9a-f]{8}):([\\s\\S]*)$`);

function framesError(message: string): WalletError {
  return new WalletError('invalid_request', message, { reason: 'bad_frames' });
}

function joinExact(text: string): string {
  const chunks = new Map<number, string>();
  let total = 0;
  let checksum = '';
  for (const frame of text.trimStart().split(FRAME_BREAK)) {
    const match = FRAME.exec(frame);
    if (!match) throw framesError('This is not an XYZ Wallet QR frame (expected "XYZTX:1/3:…").');
    const [index, count] = [Number(match[1]), Number(match[2])];
    if ((total && count !== total) || (checksum && match[3] !== checksum) || index < 1 || index > count)
      throw framesError('These QR frames do not belong to one file.');
    if (chunks.has(index)) throw framesError(`Frame ${index}/${count} is listed twice.`);
    [total, checksum] = [count, match[3]!];
    chunks.set(index, match[4]!);
  }
  if (chunks.size !== total)
    throw framesError(`${total - chunks.size} of the ${total} QR frames are missing.`);
  const joined = [...Array(total).keys()].map((i) => chunks.get(i + 1)!).join('');
  // A pasted list may lose or gain the last line break: the checksum says which text was framed.
  for (const candidate of [joined, joined.replace(/\s+$/, ''), `${joined.replace(/\s+$/, '')}\n`]) {
    if (payloadChecksum(candidate) === checksum) return candidate;
  }
  throw framesError('The QR frames do not add up to the file they were made from (checksum mismatch).');
}

/** The file's JSON text (frames joined and checked); the size is checked before anything is read. */
export function multisigFileJson(text: string): string {
  checkFileSize(text, MAX_MULTISIG_FILE_BYTES * 2);
  return looksLikeFrame(text) ? joinExact(text) : text;
}
