// history/search through the real core: a word stands for the tokens whose symbol or name starts with it (found
// through the token indexes, not by reading the token list), so a row naming that token's contract is found.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../shared/api/data';
import {
  cacheFilePath,
  openCacheDatabase,
  openRecordsDatabase,
  recordsFilePath,
} from '../../../electron/core/cache/db';
import { createRepositories } from '../../../electron/core/cache/repositories';
import { DEVNET_PROFILE_ID } from '../../../electron/core/config/devnet-profile';
import type { WalletCore } from '../../../electron/core/wallet-core';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { historyRowAt, tokenRowAt } from '../../bench/support/big-cache';
import { call, createBenchCore, UNREACHABLE_NETWORK } from '../../bench/support/core-host';

const ME = DEVNET_KEYS.alice.address;
const TOKENS = Array.from({ length: 40 }, (_, i) => tokenRowAt(i, 40)); // "Token i of 40", symbol T + base-36 i

describe('history search by token name', () => {
  let dataDir: string;
  let core: WalletCore;
  let accountId: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-search-names-'));
    const first = await createBenchCore(dataDir, UNREACHABLE_NETWORK);
    ({ id: accountId } = await call<{ id: string }>(first, 'keys/add-watch-only', {
      address: ME,
      name: 'Main',
    }));
    await first.close();
    const repos = createRepositories(
      openRecordsDatabase(recordsFilePath(dataDir)),
      openCacheDatabase(cacheFilePath(dataDir)),
    );
    repos.tokens.replaceAll(DEVNET_PROFILE_ID, TOKENS, 1);
    // Row i executes token i's contract (i = 1, 27): T1 and TR.
    repos.history.upsertMany(
      DEVNET_PROFILE_ID,
      ME,
      [1, 27].map((i) => ({
        ...historyRowAt(ME, i, 100),
        memo: '',
        messages: [
          {
            '@type': '/cosmwasm.wasm.v1.MsgExecuteContract',
            sender: ME,
            contract: TOKENS[i]!.address,
            msg: { transfer: { recipient: DEVNET_KEYS.bob.address, amount: '1' } },
          },
        ],
      })),
    );
    core = await createBenchCore(dataDir, UNREACHABLE_NETWORK);
  });
  afterAll(async () => {
    await core?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const search = async (query: string) =>
    (await call<{ rows: HistoryEntry[] }>(core, 'history/search', { accountId, query })).rows.map(
      (r) => r.height,
    );

  it('finds rows by a token symbol typed short (the start of the symbol)', async () => {
    expect(await search('t1')).toEqual([1001]);
    expect(await search('tr')).toEqual([1027]);
  });

  it('finds rows by a word of a token name (3+ characters, through the trigram index)', async () => {
    expect(await search('token')).toEqual([1027, 1001]);
  });

  it('finds nothing for a word no token name or row carries', async () => {
    expect(await search('zebra')).toEqual([]);
  });
});
