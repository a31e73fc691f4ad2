// xyz-wallet as a subprocess against a real devnet: balances and reads, send and delegate with the review and a
// confirmation typed on a pseudo-terminal, --json parsed, every exit code, the air-gapped round trip between two data
// directories (the signer's network unreachable), files mixed with the app's core, and backups.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toBech32 } from '@cosmjs/encoding';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import type { RunningDevnet } from '../../../devnet/index';
import { startTestDevnet } from '../support/devnet';
import { createWalletCore } from '../../../electron/core/wallet-core';
import { createFileKeystore } from '../../../cli/io/file-keystore';
import { jsonOf, runCli, type CliRun } from './support/run-cli';

const PASSWORD = 'cli devnet password';
const NO_NETWORK = [
  '--rest-url',
  'http://127.0.0.1:9',
  '--rpc-url',
  'http://127.0.0.1:9',
  '--backend-url',
  'http://127.0.0.1:9',
];

let devnet: RunningDevnet;
let root: string;
let pwFile: string;
const urls = () => [
  '--rest-url',
  devnet.chainRestUrl,
  '--rpc-url',
  devnet.rpcUrl,
  '--backend-url',
  devnet.backendUrl,
];
const dir = (name: string) => ['--data-dir', path.join(root, name), '--keystore', 'file'];
/** The hot wallet: alice's phrase, online. */
const hot = (...args: string[]) => runCli([...dir('hot'), ...urls(), ...args]);
const randomAddress = () => toBech32('xyz', randomBytes(20));
const ok = (run: CliRun) => {
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  return run;
};

async function bankBalance(address: string): Promise<bigint> {
  const response = await fetch(`${devnet.chainRestUrl}/ledger/bank/v1beta1/balances/${address}`);
  const json = (await response.json()) as { balances: Array<{ denom: string; amount: string }> };
  return BigInt(json.balances.find((b) => b.denom === 'uxyz')?.amount ?? '0');
}

