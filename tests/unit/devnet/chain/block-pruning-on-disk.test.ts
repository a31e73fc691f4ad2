// A pruning devnet node on disk (issue 33): the blocks it no longer keeps leave its SQLite file as they leave its
// memory, so a day's run does not grow the file by every block, and a reopened node reads the kept blocks only.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Chain } from '../../../../devnet/chain/chain';
import { writeBaseGenesis } from '../../../../devnet/chain/genesis';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openChain(dataDir: string, keepRecentBlocks?: number): Chain {
  const chain = new Chain({
    contracts: [],
    bridgeAuthority: DEVNET_KEYS.faucet.address,
    dataDir,
    keepRecentBlocks,
  });
  if (chain.isFresh()) writeBaseGenesis(chain, new Date('2026-11-20T00:00:00Z'));
  return chain;
}

/** Heights of the blocks in the chain's SQLite file. */
function heightsOnDisk(dataDir: string): number[] {
  const db = new Database(path.join(dataDir, 'chain.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT height FROM blocks ORDER BY height').all() as Array<{ height: number }>).map(
      (row) => row.height,
    );
  } finally {
    db.close();
  }
}

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-devnet-prune-'));
  dirs.push(dir);
  return dir;
}

describe('block pruning on disk', () => {
  it('keeps the newest blocks only in the file, and reopens with them', () => {
    const dataDir = tempDir();
    const chain = openChain(dataDir, 3);
    for (let i = 0; i < 10; i++) chain.produceBlock();
    expect(heightsOnDisk(dataDir)).toEqual([8, 9, 10]);
    chain.close();
    const reopened = openChain(dataDir, 3);
    expect(reopened.blocks.earliestHeight()).toBe(8);
    expect(reopened.height()).toBe(10);
    expect(reopened.produceBlock().height).toBe(11);
    expect(heightsOnDisk(dataDir)).toEqual([9, 10, 11]);
    reopened.close();
  });

  it('an archive node keeps every block; reopened as a pruning node it reads the newest only', () => {
    const dataDir = tempDir();
    const chain = openChain(dataDir);
    for (let i = 0; i < 6; i++) chain.produceBlock();
    expect(heightsOnDisk(dataDir)).toEqual([1, 2, 3, 4, 5, 6]);
    chain.close();
    const pruning = openChain(dataDir, 2);
    expect(pruning.blocks.earliestHeight()).toBe(5);
    expect(pruning.blocks.block(4)).toBeUndefined();
    pruning.produceBlock();
    expect(heightsOnDisk(dataDir)).toEqual([6, 7]);
    pruning.close();
  });
});
