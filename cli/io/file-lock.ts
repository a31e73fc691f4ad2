// A lock file beside keystore.json so two processes never interleave its read-modify-write: created exclusively,
// holding the owner's pid; a lock whose owner is gone is taken over; after `timeoutMs` the wallet is busy.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { walletBusyError } from '../../electron/core/cache/busy';

const RETRY_MS = 25;

function ownerAlive(lockFile: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lockFile, 'utf8'));
  } catch {
    return true; // being created or removed right now: wait for it
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryLock(lockFile: string): boolean {
  try {
    const fd = openSync(lockFile, 'wx', 0o600);
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (!ownerAlive(lockFile)) {
      try {
        unlinkSync(lockFile);
      } catch {
        // another process took it over first
      }
    }
    return false;
  }
}

/** Runs `fn` holding `lockFile`; throws the core's busy error when another live process holds it past `timeoutMs`. */
export async function withFileLock<T>(
  lockFile: string,
  fn: () => Promise<T> | T,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (!tryLock(lockFile)) {
    if (Date.now() > deadline) throw walletBusyError();
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  try {
    return await fn();
  } finally {
    try {
      unlinkSync(lockFile);
    } catch {
      // already gone
    }
  }
}
