// An app is "new" only the first time the person connects it: the wallet remembers every app it connected, so one
// that comes back after a disconnect (or a restart) is not flagged new again — and a look-alike of it still is.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appHost, describeApp } from '../../../../electron/core/connect/app-flags';
import { createSessionRecords, MAX_KNOWN_APPS } from '../../../../electron/core/connect/session-records';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'xyz-wc-known-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const session = (topic: string, url: string) => ({
  topic,
  app: { name: 'Swap', url, icon: null, flags: [] },
  chainId: 'xyz-devnet-1',
  methods: ['cosmos_getAccounts' as const],
  accountIds: ['a1'],
  createdAt: 0,
  lastUsedAt: 0,
  expiresAt: 1,
});

const flagsFor = (url: string, records: ReturnType<typeof createSessionRecords>) =>
  describeApp(
    { name: 'Swap', url },
    records.knownHosts().map((u) => appHost(u) ?? u),
    null,
  ).flags;

describe('apps connected before', () => {
  it('are remembered after their session ends and after a restart: not "new" when they come back', () => {
    const records = createSessionRecords(dir);
    expect(flagsFor('https://swap.example', records)).toContain('new_app');
    records.put(session('t1', 'https://swap.example'));
    records.remove('t1');
    expect(flagsFor('https://swap.example', records)).not.toContain('new_app');
    const reopened = createSessionRecords(dir);
    expect(flagsFor('https://swap.example', reopened)).not.toContain('new_app');
    expect(flagsFor('https://swaap.example', reopened)).toEqual(
      expect.arrayContaining(['new_app', 'look_alike']),
    );
  });

  it('are forgotten by a keys reset (clear): the next owner starts with no history', () => {
    const records = createSessionRecords(dir);
    records.put(session('t1', 'https://swap.example'));
    records.clear();
    const reopened = createSessionRecords(dir);
    expect(reopened.list()).toEqual([]);
    expect(flagsFor('https://swap.example', reopened)).toContain('new_app');
  });

  it(`keeps at most ${MAX_KNOWN_APPS}, dropping the oldest`, () => {
    const records = createSessionRecords(dir);
    for (let i = 0; i <= MAX_KNOWN_APPS; i++) records.put(session(`t${i}`, `https://app${i}.example`));
    for (let i = 0; i <= MAX_KNOWN_APPS; i++) records.remove(`t${i}`);
    const known = createSessionRecords(dir).knownHosts();
    expect(known).toHaveLength(MAX_KNOWN_APPS);
    expect(known).not.toContain('https://app0.example');
  });
});
