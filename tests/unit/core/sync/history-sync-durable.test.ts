// The history sync on the real SQLite cache: checkpoints deferred and always restored, whole pages committed with the
// cursor that follows them, so a sync that fails or dies midway keeps its committed pages and resumes after them.
import type Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCacheDatabase, openRecordsDatabase } from '../../../../electron/core/cache/db';
import { createRepositories, type Repositories } from '../../../../electron/core/cache/repositories';
import { createBackendClient } from '../../../../electron/core/chain/backend';
import { createChainRestClient } from '../../../../electron/core/chain/chain-rest';
import type { NetworkClients } from '../../../../electron/core/chain/clients';
import { httpOptions } from '../../../../electron/core/chain/http';
import { DEVNET_PROFILE } from '../../../../electron/core/config/devnet-profile';
import {
  HISTORY_PAGES_PER_COMMIT,
  syncHistory,
  type HistorySyncDeps,
} from '../../../../electron/core/sync/history-sync';
import { noSleep } from '../chain/fake-fetch';
import { ADDRESS, backendWith } from './b4-fake';

const ACCOUNT = { id: 'a1', address: ADDRESS };

let dir: string;
let opened: Database.Database[];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'xyz-sync-durable-'));
  opened = [];
});
afterEach(() => {
  for (const db of opened) if (db.open) db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A cache file (WAL) in `file` with its repositories. */
function openCache(file = path.join(dir, 'wallet-cache.sqlite')): {
  cache: Database.Database;
  repos: Repositories;
} {
  const cache = openCacheDatabase(file);
  const records = openRecordsDatabase(':memory:');
  opened.push(cache, records);
  return { cache, repos: createRepositories(records, cache) };
}

function depsOf(repos: Repositories, overrides: Partial<HistorySyncDeps> = {}): HistorySyncDeps {
  return {
    history: repos.history,
    transaction: repos.transaction,
    deferCheckpoints: repos.deferCheckpoints,
    emit: () => undefined,
    clock: () => 1,
    ...overrides,
  };
}

/** Clients whose backend reads answer from `fetchImpl`, without retries (a failure is final). */
function clientsFor(fetchImpl: typeof fetch): NetworkClients {
  const http = httpOptions({ fetch: fetchImpl, sleep: noSleep, retries: 0 });
  const endpoints = {
    restUrl: 'http://r',
    rpcUrl: 'http://p',
    backendUrl: 'http://b',
    dialect: 'spec' as const,
  };
  return {
    profile: { ...DEVNET_PROFILE },
    endpoints,
    http,
    chain: createChainRestClient(endpoints, http),
    backend: createBackendClient(endpoints, http),
  };
}

const interval = (db: Database.Database) => Number(db.pragma('wal_autocheckpoint', { simple: true }));
const cursorOf = (repos: Repositories) => {
  const c = repos.history.getCursor('devnet', ADDRESS);
  return c && { ...(JSON.parse(c.cursor ?? '{}') as { nextPage: number }), complete: c.complete };
};
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('history sync: WAL checkpoints', () => {
  it('turns auto-checkpoints off while it syncs and restores them once it has completed', async () => {
    const { cache, repos } = openCache();
    const seen: number[] = [];
    const backend = backendWith(
      () => 450,
      () => void seen.push(interval(cache)),
    );
    const result = await syncHistory(clientsFor(backend.fetch), depsOf(repos), ACCOUNT);
    expect(result).toEqual({ added: 450, stored: 450, complete: true });
    expect(new Set(seen)).toEqual(new Set([0]));
    expect(interval(cache)).toBe(1000);
  });

  it('restores them after a sync that fails, too', async () => {
    const { cache, repos } = openCache();
    const backend = backendWith(
      () => 450,
      (page) => (page >= 3 ? { fail: 'connection reset' } : undefined),
    );
    await expect(syncHistory(clientsFor(backend.fetch), depsOf(repos), ACCOUNT)).rejects.toThrow();
    expect(interval(cache)).toBe(1000);
  });
});

describe('history sync: durable progress', () => {
  it('commits the pages already on their way together (page 1 alone, then at most HISTORY_PAGES_PER_COMMIT)', async () => {
    const { repos } = openCache();
    const perCommit: number[] = [];
    const deps = depsOf(repos);
    const counting = depsOf(repos, {
      history: {
        ...repos.history,
        upsertMany: (...args) => ((perCommit[perCommit.length - 1]! += 1), repos.history.upsertMany(...args)),
      },
      transaction: (fn) => (perCommit.push(0), deps.transaction(fn)),
    });
    const backend = backendWith(() => 2000);
    expect(await syncHistory(clientsFor(backend.fetch), counting, ACCOUNT)).toMatchObject({
      stored: 2000,
      complete: true,
    });
    expect(perCommit[0]).toBe(1);
    expect(perCommit.reduce((a, b) => a + b, 0)).toBe(20);
    expect(Math.max(...perCommit)).toBe(HISTORY_PAGES_PER_COMMIT);
    expect(perCommit.length).toBeLessThan(20);
  });

  it('keeps every page committed before a failure, whole, and the next run resumes after them', async () => {
    const { repos } = openCache();
    let broken = true;
    const backend = backendWith(
      () => 1000,
      (page) => (broken && page >= 6 ? { fail: 'connection reset' } : undefined),
    );
    await expect(syncHistory(clientsFor(backend.fetch), depsOf(repos), ACCOUNT)).rejects.toThrow();
    expect(repos.history.count('devnet', ADDRESS)).toBe(500);
    expect(cursorOf(repos)).toEqual({ nextPage: 6, complete: false });

    broken = false;
    backend.pages.length = 0;
    expect(await syncHistory(clientsFor(backend.fetch), depsOf(repos), ACCOUNT)).toEqual({
      added: 500,
      stored: 1000,
      complete: true,
    });
    expect(backend.pages).toEqual([1, 6, 7, 8, 9, 10]);
  });

  it('survives a crash midway: the files hold each committed batch with its cursor, and a restart resumes after them', async () => {
    const file = path.join(dir, 'wallet-cache.sqlite');
    const { repos } = openCache(file);
    // Commits: page 1, pages 2-3, pages 4-8 (the fetch-ahead widening 1, 4, 16); then 9-16 wait on page 12.
    const backend = backendWith(
      () => 2000,
      (page) => (page === 12 ? { hang: true } : undefined),
    );
    void syncHistory(clientsFor(backend.fetch), depsOf(repos), ACCOUNT); // never finishes: page 12 never answers
    while (!backend.pages.includes(12)) await settle();
    await settle();
    // The process dies here: copy the files as they are (no finally, no checkpoint), then "restart" on the copy.
    const copy = path.join(dir, 'after-crash.sqlite');
    for (const suffix of ['', '-wal'])
      if (existsSync(file + suffix)) copyFileSync(file + suffix, copy + suffix);
    const restarted = openCache(copy).repos;
    expect(restarted.history.count('devnet', ADDRESS)).toBe(800);
    expect(cursorOf(restarted)).toEqual({ nextPage: 9, complete: false });

    const healthy = backendWith(() => 2000);
    expect(await syncHistory(clientsFor(healthy.fetch), depsOf(restarted), ACCOUNT)).toEqual({
      added: 1200,
      stored: 2000,
      complete: true,
    });
    expect(healthy.pages).toEqual([1, ...Array.from({ length: 12 }, (_, i) => 9 + i)]);
  });

  it('never commits part of a batch: a write failing on its 4th page rolls back the 3 pages before it', async () => {
    const { repos } = openCache();
    let writes = 0;
    const failing = depsOf(repos, {
      history: {
        ...repos.history,
        upsertMany: (...args) => {
          writes += 1;
          if (writes === 7) throw new Error('disk I/O error');
          return repos.history.upsertMany(...args);
        },
      },
    });
    const backend = backendWith(() => 2000);
    await expect(syncHistory(clientsFor(backend.fetch), failing, ACCOUNT)).rejects.toThrow('disk I/O error');
    // Commits: page 1, pages 2-3; pages 4-6 were written in the batch (4-8) that failed on page 7, and are gone.
    expect(repos.history.count('devnet', ADDRESS)).toBe(300);
    expect(cursorOf(repos)).toEqual({ nextPage: 4, complete: false });

    expect(await syncHistory(clientsFor(backend.fetch), depsOf(repos), ACCOUNT)).toMatchObject({
      stored: 2000,
      complete: true,
    });
  });
});
