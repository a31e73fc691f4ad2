// The wallet's own record of connected apps (which accounts each session shows, when it was last used) and of the
// apps the person ever connected (so one that comes back after a disconnect is not "new"), kept in a private JSON
// file beside the WalletConnect client's storage; the client's own storage holds the session keys.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ConnectApp, CosmosMethod } from '../../../shared/api/connect';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../cache/private-files';

export interface SessionRecord {
  topic: string;
  app: ConnectApp;
  chainId: string;
  methods: CosmosMethod[];
  accountIds: string[];
  createdAt: number;
  lastUsedAt: number;
  expiresAt: number;
}

/** At most this many app URLs are remembered as connected before (the oldest go first). */
export const MAX_KNOWN_APPS = 200;

export function createSessionRecords(dir: string) {
  ensurePrivateDir(dir);
  const file = path.join(dir, 'connect-sessions.json');
  let records: SessionRecord[] = [];
  let knownApps: string[] = [];
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as {
      sessions?: SessionRecord[];
      knownApps?: unknown;
    };
    records = Array.isArray(parsed.sessions) ? parsed.sessions : [];
    knownApps = Array.isArray(parsed.knownApps)
      ? parsed.knownApps.filter((u): u is string => typeof u === 'string').slice(-MAX_KNOWN_APPS)
      : [];
  } catch {
    records = [];
  }
  const save = () => {
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, JSON.stringify({ version: 1, sessions: records, knownApps }), {
      mode: PRIVATE_FILE_MODE,
    });
    renameSync(tmp, file);
  };
  return {
    list: (): SessionRecord[] => records.map((r) => structuredClone(r)),
    get: (topic: string): SessionRecord | null => records.find((r) => r.topic === topic) ?? null,
    put(record: SessionRecord): void {
      records = [...records.filter((r) => r.topic !== record.topic), record];
      knownApps = [...knownApps.filter((u) => u !== record.app.url), record.app.url].slice(-MAX_KNOWN_APPS);
      save();
    },
    touch(topic: string, at: number): void {
      const record = records.find((r) => r.topic === topic);
      if (record) {
        record.lastUsedAt = at;
        save();
      }
    },
    remove(topic: string): boolean {
      const before = records.length;
      records = records.filter((r) => r.topic !== topic);
      if (records.length !== before) save();
      return records.length !== before;
    },
    /** Forgets every session and every app connected before (a keys reset: a new owner starts with no history). */
    clear(): void {
      records = [];
      knownApps = [];
      save();
    },
    /** URLs of every app connected so far, disconnected ones included (what a new app is compared with). */
    knownHosts: (): string[] => [...new Set([...knownApps, ...records.map((r) => r.app.url)])],
  };
}

export type SessionRecords = ReturnType<typeof createSessionRecords>;
