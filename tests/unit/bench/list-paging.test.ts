// The paging the history and token lists use, as the memory-at-100,000 bench scrolls it (tests/bench/support/
// list-scroll.ts asks what the renderer's lists ask): every answer is a bounded page, scrolling end to end reads each
// row once, and no SQLite statement the core runs meanwhile hands JavaScript more than a page of rows (no whole-list
// loads: the core's memory does not follow the list's length).
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletCore } from '../../../electron/core/wallet-core';
import { fillBigCache } from '../../bench/support/big-cache';
import { createBenchCore, UNREACHABLE_NETWORK } from '../../bench/support/core-host';
import { HISTORY_PAGE, scrollHistory, scrollTokens } from '../../bench/support/list-scroll';
import { FIRST_WINDOW, TOKEN_PAGE } from '../../../renderer/src/lib/token-pages';

const ROWS = 1_234;

type Statement = {
  all: (...args: unknown[]) => unknown[];
  iterate: (...args: unknown[]) => Iterable<unknown>;
};

/** Records how many rows each statement handed to JavaScript while `watching` is on. */
function watchStatementRows() {
  const probe = new Database(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Statement;
  probe.close();
  const all = proto.all;
  const iterate = proto.iterate;
  const state = { watching: false, largest: 0 };
  proto.all = function (this: Statement, ...args: unknown[]) {
    const rows = all.apply(this, args);
    if (state.watching) state.largest = Math.max(state.largest, rows.length);
    return rows;
  };
  proto.iterate = function* (this: Statement, ...args: unknown[]) {
    let n = 0;
    for (const row of iterate.apply(this, args)) {
      n++;
      if (state.watching) state.largest = Math.max(state.largest, n);
      yield row;
    }
  };
  return {
    state,
    restore() {
      proto.all = all;
      proto.iterate = iterate;
    },
  };
}

let dir: string;
let core: WalletCore;
let accountId: string;
let watch: ReturnType<typeof watchStatementRows>;
const invoke = (channel: string, payload: unknown) => core.invoke(channel, payload);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'xyz-list-paging-'));
  accountId = (await fillBigCache(dir, { historyRows: ROWS, tokens: ROWS })).accountId;
  core = await createBenchCore(dir, UNREACHABLE_NETWORK);
  watch = watchStatementRows();
}, 120_000);

afterAll(async () => {
  watch?.restore();
  await core?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the lists page through the core in bounded pages', () => {
  it('the history list reads every row once, 50 at a time, and no statement reads more than a page', async () => {
    watch.state.largest = 0;
    watch.state.watching = true;
    const read = await scrollHistory(invoke, accountId).finally(() => (watch.state.watching = false));
    expect(read).toEqual({
      rows: ROWS,
      requests: Math.floor(ROWS / HISTORY_PAGE) + 1,
      largestAnswer: HISTORY_PAGE,
      repeated: 0,
    });
    expect(watch.state.largest).toBeGreaterThan(0);
    expect(watch.state.largest).toBeLessThanOrEqual(HISTORY_PAGE + 1);
  });

  it('the token list reads every row once, a first window then pages of 50, and no statement reads more than a page', async () => {
    watch.state.largest = 0;
    watch.state.watching = true;
    const read = await scrollTokens(invoke, accountId).finally(() => (watch.state.watching = false));
    expect(read).toEqual({
      rows: ROWS,
      requests: 1 + Math.ceil(ROWS / TOKEN_PAGE),
      largestAnswer: TOKEN_PAGE,
      repeated: 0,
    });
    expect(FIRST_WINDOW).toBeLessThan(TOKEN_PAGE);
    expect(watch.state.largest).toBeGreaterThan(0);
    expect(watch.state.largest).toBeLessThanOrEqual(TOKEN_PAGE + 1);
  });

  it('the watch sees a whole-list load (tokens/list, the old list read, hands over every row)', async () => {
    watch.state.largest = 0;
    watch.state.watching = true;
    await invoke('tokens/list', { refresh: false }).finally(() => (watch.state.watching = false));
    expect(watch.state.largest).toBeGreaterThanOrEqual(ROWS);
  });

  it('the channels refuse a page larger than the lists ask for (a whole-list read cannot be asked)', async () => {
    expect(await invoke('history/page', { accountId, limit: ROWS })).toMatchObject({ ok: false });
    expect(await invoke('tokens/window', { accountId, offset: 0, limit: ROWS })).toMatchObject({ ok: false });
  });
});
