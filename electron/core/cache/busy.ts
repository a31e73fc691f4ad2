// SQLite's "another connection holds the write lock" (SQLITE_BUSY / SQLITE_LOCKED after busy_timeout) as the typed
// error the front ends explain: the wallet is open in another window or process that is writing (pure).
import { WalletError } from '../../../shared/errors';

/** Whether `cause` is better-sqlite3's busy or locked error. */
export function isSqliteBusy(cause: unknown): boolean {
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/** 'storage' with details.reason 'busy': nothing was written; the same request can be made again. */
export const walletBusyError = () =>
  new WalletError(
    'storage',
    'The wallet files are being written by another window or process; nothing was changed. Try again.',
    { reason: 'busy' },
  );

/** Whether `error` is the busy error above: the file is in use, not damaged, and must never be moved aside. */
export const isWalletBusyError = (error: unknown) =>
  error instanceof WalletError &&
  error.code === 'storage' &&
  (error.details as { reason?: unknown } | undefined)?.reason === 'busy';
