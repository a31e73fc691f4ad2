// The shared-account flow through the real `xyz-wallet` with files only, three wallets in three data folders:
// Ana creates a 2-of-3 card (her own account + two pasted keys), proposes a send; Ben and Cleo import the card and
// co-sign; Ana combines (signatures in any order; one alone is refused) and broadcasts; the chain includes it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secp256k1HdWallet } from '@cosmjs/amino';
import { toBase64 } from '@cosmjs/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import type { RunningDevnet } from '../../../devnet/index';
import { startTestDevnet } from '../support/devnet';
import { jsonOf, runCli, type CliRun } from './support/run-cli';

const BOB = DEVNET_KEYS.bob.address;
let devnet: RunningDevnet;
let root: string;
let pwFile: string;
const names = ['ana', 'ben', 'cleo'] as const;
const pubkeys: Record<string, string> = {};

const wallet = (who: string, ...args: string[]) =>
  runCli([
    '--data-dir',
    path.join(root, who),
    '--keystore',
    'file',
    '--rest-url',
    devnet.chainRestUrl,
    '--rpc-url',
    devnet.rpcUrl,
    '--backend-url',
    devnet.backendUrl,
    ...args,
  ]);
const ok = (run: CliRun) => {
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  return run;
};
const file = (name: string) => path.join(root, name);

beforeAll(async () => {
  devnet = await startTestDevnet();
  root = mkdtempSync(path.join(tmpdir(), 'xyz-cli-multisig-'));
  pwFile = file('password');
  writeFileSync(pwFile, 'cli multisig password\n');
  for (const who of names) {
    const member = await Secp256k1HdWallet.generate(12, { prefix: 'xyz' });
    pubkeys[who] = toBase64((await member.getAccounts())[0]!.pubkey);
    writeFileSync(file(`${who}.phrase`), `${member.mnemonic}\n`);
    ok(
      await wallet(
        who,
        'keys',
        'import-phrase',
        '--name',
        who,
        '--phrase-file',
        file(`${who}.phrase`),
        '--password-file',
        pwFile,
      ),
    );
  }
}, 240_000);
afterAll(() => devnet?.stop());

