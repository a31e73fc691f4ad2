// One review, at most one payment (issue #27) through the command line: `xyz-wallet send --yes` against a hostile
// node that keeps the broadcast tx, answers code 32 and reports the next sequence pays the reviewed amount once.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import type { RunningDevnet } from '../../../devnet/index';
import { startTestDevnet } from '../support/devnet';
import { jsonOf, runCli } from '../cli/support/run-cli';
import { ALICE, fundAndImportAlice, walletRoot } from './cli-alice';
import { startHostileNode, type HostileNode } from './hostile-node';

const PASSWORD = 'cli hostile node password';
const BOB = DEVNET_KEYS.bob.address;

let devnet: RunningDevnet;
let hostile: HostileNode;
let root: string;
let pwFile: string;

const hostileUrls = () => [
  '--rest-url',
  hostile.restUrl,
  '--rpc-url',
  devnet.rpcUrl,
  '--backend-url',
  hostile.backendUrl,
];
const wallet = (...args: string[]) =>
  runCli(['--data-dir', path.join(root, 'wallet'), '--keystore', 'file', ...hostileUrls(), ...args], {
    timeoutMs: 90_000,
  });

async function txsFrom(address: string, height: number): Promise<string[]> {
  const query = new URLSearchParams([
    ['events', `message.sender='${address}'`],
    ['events', `tx.height>${height}`],
  ]);
  const reply = await fetch(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs?${query}`);
  const body = (await reply.json()) as { tx_responses: Array<{ txhash: string }> | null };
  return (body.tx_responses ?? []).map((r) => r.txhash.toUpperCase());
}

beforeAll(async () => {
  devnet = await startTestDevnet();
  hostile = await startHostileNode({
    restUrl: devnet.chainRestUrl,
    backendUrl: devnet.backendUrl,
    victim: ALICE,
  });
  root = walletRoot('xyz-cli-hostile-');
  pwFile = await fundAndImportAlice({ devnet, root, password: PASSWORD, wallet });
}, 90_000);

afterAll(async () => {
  await hostile?.close();
  await devnet?.stop();
});

describe('send --yes against a node that keeps the tx and answers code 32', () => {
  it('moves exactly the reviewed 3 XYZ and one fee, in one tx, reported as included', async () => {
    const start = devnet.chain.blocks.latestHeight();
    const aliceBefore = devnet.chain.balance(ALICE, 'uxyz');
    const bobBefore = devnet.chain.balance(BOB, 'uxyz');
    const run = await wallet(
      'send',
      '--to',
      BOB,
      '--amount',
      '3',
      '--yes',
      '--json',
      '--password-file',
      pwFile,
    );
    // Let anything the node kept reach a block, and a second payment time to land.
    const target = devnet.chain.blocks.latestHeight() + 5;
    while (devnet.chain.blocks.latestHeight() < target) await new Promise((r) => setTimeout(r, 100));

    expect(devnet.chain.balance(BOB, 'uxyz') - bobBefore).toBe(3_000_000n);
    expect(await txsFrom(ALICE, start)).toEqual([hostile.kept[0]]);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    const out = jsonOf<{
      review: { fee: { amount: string } };
      result: { txHash: string; status: string };
    }>(run);
    expect(out.result).toMatchObject({ txHash: hostile.kept[0], status: 'included' });
    expect(aliceBefore - devnet.chain.balance(ALICE, 'uxyz')).toBe(
      3_000_000n + BigInt(out.review.fee.amount),
    );
  }, 120_000);
});
