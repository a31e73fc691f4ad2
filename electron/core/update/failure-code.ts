// Which contract error code an update failure answers: typed errors keep theirs, electron-updater's are mapped.
import { WalletError } from '../../../shared/errors';
import type { UpdateFailureCode } from './types';

const FAILURE_CODES: readonly UpdateFailureCode[] = [
  'network',
  'bad_response',
  'signature_invalid',
  'internal',
];

/** electron-updater / builder-util-runtime error codes meaning "the feed or file is not what it claims". */
const BAD_RESPONSE_CODES = new Set([
  'ERR_UPDATER_INVALID_UPDATE_INFO',
  'ERR_UPDATER_INVALID_VERSION',
  'ERR_UPDATER_INVALID_RELEASE_FEED',
  'ERR_UPDATER_NO_CHECKSUM',
  'ERR_UPDATER_NO_FILES_PROVIDED',
  'ERR_CHECKSUM_MISMATCH',
  'ERR_XYZ_UPDATE_URL_REFUSED', // update-url.ts: a feed or download URL that is neither https nor loopback
]);

/**
 * The code for a failed check or download: a WalletError's own update code (e.g. UpdateFeedError ->
 * bad_response), a known electron-updater code, else `network` (the feed or file could not be fetched).
 */
export function updateFailureCode(error: unknown): UpdateFailureCode {
  if (error instanceof WalletError && (FAILURE_CODES as readonly string[]).includes(error.code)) {
    return error.code as UpdateFailureCode;
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_UPDATER_INVALID_SIGNATURE') return 'signature_invalid';
  if (typeof code === 'string' && BAD_RESPONSE_CODES.has(code)) return 'bad_response';
  return 'network';
}
