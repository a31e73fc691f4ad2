// Drives a devnet chain in process for contract tests: signs, broadcasts (CheckTx), produces blocks, reads results.
import { fromBase64 } from '@cosmjs/encoding';
import type { BlockRecord, ChainEvent, DevnetChainHandle, TxRecord } from '../../../../devnet/chain/types';
import { type TestSigner, type TxCoin, executeMessage, instantiateMessage } from './tx-signer';

export interface DeliveredTx {
  record: TxRecord;
  events: ChainEvent[];
}

export class ChainDriver {
  constructor(readonly handle: DevnetChainHandle) {}

  /** Signs `messages` as `signer`, broadcasts, produces a block, and returns the delivered tx. */
  async deliver(
    signer: TestSigner,
    messages: Array<{ typeUrl: string; value: unknown }>,
    gas = 3_000_000,
  ): Promise<DeliveredTx> {
    const account = this.handle.account(signer.address);
    if (!account) throw new Error(`no account for ${signer.address}`);
    const txBytes = fromBase64(await signer.sign(messages, account, this.handle.chainId, gas));
    const check = this.handle.broadcast(txBytes);
    if (check.code !== 0) throw new Error(`CheckTx failed (${check.code}): ${check.rawLog}`);
    const block: BlockRecord = this.handle.produceBlock();
    const record = block.txs.find((tx) => tx.hash === check.hash);
    if (!record) throw new Error('tx not in block');
    return { record, events: record.events };
  }

  async execute(
    signer: TestSigner,
    contract: string,
    msg: unknown,
    funds: TxCoin[] = [],
  ): Promise<DeliveredTx> {
    return this.deliver(signer, [executeMessage(signer.address, contract, msg, funds)]);
  }

  async instantiate(
    signer: TestSigner,
    codeId: number,
    msg: unknown,
    funds: TxCoin[] = [],
  ): Promise<{ tx: DeliveredTx; address: string }> {
    const tx = await this.deliver(signer, [instantiateMessage(signer.address, codeId, msg, funds)]);
    expectOk(tx);
    const event = tx.events.find((e) => e.type === 'instantiate');
    const address = event?.attributes.find((a) => a.key === '_contract_address')?.value;
    if (!address) throw new Error('no instantiate event');
    return { tx, address };
  }

  cw20Balance(token: string, address: string): bigint {
    return BigInt((this.handle.smartQuery(token, { balance: { address } }) as { balance: string }).balance);
  }
}

export function expectOk(tx: DeliveredTx): DeliveredTx {
  if (tx.record.code !== 0)
    throw new Error(`tx failed (${tx.record.codespace} ${tx.record.code}): ${tx.record.rawLog}`);
  return tx;
}

/** Attributes of the first event of `type`, as a plain object. */
export function eventAttributes(tx: DeliveredTx, type: string): Record<string, string> {
  const found = tx.events.find((e) => e.type === type);
  if (!found) throw new Error(`no ${type} event among ${tx.events.map((e) => e.type).join(', ')}`);
  return Object.fromEntries(found.attributes.map((a) => [a.key, a.value]));
}

/** Fee paid by a tx, from its tx JSON (uxyz). */
export function feeOf(tx: DeliveredTx): bigint {
  const json = tx.record.txJson as { auth_info: { fee: { amount: TxCoin[] } } };
  return json.auth_info.fee.amount.reduce((sum, c) => sum + (c.denom === 'uxyz' ? BigInt(c.amount) : 0n), 0n);
}
