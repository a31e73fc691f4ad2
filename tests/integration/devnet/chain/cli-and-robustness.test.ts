// `npm run devnet` prints one JSON line with the three URLs once listening; and malformed input of every
// kind is answered (never crashes the node).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningDevnet } from '../../../../devnet/index';
import { getJson, postJson, testDevnet } from './support';
import { TEST_DIALECT } from '../../support/dialect';

describe('devnet CLI', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child?.pid && child.exitCode === null) child.kill('SIGTERM');
  });

  it('starts with free ports and prints chain_rest_url, rpc_url and backend_url as one JSON line', async () => {
    child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'devnet/cli.ts',
        '--memory',
        '--no-seed',
        '--rest-port',
        '0',
        '--rpc-port',
        '0',
        '--backend-port',
        '0',
        '--block-time-ms',
        '200',
        '--dialect',
        TEST_DIALECT,
      ],
      {
        cwd: process.cwd(),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const line = await new Promise<string>((resolve, reject) => {
      const rl = createInterface({ input: child!.stdout! });
      rl.once('line', resolve);
      child!.once('exit', (code) => reject(new Error(`devnet exited with ${code}`)));
    });
    const urls = JSON.parse(line) as Record<string, string>;
    expect(urls).toMatchObject({
      dialect: TEST_DIALECT,
      chain_rest_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      rpc_url: expect.any(String),
      backend_url: expect.any(String),
    });
    expect((await getJson(`${urls.rpc_url}/health`)).body).toEqual({ jsonrpc: '2.0', id: -1, result: {} });
    expect(
      (await getJson(`${urls.chain_rest_url}/ledger/base/consensus/v1beta1/node_info`)).body.default_node_info
        .network,
    ).toBe('xyz-devnet-1');
    await new Promise((r) => setTimeout(r, 500));
    const height = Number(
      (await getJson(`${urls.chain_rest_url}/ledger/base/consensus/v1beta1/blocks/latest`)).body.block.header
        .height,
    );
    expect(height).toBeGreaterThan(0);
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  });

  it('refuses unknown flags with exit code 2', async () => {
    const bad = spawn(process.execPath, ['--import', 'tsx', 'devnet/cli.ts', '--bogus'], {
      cwd: process.cwd(),
      stdio: 'ignore',
    });
    expect(await new Promise((r) => bad.once('exit', r))).toBe(2);
  });
});

describe('devnet chain robustness', () => {
  let devnet: RunningDevnet;
  afterAll(() => devnet?.stop());

  it('answers random tx bytes with a non-zero code and keeps serving', async () => {
    devnet = await testDevnet();
    let seed = 42;
    const byte = () => (seed = (seed * 1103515245 + 12345) % 2147483648) & 0xff;
    for (let i = 0; i < 60; i++) {
      const bytes = Buffer.from(Array.from({ length: 1 + ((i * 7) % 200) }, byte));
      const { status, body } = await postJson(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs`, {
        tx_bytes: bytes.toString('base64'),
        mode: 'BROADCAST_MODE_SYNC',
      });
      expect(status).toBe(200);
      expect(body.tx_response.code).not.toBe(0);
      const sim = await postJson(`${devnet.chainRestUrl}/ledger/tx/v1beta1/simulate`, {
        tx_bytes: bytes.toString('base64'),
      });
      expect([400, 500]).toContain(sim.status);
      expect(typeof sim.body.message).toBe('string');
    }
    expect((await getJson(`${devnet.rpcUrl}/health`)).status).toBe(200);
  });

  it('answers wrong JSON shapes and odd paths with gateway errors', async () => {
    const rest = devnet.chainRestUrl;
    for (const body of [
      '[]',
      'null',
      '"x"',
      '{"tx_bytes": 5, "mode": "BROADCAST_MODE_SYNC"}',
      '{"tx_bytes": {"a":1}}',
    ]) {
      const res = await postJson(`${rest}/ledger/tx/v1beta1/txs`, body);
      expect(res.status, body).toBe(400);
      expect(res.body.code).toBe(3);
    }
    expect((await getJson(`${rest}/ledger/bank/v1beta1/balances/%E0%A4%A`)).status).toBe(400);
    expect((await getJson(`${rest}/ledger/tx/v1beta1/txs/XYZ`)).status).toBe(400);
    expect((await getJson(`${rest}/ledger/base/consensus/v1beta1/blocks/99999999`)).status).toBe(400);
    expect(
      (await getJson(`${rest}/ledger/tx/v1beta1/txs?events=tx.height%3D1&pagination.limit=abc`)).status,
    ).toBe(400);
  });
});

describe('devnet start-up failure', () => {
  it('rejects when a port is taken and releases what it opened', async () => {
    const first = await testDevnet();
    try {
      const restPort = Number(new URL(first.chainRestUrl).port);
      await expect(testDevnet({ restPort })).rejects.toThrow(/EADDRINUSE/);
      const rpcPort = Number(new URL(first.rpcUrl).port);
      await expect(testDevnet({ rpcPort })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.stop();
    }
  });
});