describe('xyz-wallet multisig', () => {
  it('create -> show -> propose -> sign x2 -> combine -> broadcast, passing only files', async () => {
    const created = jsonOf<{ card: { account: { address: string; threshold: number } } }>(
      ok(
        await wallet(
          'ana',
          'multisig',
          'create',
          '--threshold',
          '2',
          '--members',
          `Ana=ana,Ben=${pubkeys.ben},Cleo=${pubkeys.cleo}`,
          '--out',
          file('card.json'),
          '--json',
        ),
      ),
    );
    const address = created.card.account.address;
    // Ben imports the card and sees the same address.
    const shown = ok(await wallet('ben', 'multisig', 'show', file('card.json'), '--watch-as', 'Family'));
    expect(shown.stdout).toContain(`Shared account ${address}`);
    expect(shown.stdout).toContain('Threshold:  2 of 3');
    const listed = jsonOf<{ accounts: Array<{ name: string; address: string; kind: string }> }>(
      ok(await wallet('ben', 'keys', 'list', '--json')),
    );
    expect(listed.accounts).toContainEqual(
      expect.objectContaining({ name: 'Family', address, kind: 'multisig' }),
    );

    const faucet = await fetch(`${devnet.backendUrl}/devnet/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address, amount: '5000000' }),
    });
    expect(faucet.ok).toBe(true);
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${devnet.chainRestUrl}/ledger/auth/v1beta1/accounts/${address}`);
      if (res.ok) break;
      await new Promise((r) => setTimeout(r, 200));
    }

    ok(
      await wallet(
        'ana',
        'multisig',
        'propose',
        file('card.json'),
        'send',
        '--to',
        BOB,
        '--amount',
        '1.5',
        '--memo',
        'rent',
        '--out',
        file('proposal.json'),
      ),
    );
    // Signing against the wrong card (same members, threshold 1: another account) is refused.
    ok(
      await wallet(
        'ana',
        'multisig',
        'create',
        '--threshold',
        '1',
        '--members',
        `ana,${pubkeys.ben},${pubkeys.cleo}`,
        '--out',
        file('card1.json'),
      ),
    );
    const wrongCard = await wallet(
      'cleo',
      'multisig',
      'sign',
      file('proposal.json'),
      '--account',
      'cleo',
      '--card',
      file('card1.json'),
      '--out',
      file('x.json'),
      '--yes',
      '--password-file',
      pwFile,
    );
    expect(wrongCard.code).not.toBe(0);
    expect(wrongCard.stderr).toMatch(/not from the shared account of .*card1\.json.*Nothing was signed/);
    for (const who of ['ben', 'cleo']) {
      const signed = ok(
        await wallet(
          who,
          'multisig',
          'sign',
          file('proposal.json'),
          '--account',
          who,
          '--out',
          file(`${who}.sig.json`),
          '--card',
          file('card.json'),
          '--yes',
          '--password-file',
          pwFile,
        ),
      );
      expect(signed.stderr).toContain(`Shared:     ${address} (2 of 3)`);
      expect(signed.stderr).toContain('Needs:      2 of 3 signatures');
    }

    const alone = await wallet(
      'ana',
      'multisig',
      'combine',
      file('proposal.json'),
      file('ben.sig.json'),
      '--out',
      file('tx.b64'),
    );
    expect(alone.code).not.toBe(0);
    expect(alone.stderr).toMatch(/1 of the 2 signatures/);

    const status = jsonOf<{ status: { signed: number; members: Array<{ name: string; signed: boolean }> } }>(
      ok(await wallet('ana', 'multisig', 'show', file('proposal.json'), file('cleo.sig.json'), '--json')),
    );
    expect(status.status.signed).toBe(1);

    const combined = jsonOf<{ txHash: string }>(
      ok(
        await wallet(
          'ana',
          'multisig',
          'combine',
          file('proposal.json'),
          file('cleo.sig.json'),
          file('ben.sig.json'),
          '--out',
          file('tx.b64'),
          '--json',
        ),
      ),
    );
    expect(readFileSync(file('tx.b64'), 'utf8').trim().length).toBeGreaterThan(100);

    const sent = jsonOf<{ result: { txHash: string; status: string } }>(
      ok(
        await wallet(
          'ana',
          'multisig',
          'broadcast',
          file('proposal.json'),
          file('ben.sig.json'),
          file('cleo.sig.json'),
          '--yes',
          '--json',
        ),
      ),
    );
    expect(sent.result).toMatchObject({ txHash: combined.txHash, status: 'included' });

    // The same proposal again: its sequence is spent; the wallet explains instead of broadcasting.
    const again = await wallet(
      'ana',
      'multisig',
      'broadcast',
      file('proposal.json'),
      file('ben.sig.json'),
      file('cleo.sig.json'),
      '--yes',
    );
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/Another transaction from the shared account was sent first/);
  }, 400_000);

  it("a backup of Ben's wallet keeps the shared account he watches, and verify lists it as k of n", async () => {
    writeFileSync(file('backup-passphrase'), 'a long backup passphrase\n');
    const out = file('ben.xyzbackup');
    const passphrase = ['--passphrase-file', file('backup-passphrase')];
    ok(await wallet('ben', 'backup', 'export', '--out', out, ...passphrase, '--password-file', pwFile));
    const verified = jsonOf<{
      accounts: Array<{ name: string; kind: string; threshold?: number; members?: number }>;
    }>(ok(await wallet('ben', 'backup', 'verify', out, ...passphrase, '--json')));
    expect(verified.accounts).toContainEqual(
      expect.objectContaining({ name: 'Family', kind: 'multisig', threshold: 2, members: 3 }),
    );
    expect(ok(await wallet('ben', 'backup', 'verify', out, ...passphrase)).stdout).toMatch(
      /Family .* shared 2 of 3/,
    );
  }, 120_000);
});
