// Set-up shared by the command-line attack tests: a wallet folder where Alice's devnet key is imported (file
// keystore, password file) and 100 XYZ from the faucet have reached her account.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import type { RunningDevnet } from '../../../devnet/index';
import type { CliRun } from '../cli/support/run-cli';

export const ALICE = DEVNET_KEYS.alice.address;

/** A new temp folder for the test's wallet. */
export const walletRoot = (prefix: string): string => mkdtempSync(path.join(tmpdir(), prefix));

/**
 * Writes the password file in `root`, funds Alice and imports her phrase with `wallet` (the test's CLI runner on
 * `root`'s wallet); returns the password file.
 */
export async function fundAndImportAlice(input: {
  devnet: RunningDevnet;
  root: string;
  password: string;
  wallet: (...args: string[]) => Promise<CliRun>;
}): Promise<string> {
  const { root } = input;
  const pwFile = path.join(root, 'password');
  writeFileSync(pwFile, `${input.password}\n`);
  writeFileSync(path.join(root, 'alice.phrase'), `${DEVNET_KEYS.alice.mnemonic}\n`);
  const faucet = await fetch(`${input.devnet.backendUrl}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: ALICE, amount: '100000000' }),
  });
  expect(faucet.ok).toBe(true);
  for (let i = 0; i < 100 && input.devnet.chain.balance(ALICE, 'uxyz') < 100_000_000n; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const imported = await input.wallet(
    'keys',
    'import-phrase',
    '--name',
    'alice',
    '--phrase-file',
    path.join(root, 'alice.phrase'),
    '--password-file',
    pwFile,
  );
  expect(imported.code, imported.stderr).toBe(0);
  return pwFile;
}
