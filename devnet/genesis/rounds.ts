// Commits the seeder's work block by block: one signed tx per signer per block, then a back-dated block.
import type { EncodeObject, Registry } from '@cosmjs/proto-signing';
import type { BlockRecord, DevnetChainHandle } from '../chain/types';
import { signTx, type SeedSigner } from './signer';

/** One message the seeder wants in the next block, with the gas it budgets for it. */
export interface Intent {
  signer: SeedSigner;
  message: EncodeObject;
  gas: bigint;
  memo?: string;
}

/** Gas budgets per message kind (generous: fees are tiny next to the seeded balances). */
export const GAS = {
  send: 150_000n,
  createToken: 1_000_000n,
  buy: 1_500_000n,
  sell: 800_000n,
  swap: 800_000n,
  instantiate: 800_000n,
} as const;

export interface RoundResult {
  block: BlockRecord;
  /** Txs of the block that failed in delivery (code != 0), with their raw_log. */
  failures: Array<{ signer: string; code: number; rawLog: string }>;
}

/**
 * Signs one tx per signer holding that signer's intents (in order), broadcasts them like a SYNC broadcast,
 * and commits one block at `time`. A CheckTx rejection is a seeder bug and throws with the chain's reason.
 */
export async function commitRound(
  chain: DevnetChainHandle,
  registry: Registry,
  time: Date,
  intents: Intent[],
): Promise<RoundResult> {
  const bySigner = new Map<string, Intent[]>();
  for (const intent of intents) {
    const list = bySigner.get(intent.signer.address);
    if (list) list.push(intent);
    else bySigner.set(intent.signer.address, [intent]);
  }
  const signerOfHash = new Map<string, string>();
  for (const [address, list] of bySigner) {
    const account = chain.account(address);
    if (!account)
      throw new Error(
        `genesis seeder: account ${list[0]!.signer.label} (${address}) does not exist on chain`,
      );
    const bytes = await signTx({
      registry,
      signer: list[0]!.signer,
      messages: list.map((i) => i.message),
      memo: list.find((i) => i.memo)?.memo ?? '',
      gasLimit: list.reduce((sum, i) => sum + i.gas, 0n),
      chainId: chain.chainId,
      accountNumber: account.accountNumber,
      sequence: account.sequence,
      names: chain.names,
    });
    const check = chain.broadcast(bytes);
    if (check.code !== 0) {
      throw new Error(
        `genesis seeder: CheckTx rejected a tx of ${list[0]!.signer.label}: code ${check.code}: ${check.rawLog}`,
      );
    }
    signerOfHash.set(check.hash, list[0]!.signer.label);
  }
  const block = chain.produceBlock(time);
  const failures = block.txs
    .filter((tx) => tx.code !== 0)
    .map((tx) => ({ signer: signerOfHash.get(tx.hash) ?? '?', code: tx.code, rawLog: tx.rawLog }));
  return { block, failures };
}

/** Value of attribute `key` of every event of `type` in the block, in order. */
export function eventValues(block: BlockRecord, type: string, key: string): string[] {
  const out: string[] = [];
  for (const tx of block.txs) {
    if (tx.code !== 0) continue;
    for (const event of tx.events) {
      if (event.type !== type) continue;
      const attr = event.attributes.find((a) => a.key === key);
      if (attr) out.push(attr.value);
    }
  }
  return out;
}

/** Contract addresses instantiated with `codeId` by txs of this block, in order. */
export function instantiated(block: BlockRecord, codeId: number): string[] {
  const out: string[] = [];
  for (const tx of block.txs) {
    if (tx.code !== 0) continue;
    for (const event of tx.events) {
      if (event.type !== 'instantiate') continue;
      const code = event.attributes.find((a) => a.key === 'code_id')?.value;
      const address = event.attributes.find((a) => a.key === '_contract_address')?.value;
      if (code === String(codeId) && address) out.push(address);
    }
  }
  return out;
}