beforeAll(async () => {
  devnet = await startTestDevnet();
  root = mkdtempSync(path.join(tmpdir(), 'xyz-cli-devnet-'));
  pwFile = path.join(root, 'password');
  writeFileSync(pwFile, `${PASSWORD}\n`);
  writeFileSync(path.join(root, 'alice.phrase'), `${DEVNET_KEYS.alice.mnemonic}\n`);
  if ((await bankBalance(DEVNET_KEYS.alice.address)) < 100_000_000n) {
    const response = await fetch(`${devnet.backendUrl}/devnet/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: DEVNET_KEYS.alice.address, amount: '500000000' }),
    });
    expect(response.ok).toBe(true);
    for (let i = 0; i < 100 && (await bankBalance(DEVNET_KEYS.alice.address)) < 100_000_000n; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  ok(
    await hot(
      'keys',
      'import-phrase',
      '--name',
      'alice',
      '--phrase-file',
      path.join(root, 'alice.phrase'),
      '--password-file',
      pwFile,
    ),
  );
});

afterAll(async () => {
  await devnet?.stop();
});

describe('reads', () => {
  it('balance --json gives the spendable XYZ the chain reports', async () => {
    const run = ok(await hot('balance', '--json'));
    const data = jsonOf<{ address: string; balances: { spendable: string; total: string } }>(run);
    expect(data.address).toBe(DEVNET_KEYS.alice.address);
    expect(BigInt(data.balances.spendable)).toBe(await bankBalance(DEVNET_KEYS.alice.address));
    expect(ok(await hot('balance')).stdout).toMatch(/Spendable: [\d,.]+ XYZ/);
  });

  it('validators, tokens and delegations answer with --json', async () => {
    const { validators } = jsonOf<{ validators: Array<{ operatorAddress: string }> }>(
      ok(await hot('validators', '--json')),
    );
    expect(validators.length).toBeGreaterThan(0);
    expect(validators[0]!.operatorAddress).toMatch(/^xyzvaloper1/);
    expect(jsonOf<{ tokens: unknown[] }>(ok(await hot('tokens', '--json'))).tokens).toBeInstanceOf(Array);
    expect(jsonOf<{ total: string }>(ok(await hot('delegations', '--json'))).total).toMatch(/^\d+$/);
  });

  it('an unreachable node exits 4 with the network sentence', async () => {
    const run = await runCli([...dir('hot'), ...NO_NETWORK, 'balance']);
    expect(run.code).toBe(4);
    expect(run.stderr).toMatch(/^xyz-wallet: The node or backend could not be reached/);
    const send = await runCli([
      ...dir('hot'),
      ...NO_NETWORK,
      'send',
      '--to',
      randomAddress(),
      '--amount',
      '1',
      '--yes',
      '--json',
    ]);
    expect(send.code).toBe(4);
    expect(JSON.parse(send.stderr).error.code).toMatch(/network|timeout/);
  });
});

describe('send', () => {
  it('shows the review, takes "yes" and the password on a terminal, and the XYZ arrive', async () => {
    const to = randomAddress();
    const run = await runCli(
      [...dir('hot'), ...urls(), 'send', '--to', to, '--amount', '1.5', '--memo', 'pty test'],
      {
        pty: [
          { when: /Type "yes" to confirm/, type: 'yes\r' },
          { when: /Wallet password/, type: `${PASSWORD}\r` },
        ],
      },
    );
    expect(run.code, run.stdout).toBe(0);
    for (const field of [
      /Amount: +1\.5 XYZ/,
      /Fee: +[\d.]+ XYZ \(average\)/,
      /Total: +1\.5\d* XYZ/,
      /Gas: +[\d,]+ limit/,
      /Memo: +pty test/,
    ]) {
      expect(run.stdout).toMatch(field);
    }
    expect(run.stdout).toMatch(/Included: [0-9A-F]{64}/);
    expect(run.stdout).not.toContain(PASSWORD);
    expect(await bankBalance(to)).toBe(1_500_000n);
  });

  it('anything but "yes" refuses with exit 3 and sends nothing', async () => {
    const to = randomAddress();
    const run = await runCli([...dir('hot'), ...urls(), 'send', '--to', to, '--amount', '1'], {
      pty: [{ when: /Type "yes" to confirm/, type: 'no\r' }],
    });
    expect(run.code).toBe(3);
    expect(run.stdout).toMatch(/Not confirmed: nothing was done/);
    const piped = await hot('send', '--to', to, '--amount', '1');
    expect(piped.code).toBe(3);
    expect(await bankBalance(to)).toBe(0n);
  });

  it('--yes --json prints the review and the final result as one document', async () => {
    const to = randomAddress();
    const run = ok(
      await hot(
        'send',
        '--to',
        to,
        '--amount',
        '0.25',
        '--fee',
        'high',
        '--yes',
        '--json',
        '--password-file',
        pwFile,
      ),
    );
    const data = jsonOf<{
      review: {
        amount: string;
        fee: { amount: string };
        feeTier: string;
        total: string;
        to: string;
        warnings: string[];
      };
      result: { status: string; txHash: string };
    }>(run);
    expect(data.review).toMatchObject({ amount: '250000', feeTier: 'high', to, warnings: [] });
    expect(BigInt(data.review.total)).toBe(250_000n + BigInt(data.review.fee.amount));
    expect(data.result.status).toBe('included');
    expect(run.stderr).toBe('');
  });

  it('sends to an address-book name with its saved memo', async () => {
    const to = randomAddress();
    ok(await hot('contacts', 'add', 'Exchange', to, '--memo', 'deposit 42'));
    const run = ok(
      await hot('send', '--to', 'exchange', '--amount', '0.5', '--yes', '--json', '--password-file', pwFile),
    );
    expect(jsonOf<{ review: object }>(run).review).toMatchObject({
      to,
      contact: 'Exchange',
      memo: 'deposit 42',
    });
    expect(await bankBalance(to)).toBe(500_000n);
  });

  it('warns about a send to one of your own accounts; too much fails with exit 1', async () => {
    const self = ok(
      await hot(
        'send',
        '--to',
        DEVNET_KEYS.alice.address,
        '--amount',
        '0.1',
        '--yes',
        '--password-file',
        pwFile,
      ),
    );
    expect(self.stderr).toMatch(/Warning: +This is one of your own accounts/);
    const tooMuch = await hot(
      'send',
      '--to',
      randomAddress(),
      '--amount',
      '999999999',
      '--yes',
      '--password-file',
      pwFile,
    );
    expect(tooMuch.code).toBe(1);
    expect(tooMuch.stderr).toMatch(/Not enough funds/);
  });

  it('delegate shows the review and the delegation appears', async () => {
    const { validators } = jsonOf<{ validators: Array<{ operatorAddress: string }> }>(
      ok(await hot('validators', '--json')),
    );
    const validator = validators[0]!.operatorAddress;
    ok(await hot('delegate', '--validator', validator, '--amount', '2', '--yes', '--password-file', pwFile));
    const { delegations } = jsonOf<{ delegations: Array<{ validatorAddress: string; amount: string }> }>(
      ok(await hot('delegations', '--json')),
    );
    expect(delegations.find((d) => d.validatorAddress === validator)?.amount).toBe('2000000');
  });

  it('history lists the sends (and --csv exports them)', async () => {
    const { rows } = jsonOf<{ rows: Array<{ direction: string }> }>(
      ok(await hot('history', '--limit', '3', '--json')),
    );
    expect(rows).toHaveLength(3);
    expect(ok(await hot('history', '--csv')).stdout.split('\n')[0]).toMatch(/hash/i);
    expect((await hot('history', '--limit', '0')).code).toBe(2);
  });
});

describe('air-gapped round trip between two data directories', () => {
  const online = (...args: string[]) => runCli([...dir('watch'), ...urls(), ...args]);
  const offline = (...args: string[]) => runCli([...dir('cold'), ...NO_NETWORK, ...args]);

  beforeAll(async () => {
    ok(await online('keys', 'watch', DEVNET_KEYS.alice.address, '--name', 'alice (watch)'));
    ok(
      await offline(
        'keys',
        'import-phrase',
        '--name',
        'alice',
        '--phrase-file',
        path.join(root, 'alice.phrase'),
        '--password-file',
        pwFile,
      ),
    );
  });

  it('prepare (watch-only, online) -> sign (offline) -> broadcast (online) -> included', async () => {
    const to = randomAddress();
    const unsigned = path.join(root, 'unsigned.json');
    const signed = path.join(root, 'signed.json');
    ok(
      await online(
        'offline',
        'prepare',
        'send',
        '--to',
        to,
        '--amount',
        '3',
        '--memo',
        'cold',
        '--out',
        unsigned,
      ),
    );
    expect(JSON.parse(readFileSync(unsigned, 'utf8')).format).toBe('xyz-wallet/unsigned-tx');
    const inspected = jsonOf<{ kind: string; envelope: { signer: string } }>(
      ok(await offline('offline', 'inspect', unsigned, '--json')),
    );
    expect(inspected).toMatchObject({ kind: 'unsigned', envelope: { signer: DEVNET_KEYS.alice.address } });
    const refused = await offline('offline', 'sign', unsigned, '--out', signed);
    expect(refused.code).toBe(3);
    ok(await offline('offline', 'sign', unsigned, '--out', signed, '--yes', '--password-file', pwFile));
    expect(JSON.parse(readFileSync(signed, 'utf8')).format).toBe('xyz-wallet/signed-tx');
    const sent = jsonOf<{ result: { status: string } }>(
      ok(await online('offline', 'broadcast', signed, '--yes', '--json')),
    );
    expect(sent.result.status).toBe('included');
    expect(await bankBalance(to)).toBe(3_000_000n);
    // Broadcasting the same file again sends nothing twice.
    expect((await online('offline', 'broadcast', signed, '--yes')).code).not.toBe(4);
    expect(await bankBalance(to)).toBe(3_000_000n);
  });

  it('prepare revoke (watch-only) -> sign offline -> broadcast: the genesis grant to bob is gone', async () => {
    const unsigned = path.join(root, 'revoke-unsigned.json');
    const signed = path.join(root, 'revoke-signed.json');
    const bob = DEVNET_KEYS.bob.address;
    const revoke = [
      'offline',
      'prepare',
      'revoke',
      '--grantee',
      bob,
      '--msg',
      '/cosmos.bank.v1beta1.MsgSend',
    ];
    expect((await online(...revoke)).code).toBe(2); // no --out
    ok(await online(...revoke, '--out', unsigned));
    const inspected = jsonOf<{ envelope: { summary: { messages: string[] } } }>(
      ok(await offline('offline', 'inspect', unsigned, '--json')),
    );
    expect(inspected.envelope.summary.messages).toEqual([
      `Revoke the permission of ${bob} to sign /ledger.bank.v1beta1.MsgSend messages on behalf of ${DEVNET_KEYS.alice.address}`,
    ]);
    ok(await offline('offline', 'sign', unsigned, '--out', signed, '--yes', '--password-file', pwFile));
    const sent = jsonOf<{ result: { status: string } }>(
      ok(await online('offline', 'broadcast', signed, '--yes', '--json')),
    );
    expect(sent.result.status).toBe('included');
    const again = await online(...revoke, '--out', path.join(root, 'revoke-again.json'));
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('This account gave no such grant.');
  });

  it("an unsigned file made by the app's core is signed by the CLI, and the CLI's signed file broadcast by the core", async () => {
    const appDir = path.join(root, 'app');
    const app = await createWalletCore({
      dataDir: appDir,
      keychain: createFileKeystore(appDir),
      network: { restUrl: devnet.chainRestUrl, rpcUrl: devnet.rpcUrl, backendUrl: devnet.backendUrl },
      idleCheckMs: 0,
    });
    try {
      const call = async <T>(channel: string, payload: unknown) => {
        const r = await app.invoke(channel, payload);
        if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
        return r.value as T;
      };
      const watch = await call<{ id: string }>('keys/add-watch-only', {
        address: DEVNET_KEYS.alice.address,
        name: 'a',
      });
      const to = randomAddress();
      const made = await call<{ fileText: string }>('offline/export-unsigned', {
        accountId: watch.id,
        draft: { kind: 'send', to, amount: '0.75' },
      });
      const unsigned = path.join(root, 'app-unsigned.json');
      const signed = path.join(root, 'cli-signed.json');
      writeFileSync(unsigned, made.fileText);
      ok(await offline('offline', 'sign', unsigned, '--out', signed, '--yes', '--password-file', pwFile));
      const text = readFileSync(signed, 'utf8');
      const review = await call<{ txHash: string }>('offline/review-broadcast', { text });
      await call('offline/broadcast', { text, reviewedTxHash: review.txHash });
      for (let i = 0; i < 100 && (await bankBalance(to)) === 0n; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await bankBalance(to)).toBe(750_000n);
    } finally {
      await app.close();
    }
  });

  it('offline signer mode: a send typed with its sign-doc fields is signed without any file or network', async () => {
    const response = await fetch(
      `${devnet.chainRestUrl}/ledger/auth/v1beta1/accounts/${DEVNET_KEYS.alice.address}`,
    );
    const { account } = (await response.json()) as { account: { account_number: string; sequence: string } };
    const to = randomAddress();
    const signed = path.join(root, 'typed-signed.json');
    const fields = ['--account-number', account.account_number, '--sequence', account.sequence];
    const typed = [...fields, '--fee-amount', '5000', '--gas-limit', '200000', '--out', signed];
    expect((await offline('offline', 'sign', '--draft', 'send', '--to', to, ...typed)).code).toBe(2); // no --amount
    ok(
      await offline(
        'offline',
        'sign',
        '--draft',
        'send',
        '--to',
        to,
        '--amount',
        '0.4',
        ...typed,
        '--yes',
        '--password-file',
        pwFile,
      ),
    );
    ok(await online('offline', 'broadcast', signed, '--yes'));
    expect(await bankBalance(to)).toBe(400_000n);
  });

  it('a file that is not a transaction file is refused with exit 1', async () => {
    const junk = path.join(root, 'junk.json');
    writeFileSync(junk, '{"format":"something else"}');
    const run = await offline('offline', 'inspect', junk);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/not an XYZ Wallet transaction file/);
  });
});

describe('backup', () => {
  it('export -> verify -> import into another data directory', async () => {
    const passphrase = path.join(root, 'passphrase');
    writeFileSync(passphrase, 'a long backup passphrase\n');
    const file = path.join(root, 'wallet.xyzbackup');
    const exported = jsonOf<{ accounts: number }>(
      ok(
        await hot(
          'backup',
          'export',
          '--out',
          file,
          '--passphrase-file',
          passphrase,
          '--password-file',
          pwFile,
          '--json',
        ),
      ),
    );
    expect(exported.accounts).toBe(1);
    const verified = jsonOf<{ ok: boolean; accounts: Array<{ address: string }> }>(
      ok(await runCli(['backup', 'verify', file, '--passphrase-file', passphrase, '--json', ...dir('none')])),
    );
    expect(verified.accounts.map((a) => a.address)).toEqual([DEVNET_KEYS.alice.address]);
    writeFileSync(path.join(root, 'wrong-passphrase'), 'not the passphrase at all\n');
    expect(
      (
        await runCli([
          'backup',
          'verify',
          file,
          '--passphrase-file',
          path.join(root, 'wrong-passphrase'),
          ...dir('none'),
        ])
      ).code,
    ).toBe(1);
    const restored = (...args: string[]) => runCli([...dir('restored'), ...NO_NETWORK, ...args]);
    ok(await restored('backup', 'import', file, '--passphrase-file', passphrase, '--password-file', pwFile));
    const { accounts } = jsonOf<{ accounts: Array<{ address: string; kind: string }> }>(
      ok(await restored('keys', 'list', '--json')),
    );
    expect(accounts).toEqual([
      expect.objectContaining({ address: DEVNET_KEYS.alice.address, kind: 'mnemonic' }),
    ]);
  });
});
