// A stale token list is refreshed in the background once per stale period, however many windows are asked: every
// keystroke of a search asks for offset 0, and each must not start another fetch beside its answer.
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRepositories } from '../../../electron/core/cache/repositories';
import type { HandlerContext } from '../../../electron/core/handlers/context';
import { createTokenListHandlers } from '../../../electron/core/handlers/tokens';
import { tokenRowAt } from '../../bench/support/big-cache';

const STALE_AFTER = 30_000;

function tokenHandlers() {
  const db = createMemoryRepositories();
  db.tokens.replaceAll(
    'devnet',
    Array.from({ length: 40 }, (_, i) => tokenRowAt(i, 40)),
    1_000,
  );
  let now = 1_000 + STALE_AFTER + 1; // already stale
  const ctx = {
    db,
    keys: { activeAccount: () => null },
    network: () => ({ id: 'devnet' }),
    clock: () => now,
  } as unknown as HandlerContext;
  const refreshTokens = vi.fn(() => Promise.reject(new Error('offline')));
  const handlers = createTokenListHandlers(ctx, {
    refreshTokens,
    options: { staleAfterMs: STALE_AFTER },
  } as never);
  const ask = (query: string, offset = 0) =>
    handlers['tokens/window']({ query, filter: 'all', sort: 'newest', showHidden: false, offset, limit: 25 });
  return { ask, refreshTokens, later: (ms: number) => (now += ms) };
}

describe('tokens/window over a stale list', () => {
  it('answers every keystroke from the cache and starts one background refresh for all of them', async () => {
    const { ask, refreshTokens } = tokenHandlers();
    for (const query of ['t', 'to', 'tok', 'toke', 'token', 'token 1']) {
      const window = await ask(query);
      expect(window.rows.length).toBeGreaterThan(0);
    }
    expect(refreshTokens).toHaveBeenCalledTimes(1);
  });

  it('tries again once another stale period has passed (the last attempt failed, the list is still stale)', async () => {
    const { ask, refreshTokens, later } = tokenHandlers();
    await ask('');
    later(STALE_AFTER);
    await ask('a');
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    later(1);
    await ask('ab');
    expect(refreshTokens).toHaveBeenCalledTimes(2);
  });

  it('never refreshes for a window further down the list', async () => {
    const { ask, refreshTokens } = tokenHandlers();
    await ask('', 25);
    expect(refreshTokens).not.toHaveBeenCalled();
  });
});
