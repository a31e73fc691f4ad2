// tokens/window through the real core is cache first like tokens/list: a list never fetched is fetched before the
// first answer (unreachable network: the answer is that error, not an empty list); a cached list answers at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TokenWindow } from '../../../shared/api/tokens';
import { fillBigCache } from '../../bench/support/big-cache';
import { call, createBenchCore, UNREACHABLE_NETWORK } from '../../bench/support/core-host';

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-window-'));
  dirs.push(dir);
  return dir;
};

describe('tokens/window in the core', () => {
  it('fetches a list never fetched before answering, and says so when the network is down', async () => {
    const core = await createBenchCore(freshDir(), UNREACHABLE_NETWORK);
    try {
      const answer = await core.invoke('tokens/window', {});
      expect(answer.ok).toBe(false);
      const get = await core.invoke('tokens/get', { token: 'xyz1unknown' });
      expect(get).toEqual({ ok: true, value: { token: null } });
    } finally {
      await core.close();
    }
  });

  it('answers a cached list from SQLite at once, one window at a time', async () => {
    const dir = freshDir();
    await fillBigCache(dir, { historyRows: 10, tokens: 120 });
    const core = await createBenchCore(dir, UNREACHABLE_NETWORK);
    try {
      const first = await call<TokenWindow>(core, 'tokens/window', { limit: 50 });
      expect(first).toMatchObject({ offset: 0, total: 120, totalIsLowerBound: false });
      expect(first.rows).toHaveLength(50);
      const last = await call<TokenWindow>(core, 'tokens/window', { offset: 100, limit: 50 });
      expect(last.rows.map((r) => r.name)).toEqual(
        Array.from({ length: 20 }, (_, i) => `Token ${100 + i} of 120`),
      );
      const refused = await core.invoke('tokens/window', { limit: 1000 });
      expect(refused.ok).toBe(false);
    } finally {
      await core.close();
    }
  });
});
