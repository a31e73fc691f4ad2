// Every client call against a live devnet: the schemas accept the real replies of chain REST #1-#14, auth account,
// wasm smart query, staking, RPC /health and backend B1-B6, in the spec dialect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevnet } from '../../../../devnet/index';
import { startTestDevnet } from '../../support/devnet';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { createBackendClient } from '../../../../electron/core/chain/backend';
import { createChainRestClient } from '../../../../electron/core/chain/chain-rest';
import { httpOptions } from '../../../../electron/core/chain/http';
import { checkRpcHealth, probeNodeStatus } from '../../../../electron/core/chain/rpc-health';

let devnet: RunningDevnet;
let chain: ReturnType<typeof createChainRestClient>;
let backend: ReturnType<typeof createBackendClient>;
let faucetHash: string;
const http = httpOptions({ retries: 0, timeoutMs: 10_000 });
const ALICE = DEVNET_KEYS.alice.address;

async function control(path: string, body: unknown) {
  const response = await fetch(`${devnet.backendUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  devnet = await startTestDevnet();
  const endpoints = {
    restUrl: devnet.chainRestUrl,
    rpcUrl: devnet.rpcUrl,
    backendUrl: devnet.backendUrl,
    dialect: 'spec' as const,
  };
  chain = createChainRestClient(endpoints, http);
  backend = createBackendClient(endpoints, http);
  faucetHash = (await control('/devnet/faucet', { address: ALICE, amount: '1000000' })).tx_hash as string;
  for (let i = 0; i < 100 && !(await chain.getTx(faucetHash)); i += 1)
    await new Promise((r) => setTimeout(r, 100));
});

afterAll(async () => {
  await devnet?.stop();
});

describe('chain REST client against the devnet', () => {
  it('#1 looks up a tx by hash, and answers null for an unknown hash', async () => {
    const found = await chain.getTx(faucetHash);
    expect(found!.tx_response).toMatchObject({ txhash: faucetHash, code: 0 });
    expect(found!.tx!.body.messages[0]!['@type']).toBe('/ledger.bank.v1beta1.MsgSend');
    await expect(chain.getTx('00'.repeat(32))).resolves.toBeNull();
  });

  it('#2 searches by transfer.recipient', async () => {
    const page = await chain.searchTxs({
      events: [`transfer.recipient='${ALICE}'`],
      orderBy: 'ORDER_BY_DESC',
      limit: 5,
    });
    expect(page.tx_responses!.map((r) => r.txhash)).toContain(faucetHash);
  });

  it('#5-#9 read balances and supply', async () => {
    expect((await chain.balances(ALICE)).balances.find((c) => c.denom === 'uxyz')).toBeDefined();
    expect((await chain.balanceByDenom(ALICE, 'uxyz')).balance.denom).toBe('uxyz');
    expect(Array.isArray((await chain.spendableBalances(ALICE)).balances)).toBe(true);
    expect((await chain.supply()).supply.length).toBeGreaterThan(0);
    expect(BigInt((await chain.supplyByDenom('uxyz')).amount.amount)).toBeGreaterThan(0n);
  });

  it('#10-#14 read node info, syncing, latest block, mint and voting params', async () => {
    expect((await chain.nodeInfo()).default_node_info.network).toBe('xyz-devnet-1');
    expect((await chain.syncing()).syncing).toBe(false);
    expect(BigInt((await chain.latestBlock()).block.header.height)).toBeGreaterThan(0n);
    expect((await chain.mintParams()).params.mint_denom).toBe('uxyz');
    await expect(chain.votingParams()).resolves.toBeDefined();
  });

  it('reads the auth account, a launchpad smart query, validators and delegations', async () => {
    const account = await chain.account(ALICE);
    expect(account!.accountNumber).toBeGreaterThanOrEqual(0n);
    const config = await chain
      .smartQuery(devnet.launchpadAddress, { progress: { token: ALICE } })
      .catch((e: Error) => e);
    expect(config).toBeDefined();
    const { validators } = await chain.validators();
    expect(validators.length).toBeGreaterThanOrEqual(3);
    await expect(chain.delegations(ALICE)).resolves.toMatchObject({
      delegation_responses: expect.any(Array),
    });
  });

  it('RPC /health is healthy, and syncing = true is surfaced as node status', async () => {
    await expect(checkRpcHealth({ rpcUrl: devnet.rpcUrl }, http)).resolves.toBe(true);
    await control('/devnet/node', { syncing: true });
    try {
      const status = await probeNodeStatus({
        chain,
        endpoints: { rpcUrl: devnet.rpcUrl },
        http,
        expectedChainId: 'xyz-devnet-1',
      });
      expect(status.state).toBe('syncing');
    } finally {
      await control('/devnet/node', { syncing: false });
    }
  });
});

describe('backend client against the devnet', () => {
  it('B1-B5 answer in the spec shapes', async () => {
    await expect(backend.tokens()).resolves.toMatchObject({ tokens: expect.any(Array) });
    await expect(backend.balance(ALICE)).resolves.toMatchObject({ address: ALICE });
    await expect(backend.holdings(ALICE)).resolves.toMatchObject({
      address: ALICE,
      tokens: expect.any(Array),
    });
    const history = await backend.transactions(ALICE, 1, 10);
    expect(history.transactions.map((t) => t.hash)).toContain(faucetHash);
    expect(await backend.priceUsd()).toMatch(/^\d+(\.\d+)?$/);
  });

  it('B6 answers a malformed tx with a typed HTTP or code error, never a crash', async () => {
    const outcome = await backend.broadcast(new Uint8Array([1, 2, 3])).then(
      (reply) => ({ ok: true as const, reply }),
      (error: { code: string }) => ({ ok: false as const, code: error.code }),
    );
    if (outcome.ok) expect(outcome.reply.code).not.toBe(0);
    else expect(['network', 'bad_response']).toContain(outcome.code);
  });
});
