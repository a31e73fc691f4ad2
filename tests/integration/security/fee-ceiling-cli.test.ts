// Fees have a ceiling on the command line too (issue #27, 3): `send --yes` refuses a fee the review flags unless
// --max-fee allows it, refuses any fee above --max-fee, and a node's absurd gas gets no review at all.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import type { RunningDevnet } from '../../../devnet/index';
import { startTestDevnet } from '../support/devnet';
import { jsonOf, runCli } from '../cli/support/run-cli';
import { ALICE, fundAndImportAlice, walletRoot } from './cli-alice';
import { startInflatingNode, type InflatingNode } from './inflating-node';

const PASSWORD = 'cli fee ceiling password';
const BOB = DEVNET_KEYS.bob.address;

let devnet: RunningDevnet;
let node: InflatingNode;
let root: string;
let pwFile: string;

const wallet = (...args: string[]) =>
  runCli(
    [
      '--data-dir',
      path.join(root, 'wallet'),
      '--keystore',
      'file',
      '--rest-url',
      node.restUrl,
      '--rpc-url',
      devnet.rpcUrl,
      '--backend-url',
      devnet.backendUrl,
      ...args,
    ],
    { timeoutMs: 90_000 },
  );
const send = (amount: string, ...extra: string[]) =>
  wallet('send', '--to', BOB, '--amount', amount, '--yes', '--json', '--password-file', pwFile, ...extra);

beforeAll(async () => {
  devnet = await startTestDevnet();
  node = await startInflatingNode(devnet.chainRestUrl);
  root = walletRoot('xyz-cli-fee-');
  pwFile = await fundAndImportAlice({ devnet, root, password: PASSWORD, wallet });
}, 90_000);

afterAll(async () => {
  await node?.close();
  await devnet?.stop();
});

describe('send --yes and the fee', () => {
  it('gets no review when the node answers absurd gas (714,285,714,285), and nothing moves', async () => {
    node.gasUsed = '714285714285';
    const before = devnet.chain.balance(ALICE, 'uxyz');
    const run = await send('1');
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/"code":"bad_response"/);
    expect(devnet.chain.balance(ALICE, 'uxyz')).toBe(before);
  }, 120_000);

  it('refuses a flagged fee under --yes without --max-fee, and a fee above --max-fee; sends once allowed', async () => {
    node.gasUsed = '350000'; // 14,700 uxyz on a 0.1 XYZ send: flagged (over a tenth of it, over two typical fees)
    const before = devnet.chain.balance(ALICE, 'uxyz');
    const flagged = await send('0.1');
    expect(flagged.code).not.toBe(0);
    expect(flagged.stderr).toMatch(/--max-fee/);
    const above = await send('0.1', '--max-fee', '0.01');
    expect(above.code).not.toBe(0);
    expect(above.stderr).toMatch(/above --max-fee/);
    expect(devnet.chain.balance(ALICE, 'uxyz')).toBe(before);
    const allowed = await send('0.1', '--max-fee', '0.02');
    expect(allowed.code, `${allowed.stdout}\n${allowed.stderr}`).toBe(0);
    const out = jsonOf<{ review: { fee: { amount: string } }; result: { status: string } }>(allowed);
    expect(out.result.status).toBe('included');
    expect(before - devnet.chain.balance(ALICE, 'uxyz')).toBe(100_000n + BigInt(out.review.fee.amount));
  }, 180_000);
});
