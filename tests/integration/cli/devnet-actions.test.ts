// xyz-wallet's governance, launchpad, CW20 and AMM commands as a subprocess against a real devnet: each prints the
// app's review with the simulated balance changes, asks (typed "yes" or --yes), and the chain shows the effect.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import type { RunningDevnet } from '../../../devnet/index';
import { startTestDevnet } from '../support/devnet';
import { jsonOf, runCli, type CliRun } from './support/run-cli';

const PASSWORD = 'cli actions password';
const BOB = DEVNET_KEYS.bob.address;

let devnet: RunningDevnet;
let root: string;
let pwFile: string;
const walletArgs = () => [
  '--data-dir',
  path.join(root, 'wallet'),
  '--keystore',
  'file',
  '--rest-url',
  devnet.chainRestUrl,
  '--rpc-url',
  devnet.rpcUrl,
  '--backend-url',
  devnet.backendUrl,
];
const wallet = (...args: string[]) => runCli([...walletArgs(), ...args]);
/** A signing command, confirmed with --yes, its --json parsed. */
const signed = async (...args: string[]) =>
  jsonOf<{
    review: { kind: string; balanceChanges: Array<{ token?: string; denom?: string; delta: string }> };
    result: { txHash: string; status: string; code: number };
  }>(ok(await wallet(...args, '--yes', '--json', '--password-file', pwFile)));
const ok = (run: CliRun) => {
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  return run;
};

async function postControl(pathname: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${devnet.backendUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

async function txEvent(txHash: string, type: string, key: string): Promise<string> {
  const response = await fetch(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs/${txHash}`);
  const body = (await response.json()) as {
    tx_response: { events: Array<{ type: string; attributes: Array<{ key: string; value: string }> }> };
  };
  const value = body.tx_response.events
    .find((e) => e.type === type)
    ?.attributes.find((a) => a.key === key)?.value;
  if (!value) throw new Error(`no ${type}.${key} in ${txHash}`);
  return value;
}

async function cw20Balance(token: string, address: string): Promise<bigint> {
  const query = Buffer.from(JSON.stringify({ balance: { address } })).toString('base64');
  const response = await fetch(
    `${devnet.chainRestUrl}/ledgerwasm/wasm/v1/contract/${token}/smart/${encodeURIComponent(query)}`,
  );
  return BigInt(((await response.json()) as { data: { balance: string } }).data.balance);
}

const decimal = (units: bigint) =>
  `${units / 1_000_000n}.${(units % 1_000_000n).toString().padStart(6, '0')}`;

beforeAll(async () => {
  devnet = await startTestDevnet();
  root = mkdtempSync(path.join(tmpdir(), 'xyz-cli-actions-'));
  pwFile = path.join(root, 'password');
  writeFileSync(pwFile, `${PASSWORD}\n`);
  writeFileSync(path.join(root, 'alice.phrase'), `${DEVNET_KEYS.alice.mnemonic}\n`);
  await postControl('/devnet/faucet', { address: DEVNET_KEYS.alice.address, amount: '500000000' });
  ok(
    await wallet(
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
}, 60_000);

afterAll(async () => {
  await devnet?.stop();
});

describe('governance', () => {
  it('lists a proposal in its voting period, shows it, and votes after the typed "yes"', async () => {
    const { validators } = jsonOf<{ validators: Array<{ operatorAddress: string }> }>(
      ok(await wallet('validators', '--json')),
    );
    await signed('delegate', '--validator', validators[0]!.operatorAddress, '--amount', '5');
    const opened = await postControl('/devnet/gov/proposals', {
      title: 'CLI vote proposal',
      voting_period_seconds: 600,
    });
    const id = opened.proposal_id as string;

    const { proposals } = jsonOf<{ proposals: Array<{ id: string; title: string; status: string }> }>(
      ok(await wallet('gov', 'proposals', '--status', 'voting', '--json')),
    );
    expect(proposals).toContainEqual(
      expect.objectContaining({ id, title: 'CLI vote proposal', status: 'voting' }),
    );
    expect(ok(await wallet('gov', 'proposals')).stdout).toContain(`#${id}`);
    const detail = jsonOf<{ canVote: boolean; votingPower: string }>(
      ok(await wallet('gov', 'proposal', id, '--json')),
    );
    expect(detail).toMatchObject({ canVote: true, votingPower: '5000000' });

    const vote = [...walletArgs(), 'gov', 'vote', id, 'yes', '--password-file', pwFile];
    const refused = await runCli(vote, { stdin: 'no\n' });
    expect(refused.code).toBe(3);
    const run = ok(await runCli(vote, { stdin: 'yes\n' }));
    expect(run.stderr).toMatch(/Change: +-[\d.,]+ XYZ/);
    expect(run.stderr).toContain('Send this transaction?');
    expect(run.stdout).toMatch(/^Included: [0-9A-F]{64}/);
    const voted = jsonOf<{ myVote: { options: Array<{ option: string }> } }>(
      ok(await wallet('gov', 'proposal', id, '--json')),
    );
    expect(voted.myVote.options).toEqual([expect.objectContaining({ option: 'yes' })]);
  });

  it('a weighted vote that does not add up to 1 is refused by the core (invalid_amount, exit 1); usage errors exit 2', async () => {
    expect((await wallet('gov', 'vote', '1')).code).toBe(2);
    expect((await wallet('gov', 'vote', '1', 'maybe')).code).toBe(2);
    expect((await wallet('gov', 'vote', '1', '--weights', 'yes:1')).code).toBe(2);
    const bad = await wallet('gov', 'vote', '1', '--weights', 'yes=0.5,no=0.2', '--yes', '--json');
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stderr).error.code).toBe('invalid_amount');
  });
});

