// The dialect of an offline file's messages: the file names it (version 2; a version 1 file is the spec's), its
// bytes must be written in it, and a file is used only on a network of the same dialect.
import type { Dialect } from '../../../shared/dialect';
import { WalletError } from '../../../shared/errors';
import { txFileError } from './errors';

const NAMES: Record<Dialect, string> = {
  spec: 'the XYZ chain names (ledger/...)',
  cosmos: 'the stock Cosmos SDK names (cosmos/...)',
};

/**
 * Refuses a file whose messages are written in the other dialect than the file says (an edited file, or one
 * written by a tool that does not know the field). `written` is `dialectOfBody` of the body: null (a body that
 * reads the same in both dialects) passes.
 */
export function requireWrittenInFileDialect(written: Dialect | null, fileDialect: Dialect): void {
  if (written !== null && written !== fileDialect) {
    throw txFileError(
      'dialect_mismatch',
      `The file says its messages use ${NAMES[fileDialect]}, but they are written in ${NAMES[written]}: the file was altered.`,
      { fileDialect, writtenDialect: written },
    );
  }
}

/**
 * Refuses a file made for a network of the other dialect than the active one (code `dialect_mismatch`, reason
 * `wrong_dialect`, both dialects in details): its type URLs would be unknown to the node.
 */
export function requireNetworkDialect(fileDialect: Dialect, networkDialect: Dialect): void {
  if (fileDialect === networkDialect) return;
  throw new WalletError(
    'dialect_mismatch',
    `This file was made for a network that uses ${NAMES[fileDialect]}, but the active network uses ${NAMES[networkDialect]}: choose a network of the file's kind, or make the file again on this one.`,
    { reason: 'wrong_dialect', fileDialect, networkDialect },
  );
}
