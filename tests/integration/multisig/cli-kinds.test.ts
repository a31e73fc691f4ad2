// The CLI proposes any kind of transaction from a shared account, not only sends: a member card added with
// `multisig show --watch-as` is an account of the CLI's wallet, and any signing command run --from it (here
// `delegate`) writes the same proposal file `multisig sign | broadcast` read; two members co-sign; it is included.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secp256k1HdWallet } from '@cosmjs/amino';
import { toBase64 } from '@cosmjs/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import type { RunningDevnet } from '../../../devnet/index';
import { startTestDevnet } from '../support/devnet';
import { TEST_DIALECT, restUrl } from '../support/dialect';
import { convertAddressPrefix } from '../../../shared/address';
import { jsonOf, runCli, type CliRun } from '../cli/support/run-cli';

const VALIDATOR = convertAddressPrefix(DEVNET_KEYS['validator-1'].address, 'xyzvaloper');
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
    '--dialect',
    TEST_DIALECT,
    ...args,
  ]);
const ok = (run: CliRun) => {
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  return run;
};
const file = (name: string) => path.join(root, name);

beforeAll(async () => {
  devnet = await startTestDevnet();
  root = mkdtempSync(path.join(tmpdir(), 'xyz-cli-multisig-kinds-'));
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

describe('xyz-wallet: proposals of any kind from a shared account', () => {
  it('delegate --from <shared account> --out writes a proposal the members sign and the wallet broadcasts', async () => {
    const members = `ana,ben=${pubkeys.ben},cleo=${pubkeys.cleo}`;
    const created = jsonOf<{ card: { account: { address: string } } }>(
      ok(
        await wallet(
          'ana',
          'multisig',
          'create',
          '--threshold',
          '2',
          '--members',
          members,
          '--out',
          file('card.json'),
          '--json',
        ),
      ),
    );
    const address = created.card.account.address;
    ok(await wallet('ana', 'multisig', 'show', file('card.json'), '--watch-as', 'Family'));
    const faucet = await fetch(`${devnet.backendUrl}/devnet/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address, amount: '5000000' }),
    });
    expect(faucet.ok).toBe(true);
    const { tx_hash } = (await faucet.json()) as { tx_hash: string };
    for (let i = 0; i < 100; i++) {
      if ((await fetch(restUrl(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs/${tx_hash}`))).ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const noOut = await wallet(
      'ana',
      'delegate',
      '--from',
      'Family',
      '--validator',
      VALIDATOR,
      '--amount',
      '1',
      '--yes',
    );
    expect(noOut.code).not.toBe(0);
    expect(noOut.stderr).toMatch(/shared account: add --out/);

    const proposed = jsonOf<{ proposal: { summary: { messages: string[] }; threshold: number } }>(
      ok(
        await wallet(
          'ana',
          'delegate',
          '--from',
          'Family',
          '--validator',
          VALIDATOR,
          '--amount',
          '1',
          '--out',
          file('delegate.json'),
          '--yes',
          '--json',
        ),
      ),
    );
    expect(proposed.proposal.threshold).toBe(2);
    expect(proposed.proposal.summary.messages.join('\n')).toContain(VALIDATOR);
    expect(JSON.parse(readFileSync(file('delegate.json'), 'utf8')).format).toBe(
      'xyz-wallet/multisig-proposal',
    );

    for (const who of ['ben', 'cleo']) {
      ok(
        await wallet(
          who,
          'multisig',
          'sign',
          file('delegate.json'),
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
    }
    const sent = jsonOf<{ result: { status: string } }>(
      ok(
        await wallet(
          'ana',
          'multisig',
          'broadcast',
          file('delegate.json'),
          file('cleo.sig.json'),
          file('ben.sig.json'),
          '--yes',
          '--json',
        ),
      ),
    );
    expect(sent.result.status).toBe('included');
    const delegations = await fetch(
      restUrl(`${devnet.chainRestUrl}/ledger/staking/v1beta1/delegations/${address}`),
    ).then((r) => r.json() as Promise<{ delegation_responses: Array<{ balance: { amount: string } }> }>);
    expect(delegations.delegation_responses[0]?.balance.amount).toBe('1000000');
  }, 400_000);
});
