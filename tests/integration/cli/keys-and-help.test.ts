// xyz-wallet as a subprocess without a network: help and version, keys (addresses equal cosmjs's), secrets only
// from a terminal or a named file, the file keystore holds no secret in the clear, the OS keychain path, usage codes.
import { DirectSecp256k1HdWallet, DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import { fromHex } from '@cosmjs/encoding';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../../cli/commands';
import { createFileKeystore } from '../../../cli/io/file-keystore';
import { createWalletCore } from '../../../electron/core/wallet-core';
import { deriveKey, open, type Envelope, type KdfParams } from '../../../electron/core/keys/envelope';
import { RECORDS_COPY_KEY_ENTRY } from '../../../electron/core/recovery/records-copy';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import pkg from '../../../package.json' with { type: 'json' };
import { jsonOf, runCli } from './support/run-cli';

const PASSWORD = 'cli test password';

type KeytarApi = {
  findCredentials(service: string): Promise<Array<{ account: string }>>;
  deletePassword(service: string, account: string): Promise<boolean>;
};
const loadKeytar = async () => {
  const mod = (await import('keytar')) as unknown as { default?: KeytarApi } & KeytarApi;
  return mod.default ?? mod;
};
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const ZOO24 =
  'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo vote';
const PRIVATE_KEY = '0101010101010101010101010101010101010101010101010101010101010101';
/** Nothing listens here: every network call fails at once. */
const NO_NETWORK = [
  '--rest-url',
  'http://127.0.0.1:9',
  '--rpc-url',
  'http://127.0.0.1:9',
  '--backend-url',
  'http://127.0.0.1:9',
];

let root: string;
const file = (name: string, text: string) => {
  const p = path.join(root, name);
  writeFileSync(p, `${text}\n`);
  return p;
};
const wallet = (name: string) => ['--data-dir', path.join(root, name), '--keystore', 'file', ...NO_NETWORK];

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'xyz-cli-keys-'));
});

async function cosmjsAddress(mnemonic: string): Promise<string> {
  const hd = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'xyz' });
  return (await hd.getAccounts())[0]!.address;
}

