// Reading and writing the files commands take and make (--out is written atomically; never over a directory).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { CliFailure } from './output';

export function readInputFile(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (cause) {
    throw new CliFailure('usage', `Cannot read ${file}: ${(cause as Error).message}`, 2);
  }
}

export function writeOutputFile(file: string, data: string | Uint8Array): void {
  try {
    writeFileSync(`${file}.tmp`, data, { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
  } catch (cause) {
    throw new CliFailure('storage', `Cannot write ${file}: ${(cause as Error).message}`, 1);
  }
}
