// Bytes signed elsewhere (an offline file) take the wallet's one tx path: chain-id guard, pending row, one
// broadcast with the runtime's clients, then the tracker.
import { afterEach, describe, expect, it } from 'vitest';
import { txHash } from '../../../../electron/core/tx/tx-bytes';
import { requireNodeChainId } from '../../../../electron/core/chain/chain-id-guard';
import { WalletError } from '../../../../shared/errors';
import { until } from './fake-chain';
import { openRuntime } from './runtime-harness';

const ALICE = 'xyz1alice';
const BYTES = new Uint8Array([10, 20, 30, 40]);
const HASH = txHash(BYTES);
const input = {
  txBytes: BYTES,
  address: ALICE,
  kind: 'offline',
  summary: { text: 'Send 1 XYZ', fee: '5000' },
  via: 'backend' as const,
};

const opened: Array<ReturnType<typeof openRuntime>> = [];
const open = (...args: Parameters<typeof openRuntime>) => {
  const r = openRuntime(...args);
  opened.push(r);
  return r;
};
afterEach(async () => {
  for (const r of opened.splice(0)) await r.runtime.close();
});

describe('tx service: broadcastSignedBytes', () => {
  it("records a pending row owned by the signer's wallet account, sends once and tracks it to included", async () => {
    const { runtime, db, chain, statuses } = open({ accounts: [{ id: 'watch-1', address: ALICE }] });
    const { row, result } = await runtime.tx.broadcastSignedBytes(input);
    expect(result).toEqual({ state: 'accepted', hash: HASH });
    expect(row).toMatchObject({ hash: HASH, accountId: 'watch-1', address: ALICE, status: 'pending' });
    expect(chain.requests.filter((r) => r === 'POST /api/wallet/broadcast')).toHaveLength(1);
    expect(db.pending.listForAccount('devnet', 'watch-1')).toMatchObject([
      { hash: HASH, kind: 'offline', status: 'pending', summary: { text: 'Send 1 XYZ', fee: '5000' } },
    ]);
    chain.included.set(HASH, { height: '7', code: 0 });
    await until(() => db.pending.get('devnet', HASH)?.status === 'included', 'inclusion');
    expect(statuses(HASH)).toEqual(['broadcasting', 'pending', 'included']);
  });

  it('keeps a row for a signer that is no account of this wallet, and still follows it', async () => {
    const { runtime, db, chain } = open();
    const { row } = await runtime.tx.broadcastSignedBytes(input);
    expect(row.accountId).toBe('');
    chain.included.set(HASH, { height: '8', code: 0 });
    await until(() => db.pending.get('devnet', HASH)?.status === 'included', 'inclusion');
  });

  it('records a tx the network rejects as failed, with its code, and does not follow it', async () => {
    const { runtime, db, chain } = open();
    chain.broadcastReply = { code: 32, raw_log: 'account sequence mismatch' };
    const { row, result } = await runtime.tx.broadcastSignedBytes(input);
    expect(result).toMatchObject({ state: 'rejected', code: 32 });
    expect(row).toMatchObject({ status: 'failed', code: 32, rawLog: 'account sequence mismatch' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(chain.requests.filter((r) => r.includes('/txs/'))).toEqual([]);
    expect(db.pending.listOpen('devnet')).toEqual([]);
  });

  it('refuses a node on another chain before recording or sending anything (the shared chain-id guard)', async () => {
    const { runtime, db, chain } = open();
    chain.nodeChainId = 'other-chain-7';
    const failure = runtime.tx.broadcastSignedBytes(input);
    await expect(failure).rejects.toMatchObject({
      code: 'chain_id_mismatch',
      details: { nodeChainId: 'other-chain-7', expectedChainId: 'xyz-devnet-1' },
    });
    expect(db.pending.get('devnet', HASH)).toBeNull();
    expect(chain.requests).not.toContain('POST /api/wallet/broadcast');
  });
});

describe('the chain-id guard', () => {
  const nodeOn = (network: string) => ({
    nodeInfo: async () => ({ default_node_info: { network } }) as never,
  });

  it('passes when the node is on the expected chain', async () => {
    await expect(requireNodeChainId(nodeOn('xyz-devnet-1'), 'xyz-devnet-1')).resolves.toBeUndefined();
  });

  it('refuses with chain_id_mismatch and both ids otherwise', async () => {
    const error = await requireNodeChainId(nodeOn('xyz-1'), 'xyz-devnet-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletError);
    expect(error).toMatchObject({
      code: 'chain_id_mismatch',
      details: { nodeChainId: 'xyz-1', expectedChainId: 'xyz-devnet-1' },
    });
  });
});
