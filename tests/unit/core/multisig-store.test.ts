// Storing shared accounts: records migration 4 keeps every account and accepts kind 'multisig' only with its
// definition; the accounts repo round-trips it; members are shown in the active prefix and linked to the wallet's
// own accounts by key; proposals keep their signatures; QR frames of pretty-printed files join exactly.
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { Secp256k1 } from '@cosmjs/crypto';
import { describe, expect, it } from 'vitest';
import type { AccountInfo } from '../../../shared/api/keys';
import { splitIntoFrames } from '../../../shared/offline/qr-frames';
import { openCacheDatabase, openRecordsDatabase } from '../../../electron/core/cache/db';
import { migrate, RECORDS_MIGRATIONS } from '../../../electron/core/cache/migrations';
import { createRepositories } from '../../../electron/core/cache/repositories';
import { showSharedAccount } from '../../../electron/core/keys/shared-account-view';
import { multisigFileJson } from '../../../electron/core/multisig/file-text';
import { refusalOf } from '../../../electron/core/multisig/signature-refusal';
import { WalletError } from '../../../shared/errors';

async function pubkey(seed: number): Promise<string> {
  const pair = await Secp256k1.makeKeypair(Uint8Array.from({ length: 32 }, (_, i) => (i === 31 ? seed : 1)));
  return toBase64(Secp256k1.compressPubkey(pair.pubkey));
}

async function sharedAccount(): Promise<AccountInfo> {
  const keys = [await pubkey(2), await pubkey(3)];
  return {
    id: 'shared',
    name: 'Family',
    kind: 'multisig',
    address: 'xyz1shared',
    secretId: null,
    hdIndex: null,
    coinType: null,
    pubkey: null,
    createdAt: 7,
    multisig: {
      threshold: 2,
      members: keys.map((key, i) => ({
        address: 'ignored',
        pubkey: key,
        name: i === 0 ? 'Ana' : null,
        ownAccountId: null,
      })),
    },
  };
}

describe('records migration 4 and the shared-account rows', () => {
  it('keeps every account, then accepts a shared account only with its definition', async () => {
    const db = openRecordsDatabase(':memory:', { targetVersion: 3 });
    db.prepare(
      `INSERT INTO accounts (id, name, kind, address, secret_id, hd_index, coin_type, pubkey, created_at, position)
       VALUES ('a', 'Main', 'mnemonic', 'xyz1a', 's1', 0, 118, 'pk', 5, 0)`,
    ).run();
    const before = db.prepare('SELECT * FROM accounts').all();
    migrate(db, RECORDS_MIGRATIONS, 4);
    expect(db.prepare('SELECT * FROM accounts').all()).toEqual(
      before.map((row) => ({ ...(row as object), multisig: null })),
    );
    const bare = `INSERT INTO accounts (id, name, kind, address, created_at, position)
      VALUES ('m', 'Bare', 'multisig', 'xyz1m', 1, 2)`;
    expect(() => db.prepare(bare).run()).toThrow(/CHECK constraint/);

    const repos = createRepositories(db, openCacheDatabase(':memory:'));
    const account = await sharedAccount();
    repos.accounts.insert(account);
    const stored = repos.accounts.get('shared')!;
    expect(stored.kind).toBe('multisig');
    expect(stored.multisig!.threshold).toBe(2);
    expect(stored.multisig!.members.map((m) => [m.pubkey, m.name])).toEqual(
      account.multisig!.members.map((m) => [m.pubkey, m.name]),
    );
    // Member addresses come from the keys, never from what was handed in.
    expect(
      stored.multisig!.members.every((m) => m.address.startsWith('xyz1') && m.address !== 'ignored'),
    ).toBe(true);
    expect(repos.accounts.get('a')!.multisig).toBeUndefined();
  });

  it('keeps proposals with their signatures and forgets those of removed accounts', () => {
    const repos = createRepositories(openRecordsDatabase(':memory:'), openCacheDatabase(':memory:'));
    const row = {
      id: 'p1',
      accountId: 'shared',
      networkId: 'devnet',
      proposalText: '{}',
      signatures: [] as string[],
      status: 'collecting' as const,
      staleReason: null,
      txHash: null,
      createdAt: 1,
    };
    repos.multisigProposals.add(row);
    repos.multisigProposals.add({ ...row, id: 'p2', createdAt: 2 });
    expect(repos.multisigProposals.update('p1', { signatures: ['sig'], status: 'ready' })).toMatchObject({
      signatures: ['sig'],
      status: 'ready',
    });
    expect(repos.multisigProposals.listForAccount('shared', 'devnet').map((r) => r.id)).toEqual(['p2', 'p1']);
    expect(repos.multisigProposals.listForAccount('shared', 'other')).toEqual([]);
    expect(repos.multisigProposals.removeOrphans(['someone-else'])).toBe(2);
    expect(repos.multisigProposals.get('p1')).toBeNull();
  });
});

