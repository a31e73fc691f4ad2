// Opens the wallet's files so that damage never stops the wallet: records file checked (moved aside and refilled
// from the encrypted copy when damaged or missing), cache file opened (rebuilt when it cannot be; its contents are
// checked in the background, see cache-recheck.ts), and the encrypted copy kept following every later change to the
// records.
import type Database from 'better-sqlite3';
import type { StartupWarning } from '../../../shared/api/app';
import { cacheFilePath, recordsFilePath } from '../cache/db';
import type { Keychain } from '../keys/keychain';
import { openCache, type CacheOpenState } from './cache-open';
import { createRecordsCopy, snapshotRecords, type RecordsCopy, type RestoreOutcome } from './records-copy';
import { openRecordsOrRecover, type RecordsOpenState, type SqliteLoad } from './records-open';

/** What opening the wallet's files found and did; reported to the person at start. */
export interface FilesReport {
  records: RecordsOpenState;
  /** The encrypted copy read back into a new records file (null when the records file was sound). */
  restored: RestoreOutcome | null;
  cache: CacheOpenState;
}

export interface WalletFiles {
  recordsDb: Database.Database;
  cacheDb: Database.Database;
  recordsCopy: RecordsCopy;
  report: FilesReport;
}

export async function openWalletFiles(
  dataDir: string,
  keychain: Keychain,
  now: number,
  load: SqliteLoad = {},
): Promise<WalletFiles> {
  const records = openRecordsOrRecover(recordsFilePath(dataDir), now, load);
  let cache: ReturnType<typeof openCache>;
  try {
    cache = openCache(cacheFilePath(dataDir), now, load);
  } catch (error) {
    records.db.close();
    throw error;
  }
  const recordsCopy = createRecordsCopy({ dataDir, keychain, snapshot: () => snapshotRecords(records.db) });
  let restored: RestoreOutcome | null = null;
  if (records.opened.state === 'ok' && !recordsCopy.exists()) {
    void recordsCopy.writeNow(); // a wallet from before the copy existed gets its first one now
  } else if (records.opened.state !== 'ok') {
    restored = await recordsCopy.restoreInto(records.db);
    // A first run has no copy yet; a recovered file gets a fresh copy of what it now holds.
    if (restored.state === 'restored') void recordsCopy.writeNow();
  }
  return {
    recordsDb: records.db,
    cacheDb: cache.db,
    recordsCopy,
    report: { records: records.opened, restored, cache: cache.opened },
  };
}

/**
 * The start-up notices (codes with data; the renderer words them): what was damaged, what was recovered and what
 * was not. Empty when nothing happened (including a plain first run). `accounts` is how many accounts the
 * keychain's account list gave back.
 */
export function describeFilesReport(report: FilesReport, accounts: number): StartupWarning[] {
  const notices: StartupWarning[] = [];
  const { records, restored, cache } = report;
  // A created file is a first run unless something of an earlier wallet came back (keychain accounts, a copy).
  const missing =
    records.state === 'created' && (accounts > 0 || (restored !== null && restored.state !== 'none'));
  if (records.state === 'replaced') {
    notices.push({ code: 'records_replaced', details: { reason: records.reason, keptAs: records.movedTo } });
  } else if (missing) {
    notices.push({ code: 'records_missing' });
  }
  if (records.state === 'replaced' || missing) {
    if (accounts > 0) notices.push({ code: 'accounts_recovered', details: { count: String(accounts) } });
    if (restored?.state === 'restored') {
      const { contacts, networks, settings } = restored.counts;
      notices.push({
        code: 'records_restored',
        details: { contacts: String(contacts), networks: String(networks), settings: String(settings) },
      });
    } else {
      const reason = restored?.state === 'unreadable' ? restored.reason : 'no_copy';
      notices.push({ code: 'records_not_restored', details: { reason } });
    }
  }
  if (cache.state === 'rebuilt') notices.push(cache.notice);
  return notices;
}