describe('help and version', () => {
  it('--help lists every command and the exit codes', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    for (const command of COMMANDS) expect(run.stdout).toContain(command.path.join(' '));
    expect(run.stdout).toMatch(/0 ok, 1 failed, 2 usage, 3 refused.*4 network/);
  });

  it('every command answers --help with its usage, without opening a wallet', async () => {
    for (const words of [['send'], ['offline', 'sign'], ['keys', 'import-phrase'], ['backup', 'verify']]) {
      const run = await runCli([...words, '--help']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Usage: xyz-wallet ${words.join(' ')}`);
    }
  });

  it('--version prints the package version (as JSON with --json)', async () => {
    expect((await runCli(['--version'])).stdout.trim()).toBe(pkg.version);
    expect(jsonOf(await runCli(['--version', '--json']))).toEqual({ version: pkg.version });
  });

  it('usage mistakes exit 2 with one line on stderr (JSON with --json)', async () => {
    const unknown = await runCli(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim().split('\n')).toHaveLength(1);
    expect(unknown.stderr).toMatch(/Unknown command "frobnicate"/);
    const missing = await runCli(['send', '--to', '--json']);
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.stderr)).toEqual({ error: { code: 'usage', message: '--to needs a value.' } });
    expect((await runCli(['keys', 'rename', 'only-one'])).code).toBe(2);
  });
});

describe('keys', () => {
  it('import-phrase gives the addresses cosmjs derives for the standard test mnemonics', async () => {
    const pw = file('pw', PASSWORD);
    for (const [i, mnemonic] of [ABANDON, ZOO24, DEVNET_KEYS.alice.mnemonic].entries()) {
      const run = await runCli([
        ...wallet('phrases'),
        'keys',
        'import-phrase',
        '--name',
        `m${i}`,
        '--phrase-file',
        file(`phrase${i}`, mnemonic),
        '--password-file',
        pw,
        '--json',
      ]);
      expect(run.code, run.stderr).toBe(0);
      expect(jsonOf<{ account: { address: string } }>(run).account.address).toBe(
        await cosmjsAddress(mnemonic),
      );
    }
    expect(DEVNET_KEYS.alice.address).toBe(await cosmjsAddress(DEVNET_KEYS.alice.mnemonic));
    const list = jsonOf<{ accounts: Array<{ name: string }> }>(
      await runCli([...wallet('phrases'), 'keys', 'list', '--json']),
    );
    expect(list.accounts.map((a) => a.name)).toEqual(['m0', 'm1', 'm2']);
    const shown = await runCli([...wallet('phrases'), '--account', 'm2', 'keys', 'show', '--json']);
    expect(jsonOf<{ account: { address: string } }>(shown).account.address).toBe(DEVNET_KEYS.alice.address);
  });

  it('import-key gives the address cosmjs derives for the key', async () => {
    const run = await runCli([
      ...wallet('key'),
      'keys',
      'import-key',
      '--name',
      'raw',
      '--key-file',
      file('key.hex', PRIVATE_KEY),
      '--password-file',
      file('pw2', PASSWORD),
      '--json',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const [expected] = await (await DirectSecp256k1Wallet.fromKey(fromHex(PRIVATE_KEY), 'xyz')).getAccounts();
    expect(jsonOf<{ account: { address: string; kind: string } }>(run).account).toMatchObject({
      address: expected!.address,
      kind: 'private_key',
    });
  });

  it('watch, show, rename and remove a watch-only address; a bad address fails with exit 1', async () => {
    const w = wallet('watch');
    const added = await runCli([...w, 'keys', 'watch', DEVNET_KEYS.bob.address, '--name', 'bob', '--json']);
    expect(added.code, added.stderr).toBe(0);
    const shown = await runCli([...w, 'keys', 'show', 'bob', '--qr']);
    expect(shown.stdout).toContain(DEVNET_KEYS.bob.address);
    expect(shown.stdout).toMatch(/Kind: +watch_only/);
    expect(shown.stdout.split('\n').length).toBeGreaterThan(10); // the QR code
    expect((await runCli([...w, 'keys', 'rename', 'bob', 'Bob B'])).code).toBe(0);
    expect((await runCli([...w, 'keys', 'show', DEVNET_KEYS.bob.address])).stdout).toContain('Bob B');
    const bad = await runCli([...w, 'keys', 'watch', 'xyz1notanaddress']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/not valid/);
    expect((await runCli([...w, 'keys', 'remove', 'Bob B'], { stdin: 'no\n' })).code).toBe(3);
    expect((await runCli([...w, 'keys', 'remove', 'Bob B', '--yes'])).code).toBe(0);
    expect((await runCli([...w, 'keys', 'show', 'Bob B'])).code).toBe(1);
  });

  it('never reads a secret from a pipe or an argument: without a terminal it names the file option (exit 2)', async () => {
    const run = await runCli([...wallet('pipe'), 'keys', 'import-phrase', '--name', 'x'], {
      stdin: `${PASSWORD}\n${ABANDON}\n`,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /No terminal to read the password from: give it in a file with --password-file/,
    );
  });

  it('reads the phrase and password on a terminal without echoing them', async () => {
    const run = await runCli([...wallet('tty'), 'keys', 'import-phrase', '--name', 'typed'], {
      pty: [
        { when: /New wallet password/, type: `${PASSWORD}\r` },
        { when: /Repeat the password/, type: `${PASSWORD}\r` },
        { when: /Recovery phrase/, type: `${ABANDON}\r` },
      ],
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain(await cosmjsAddress(ABANDON));
    expect(run.stdout).not.toContain(PASSWORD);
    expect(run.stdout).not.toContain('abandon');
  });

  it('create shows 24 new words once and asks some of them back on a terminal', async () => {
    const typeBack = (printed: string) => {
      const words = new Map([...printed.matchAll(/^\s*(\d+)\. (\w+)/gm)].map((m) => [m[1]!, m[2]!]));
      const positions = [...(/Type words ([#\d, ]+)/.exec(printed)?.[1] ?? '').matchAll(/#(\d+)/g)];
      return `${positions.map((p) => words.get(p[1]!)).join(' ')}\r`;
    };
    const run = await runCli([...wallet('created'), 'keys', 'create', '--name', 'fresh', '--json'], {
      pty: [
        { when: /New wallet password/, type: `${PASSWORD}\r` },
        { when: /Repeat the password/, type: `${PASSWORD}\r` },
        { when: /Type words #/, type: typeBack },
      ],
    });
    expect(run.code, run.stdout).toBe(0);
    const words = [...run.stdout.matchAll(/^\s*\d+\. (\w+)/gm)].map((m) => m[1]!);
    expect(words).toHaveLength(24);
    expect(run.stdout).toContain(await cosmjsAddress(words.join(' ')));
    const wrong = await runCli(
      [...wallet('created'), 'keys', 'create', '--name', 'again', '--password-file', file('pw-c', PASSWORD)],
      {
        pty: [{ when: /Type words #/, type: 'wrong words entirely\r' }],
      },
    );
    expect(wrong.code).toBe(1);
    const piped = await runCli([
      ...wallet('created'),
      'keys',
      'create',
      '--password-file',
      file('pw-c2', PASSWORD),
    ]);
    expect(piped.code).toBe(2);
    expect(piped.stderr).toMatch(/needs a terminal.*import-phrase --phrase-file/);
  });

  it('contacts add, list and remove; --quiet prints nothing', async () => {
    const w = wallet('contacts');
    expect(
      (
        await runCli([
          ...w,
          'contacts',
          'add',
          'Shop',
          DEVNET_KEYS.bob.address,
          '--memo',
          'order 7',
          '--quiet',
        ])
      ).stdout,
    ).toBe('');
    const { contacts } = jsonOf<{ contacts: Array<{ name: string; memo: string }> }>(
      await runCli([...w, 'contacts', 'list', '--json']),
    );
    expect(contacts).toEqual([expect.objectContaining({ name: 'Shop', memo: 'order 7' })]);
    expect((await runCli([...w, 'contacts', 'remove', 'shop'])).code).toBe(0);
    expect((await runCli([...w, 'contacts', 'remove', 'shop'])).code).toBe(1);
  });

  it('--network picks a profile by name; an unknown one is a usage error', async () => {
    const w = ['--data-dir', path.join(root, 'contacts'), '--keystore', 'file'];
    expect((await runCli([...w, '--network', 'XYZ Devnet (local)', 'keys', 'list'])).code).toBe(0);
    const unknown = await runCli([...w, '--network', 'mainnet-nope', 'keys', 'list']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/No network profile named "mainnet-nope"/);
  });

  it('keeps only encrypted envelopes in keystore.json (mode 0600), never the phrase, key or records-copy key', async () => {
    const text = readFileSync(path.join(root, 'phrases', 'keystore.json'), 'utf8');
    expect(statSync(path.join(root, 'phrases', 'keystore.json')).mode & 0o777).toBe(0o600);
    for (const word of ['abandon', 'zoo', 'pioneer', PASSWORD]) expect(text).not.toContain(word);
    const entries = JSON.parse(text).entries as Record<string, string>;
    const secrets = Object.entries(entries).filter(([name]) => name.startsWith('secret:'));
    expect(secrets.length).toBeGreaterThan(0);
    for (const [, value] of secrets) expect(JSON.parse(value)).toMatchObject({ alg: 'aes-256-gcm' });
    // The records-copy key is sealed with the wallet password too: it opens with the password, and its clear
    // value appears nowhere in the file.
    const sealedCopyKey = JSON.parse(entries[RECORDS_COPY_KEY_ENTRY]!) as {
      sealed: string;
      kdf: KdfParams;
      envelope: Envelope;
    };
    expect(sealedCopyKey.sealed).toBe('password');
    const copyKey = open(
      await deriveKey(PASSWORD, sealedCopyKey.kdf),
      sealedCopyKey.envelope,
      `xyz-wallet-keystore-file-v1:${RECORDS_COPY_KEY_ENTRY}`,
    );
    expect(Buffer.from(copyKey!, 'base64')).toHaveLength(32);
    expect(text).not.toContain(copyKey!);
  });

  it('Ctrl-C at a prompt aborts with exit 3 and changes nothing', async () => {
    const run = await runCli([...wallet('phrases'), 'keys', 'remove', 'm1'], {
      pty: [{ when: /Type "yes" to confirm/, type: '\u0003' }],
    });
    expect(run.code).toBe(3);
    expect(run.stdout).toMatch(/Aborted/);
    expect((await runCli([...wallet('phrases'), 'keys', 'show', 'm1'])).code).toBe(0);
  });

  it("a wrong password fails with exit 1 and the CLI's sentence", async () => {
    const run = await runCli([
      ...wallet('phrases'),
      'keys',
      'remove',
      'm0',
      '--yes',
      '--password-file',
      file('wrong', 'not the password'),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('xyz-wallet: That password is not correct.');
  });
});

describe('sharing a data directory with the app', () => {
  it('the CLI writes while an app core has the same directory open, and each sees the other', async () => {
    const dataDir = path.join(root, 'shared');
    const app = await createWalletCore({
      dataDir,
      keychain: createFileKeystore(dataDir),
      idleCheckMs: 0,
      network: {
        restUrl: 'http://127.0.0.1:9',
        rpcUrl: 'http://127.0.0.1:9',
        backendUrl: 'http://127.0.0.1:9',
      },
    });
    try {
      expect(
        (await app.invoke('keys/add-watch-only', { address: DEVNET_KEYS.bob.address, name: 'from app' })).ok,
      ).toBe(true);
      const w = ['--data-dir', dataDir, '--keystore', 'file', ...NO_NETWORK];
      expect(
        (await runCli([...w, 'keys', 'watch', DEVNET_KEYS.carol.address, '--name', 'from cli'])).code,
      ).toBe(0);
      const listed = jsonOf<{ accounts: Array<{ name: string }> }>(
        await runCli([...w, 'keys', 'list', '--json']),
      );
      expect(listed.accounts.map((a) => a.name)).toEqual(['from app', 'from cli']);
      const seen = await app.invoke('keys/list', {});
      expect(
        seen.ok && (seen.value as { accounts: Array<{ name: string }> }).accounts.map((a) => a.name),
      ).toEqual(['from app', 'from cli']);
    } finally {
      await app.close();
    }
  });
});

describe('the OS keychain', () => {
  it('without a Secret Service says so and points at --keystore file (exit 1)', async () => {
    const run = await runCli(['--data-dir', path.join(root, 'nokeychain'), 'keys', 'list'], {
      env: { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent' },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/No OS keychain is available.*--keystore file/);
  });

  // A service name of its own per run, emptied afterwards: the keychain outlives the data directory.
  const service = `${process.env.XYZ_KEYCHAIN_SERVICE ?? 'xyz-wallet-test'}-cli-${process.pid}`;
  afterAll(async () => {
    if (!process.env.XYZ_TEST_RUN) return;
    const keytar = await loadKeytar();
    for (const { account } of await keytar.findCredentials(service))
      await keytar.deletePassword(service, account);
  });

  it.runIf(process.env.XYZ_TEST_RUN)('stores the vault entries in the OS keychain by default', async () => {
    const run = await runCli(
      [
        '--data-dir',
        path.join(root, 'oskeychain'),
        ...NO_NETWORK,
        'keys',
        'import-phrase',
        '--name',
        'k',
        '--phrase-file',
        file('p-os', ABANDON),
        '--password-file',
        file('pw-os', PASSWORD),
        '--json',
      ],
      { env: { XYZ_KEYCHAIN_SERVICE: service } },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(statSync(path.join(root, 'oskeychain')).isDirectory()).toBe(true);
    expect(() => statSync(path.join(root, 'oskeychain', 'keystore.json'))).toThrow();
    const keytar = await loadKeytar();
    const names = (await keytar.findCredentials(service)).map((c) => c.account);
    expect(names).toContain('vault');
    expect(names.some((n) => n.startsWith('secret:'))).toBe(true);
  });
});
