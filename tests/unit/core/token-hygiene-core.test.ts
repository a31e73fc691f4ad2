// Token hygiene through the real core: marks and preferences persist per account in the records file (across a
// restart on the same data dir), hidden tokens leave the token list's windows, and held tokens the account never
// sent a transaction about are reported as unsolicited until kept.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TokenHygieneView, TokenWindow } from '../../../shared/api/tokens';
import {
  cacheFilePath,
  openCacheDatabase,
  openRecordsDatabase,
  recordsFilePath,
} from '../../../electron/core/cache/db';
import { createRepositories } from '../../../electron/core/cache/repositories';
import { DEVNET_PROFILE_ID } from '../../../electron/core/config/devnet-profile';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { historyRowAt, tokenRowAt } from '../../bench/support/big-cache';
import { call, createBenchCore, UNREACHABLE_NETWORK } from '../../bench/support/core-host';

const ME = DEVNET_KEYS.alice.address;
const [BOUGHT, GIFTED, DROPPED] = [0, 1, 2].map((i) => tokenRowAt(i, 3));

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A data dir with a watch-only account holding three tokens: one it bought, one sent to it, one dropped on it. */
async function walletWithTokens(): Promise<{ dataDir: string; accountId: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-hygiene-'));
  dirs.push(dataDir);
  const core = await createBenchCore(dataDir, UNREACHABLE_NETWORK);
  const { id: accountId } = await call<{ id: string }>(core, 'keys/add-watch-only', {
    address: ME,
    name: 'Main',
  });
  await core.close();
  const repos = createRepositories(
    openRecordsDatabase(recordsFilePath(dataDir)),
    openCacheDatabase(cacheFilePath(dataDir)),
  );
  repos.tokens.replaceAll(DEVNET_PROFILE_ID, [BOUGHT!, GIFTED!, DROPPED!], 1);
  repos.holdings.replace(
    DEVNET_PROFILE_ID,
    ME,
    [BOUGHT!, GIFTED!, DROPPED!].map((t) => ({
      token: t.address,
      name: t.name ?? '',
      symbol: t.symbol ?? '',
      balance: '5000000',
      priceUxyz: t.currentPrice,
      graduated: false,
    })),
    1,
  );
  const execute = (contract: string, direction: 'in' | 'out', i: number) => ({
    ...historyRowAt(ME, i, 10),
    direction,
    messages: [
      {
        '@type': '/cosmwasm.wasm.v1.MsgExecuteContract',
        sender: direction === 'out' ? ME : DEVNET_KEYS.bob.address,
        contract,
        msg: { transfer: { recipient: direction === 'out' ? DEVNET_KEYS.bob.address : ME, amount: '1' } },
      },
    ],
  });
  repos.history.upsertMany(DEVNET_PROFILE_ID, ME, [
    execute(BOUGHT!.address, 'out', 1),
    execute(GIFTED!.address, 'in', 2),
  ]);
  return { dataDir, accountId };
}

describe('token hygiene in the core', () => {
  it('flags held tokens the account never sent a transaction about, until kept', async () => {
    const { dataDir, accountId } = await walletWithTokens();
    const core = await createBenchCore(dataDir, UNREACHABLE_NETWORK);
    try {
      const first = await call<TokenHygieneView>(core, 'tokens/hygiene', { accountId });
      expect(first.unsolicited.sort()).toEqual([GIFTED!.address, DROPPED!.address].sort());
      const kept = await call<TokenHygieneView>(core, 'tokens/mark', {
        accountId,
        token: GIFTED!.address,
        mark: 'kept',
      });
      expect(kept.unsolicited).toEqual([DROPPED!.address]);
      expect(kept.marks).toEqual({ [GIFTED!.address]: 'kept' });
    } finally {
      await core.close();
    }
  });

  it('keeps hidden tokens hidden (and the preferences) after a restart on the same data dir', async () => {
    const { dataDir, accountId } = await walletWithTokens();
    const before = await createBenchCore(dataDir, UNREACHABLE_NETWORK);
    await call(before, 'tokens/mark', { accountId, token: DROPPED!.address, mark: 'hidden' });
    await call(before, 'tokens/hygiene-prefs', { accountId, hideBelowUxyz: '2500', showHidden: false });
    await before.close();

    const after = await createBenchCore(dataDir, UNREACHABLE_NETWORK);
    try {
      const view = await call<TokenHygieneView>(after, 'tokens/hygiene', { accountId });
      expect(view).toMatchObject({
        marks: { [DROPPED!.address]: 'hidden' },
        hideBelowUxyz: '2500',
        showHidden: false,
      });
      const list = await call<TokenWindow>(after, 'tokens/window', { accountId });
      expect(list.rows.map((r) => r.address)).not.toContain(DROPPED!.address);
      expect(list).toMatchObject({ total: 2, hiddenMatches: 1 });
      const all = await call<TokenWindow>(after, 'tokens/window', { accountId, showHidden: true });
      expect(all.total).toBe(3);
      await call(after, 'tokens/mark', { accountId, token: DROPPED!.address, mark: null });
      expect((await call<TokenWindow>(after, 'tokens/window', { accountId })).total).toBe(3);
    } finally {
      await after.close();
    }
  });

  it('refuses a threshold that is not a whole number of uxyz, and a mark for an unknown account', async () => {
    const { dataDir, accountId } = await walletWithTokens();
    const core = await createBenchCore(dataDir, UNREACHABLE_NETWORK);
    try {
      const bad = await core.invoke('tokens/hygiene-prefs', { accountId, hideBelowUxyz: '1.5' });
      expect(bad.ok).toBe(false);
      const unknown = await core.invoke('tokens/mark', { accountId: 'nobody', token: 'x', mark: 'hidden' });
      expect(unknown.ok).toBe(false);
    } finally {
      await core.close();
    }
  });
});