describe('launchpad, CW20 and AMM', () => {
  let token: string;

  it('creates a launchpad token, buys and sells it on the curve with a slippage guard', async () => {
    const created = await signed('launchpad', 'create', '--name', 'Cli Coin', '--symbol', 'CLIC');
    expect(created.result).toMatchObject({ status: 'included', code: 0 });
    token = await txEvent(created.result.txHash, 'wasm-create_token', 'token');

    const bought = await signed('launchpad', 'buy', '--token', token, '--amount', '10', '--slippage', '1');
    expect(bought.result).toMatchObject({ status: 'included', code: 0 });
    const tokenChange = bought.review.balanceChanges.find((c) => c.token === token);
    expect(BigInt(tokenChange!.delta)).toBeGreaterThan(0n);
    const held = await cw20Balance(token, DEVNET_KEYS.alice.address);
    expect(held).toBe(BigInt(tokenChange!.delta));

    const half = held / 2n;
    const sold = await signed('launchpad', 'sell', '--token', token, '--amount', decimal(half));
    expect(sold.result).toMatchObject({ status: 'included', code: 0 });
    expect(await cw20Balance(token, DEVNET_KEYS.alice.address)).toBe(held - half);
  });

  it('token send transfers the CW20 to bob, with the token change in the review', async () => {
    const before = await cw20Balance(token, DEVNET_KEYS.alice.address);
    const text = ok(
      await wallet(
        'token',
        'send',
        '--token',
        token,
        '--to',
        BOB,
        '--amount',
        '1.5',
        '--password-file',
        pwFile,
        '--yes',
      ),
    );
    expect(text.stderr).toContain(`To:         ${BOB}`);
    expect(text.stderr).toContain(`Change:     -1500000 of ${token}`);
    expect(await cw20Balance(token, BOB)).toBe(1_500_000n);
    expect(await cw20Balance(token, DEVNET_KEYS.alice.address)).toBe(before - 1_500_000n);
  });

  it('swap buys and sells a graduated token through its AMM pair', async () => {
    expect((await wallet('swap', '--token', token, '--direction', 'buy', '--amount', '1')).code).toBe(2);
    // A very high XYZ price makes the graduation threshold tiny, so one buy graduates a fresh token.
    await postControl('/devnet/oracle', { price_usd: '10000000' });
    const created = await signed('launchpad', 'create', '--name', 'Grad Cli', '--symbol', 'GRADC');
    const grad = await txEvent(created.result.txHash, 'wasm-create_token', 'token');
    await signed('launchpad', 'buy', '--token', grad, '--amount', '1', '--slippage', '50');
    const before = await cw20Balance(grad, DEVNET_KEYS.alice.address);

    const swapIn = await signed(
      'swap',
      '--token',
      grad,
      '--direction',
      'buy',
      '--amount',
      '0.5',
      '--slippage',
      '50',
    );
    expect(swapIn.result).toMatchObject({ status: 'included', code: 0 });
    const after = await cw20Balance(grad, DEVNET_KEYS.alice.address);
    expect(after).toBeGreaterThan(before);
    const swapOut = await signed(
      'swap',
      '--token',
      grad,
      '--direction',
      'sell',
      '--amount',
      decimal(after - before),
    );
    expect(swapOut.result).toMatchObject({ status: 'included', code: 0 });
    expect(await cw20Balance(grad, DEVNET_KEYS.alice.address)).toBe(before);
  });
});
