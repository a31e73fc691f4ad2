// Size-based rotation of a log file: main.log -> main.1.log -> main.2.log ..., keeping a fixed number of old files.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Default size at which the log file is rotated (bytes). */
export const LOG_MAX_BYTES = 1024 * 1024;
/** Default number of rotated files kept next to the current one. */
export const LOG_KEEP_FILES = 3;

/** `dir/main.log`, 2 -> `dir/main.2.log`. Pure. */
export function rotatedPath(file: string, index: number): string {
  const { dir, name, ext } = path.parse(file);
  return path.join(dir, `${name}.${index}${ext}`);
}

/** Moves `file` to `.1`, `.1` to `.2` ... and deletes the oldest beyond `keep`. Synchronous (electron-log needs it). */
export function rotateLogFile(file: string, keep: number = LOG_KEEP_FILES): void {
  if (keep < 1) {
    rmSync(file, { force: true });
    return;
  }
  rmSync(rotatedPath(file, keep), { force: true });
  for (let index = keep - 1; index >= 1; index -= 1) {
    const from = rotatedPath(file, index);
    if (existsSync(from)) renameSync(from, rotatedPath(file, index + 1));
  }
  if (existsSync(file)) renameSync(file, rotatedPath(file, 1));
}
