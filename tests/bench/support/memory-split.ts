// This process's memory split: V8's and Node's view (process.memoryUsage) beside the kernel's (anonymous vs
// file-backed resident pages from /proc/self/smaps_rollup, Linux only): file pages mapped by SQLite's mmap or
// shared libraries count in RSS but are not a leak. RSS itself is read from smaps_rollup (an exact page-table walk;
// proc(5) calls the counters behind process.memoryUsage().rss inexact).
import { readFileSync } from 'node:fs';

export interface MemorySplit {
  /** Resident set, bytes: smaps_rollup's exact page-table walk where there is one, process.memoryUsage() elsewhere. */
  rss: number;
  /** process.memoryUsage().rss (the kernel's RSS counters, read from /proc/self/stat). */
  counterRss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** Resident anonymous memory (heap, malloc arenas, stacks), bytes; null off Linux. */
  anonymous: number | null;
  /** Resident file-backed memory (code, mmap'd files), bytes; null off Linux. */
  fileBacked: number | null;
  /** Resident pages of mapped SQLite files (the database through mmap_size, its WAL index -shm), bytes; null off Linux. */
  sqliteMapped: number | null;
}

/** Reads `Field:   123 kB` lines of an smaps_rollup text into bytes by field name. */
export function parseSmapsRollup(text: string): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const match = /^(\w+):\s+(\d+) kB$/.exec(line.trim());
    if (match) fields[match[1]!] = Number(match[2]) * 1024;
  }
  return fields;
}

/** Sums the resident size (Rss) of the mappings in an smaps text whose path passes `isWanted`. */
export function mappedRss(smaps: string, isWanted: (file: string) => boolean): number {
  let wanted = false;
  let total = 0;
  for (const line of smaps.split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (header) wanted = isWanted(header[1]!);
    else if (wanted && line.startsWith('Rss:')) total += parseSmapsRollup(line).Rss ?? 0;
  }
  return total;
}

const isSqliteFile = (file: string) => /\.sqlite(-shm|-wal)?$/.test(file);

export function memorySplit(): MemorySplit {
  const usage = process.memoryUsage();
  let anonymous: number | null = null;
  let fileBacked: number | null = null;
  let sqliteMapped: number | null = null;
  let rss = usage.rss;
  try {
    const rollup = parseSmapsRollup(readFileSync('/proc/self/smaps_rollup', 'utf8'));
    anonymous = rollup.Anonymous ?? null;
    if (rollup.Rss !== undefined) rss = rollup.Rss;
    if (rollup.Rss !== undefined && anonymous !== null) fileBacked = rollup.Rss - anonymous;
    sqliteMapped = mappedRss(readFileSync('/proc/self/smaps', 'utf8'), isSqliteFile);
  } catch {
    // Not Linux: the kernel's split is unknown.
  }
  return {
    rss,
    counterRss: usage.rss,
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    anonymous,
    fileBacked,
    sqliteMapped,
  };
}