describe('showing a shared account', () => {
  it('shows members in the active prefix and links the wallet’s own keyed accounts by public key', async () => {
    const account = await sharedAccount();
    const stored = createRepositories(openRecordsDatabase(':memory:'), openCacheDatabase(':memory:'));
    stored.accounts.insert(account);
    const info = stored.accounts.get('shared')!.multisig!;
    const own: AccountInfo = {
      ...account,
      id: 'mine',
      kind: 'ledger',
      multisig: undefined,
      pubkey: info.members[1]!.pubkey,
    };
    const shown = showSharedAccount(info, 'cosmos', [account, own]);
    expect(shown.members.map((m) => m.ownAccountId)).toEqual([null, 'mine']);
    expect(shown.members.every((m) => m.address.startsWith('cosmos1'))).toBe(true);
    expect(fromBase64(shown.members[0]!.pubkey)).toHaveLength(33);
  });
});

describe('shared-account file text', () => {
  const file = `${JSON.stringify({ format: 'x', note: 'é'.repeat(900), list: [1, 2, 3] }, null, 2)}\n`;

  it('joins QR frames of a pretty-printed file exactly, in any order, final newline kept', () => {
    const frames = splitIntoFrames(file);
    expect(frames.length).toBeGreaterThan(1);
    expect(multisigFileJson(frames.join('\n'))).toBe(file);
    expect(multisigFileJson([...frames].reverse().join('\r\n'))).toBe(file);
    expect(multisigFileJson(`${frames.join('\n')}\n\n`)).toBe(file);
  });

  it('refuses a missing, foreign or altered frame', () => {
    const frames = splitIntoFrames(file);
    expect(() => multisigFileJson(frames.slice(1).join('\n'))).toThrow(/missing/);
    const other = splitIntoFrames(file.replace('format', 'formal'));
    expect(() => multisigFileJson([frames[0], other[1]].join('\n'))).toThrow(/do not belong to one file/);
    const altered = frames.map((f, i) => (i === 0 ? f.replace('format', 'formal') : f));
    expect(() => multisigFileJson(altered.join('\n'))).toThrow(/checksum/);
  });

  it('passes a file’s JSON through unchanged and refuses what is too large before reading it', () => {
    expect(multisigFileJson(file)).toBe(file);
    expect(() => multisigFileJson('x'.repeat(600 * 1024))).toThrow(/large|big|limit/i);
  });
});

describe('signature refusals in the contract’s words', () => {
  it.each([
    ['foreign_key', 'not_member'],
    ['other_proposal', 'wrong_sign_doc'],
    ['other_chain', 'wrong_sign_doc'],
    ['other_account', 'wrong_sign_doc'],
    ['stale', 'stale_sequence'],
    ['bad_signature', 'bad_signature'],
    ['duplicate_signature', 'duplicate'],
    ['something_else', 'malformed'],
  ])('%s -> %s, naming the member', (problem, reason) => {
    const refused = refusalOf(
      new WalletError('unauthorized', 'why', { reason: problem, memberName: 'Ben' }),
      'xyz1ben',
    );
    expect(refused).toMatchObject({
      code: 'signature_refused',
      details: { member: 'xyz1ben', reason, memberName: 'Ben' },
    });
  });
});
