// The wallet's own record of connected apps (which accounts each session shows, when it was last used), kept in a
// private JSON file beside the WalletConnect client's storage; the client's own storage holds the session keys.
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

export function createSessionRecords(dir: string) {
  ensurePrivateDir(dir);
  const file = path.join(dir, 'connect-sessions.json');
  let records: SessionRecord[] = [];
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { sessions?: SessionRecord[] };
    records = Array.isArray(parsed.sessions) ? parsed.sessions : [];
  } catch {
    records = [];
  }
  const save = () => {
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, JSON.stringify({ version: 1, sessions: records }), { mode: PRIVATE_FILE_MODE });
    renameSync(tmp, file);
  };
  return {
    list: (): SessionRecord[] => records.map((r) => structuredClone(r)),
    get: (topic: string): SessionRecord | null => records.find((r) => r.topic === topic) ?? null,
    put(record: SessionRecord): void {
      records = [...records.filter((r) => r.topic !== record.topic), record];
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
    /** Hosts of every app connected so far (what a new app is compared with). */
    knownHosts: (): string[] => [...new Set(records.map((r) => r.app.url))],
  };
}

export type SessionRecords = ReturnType<typeof createSessionRecords>;
