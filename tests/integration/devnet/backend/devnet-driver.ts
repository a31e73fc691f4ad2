// Drives a real in-process devnet for backend specs: cosmjs-signed txs relayed through B6, blocks on demand.
import type { EncodeObject } from '@cosmjs/proto-signing';
import { toBase64 } from '@cosmjs/encoding';
import type { RunningDevnet } from '../../../../devnet';
import type { ChainEvent } from '../../../../devnet/chain/types';
import { seedRegistry, signTx, type SeedSigner } from '../../../../devnet/genesis/signer';

/** A parsed JSON reply; specs read its fields freely and assert on them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertion-only access to reply bodies
export type JsonReply = Record<string, any>;

export class DevnetDriver {
  /** Signs in the devnet's own dialect (the seeder's messages are written in spec names). */
  readonly #registry;

  constructor(
    readonly devnet: RunningDevnet,
    private readonly advanceClock: (ms: number) => void,
  ) {
    this.#registry = seedRegistry(devnet.chain.names);
  }

  async get(path: string): Promise<{ status: number; body: JsonReply }> {
    const response = await fetch(`${this.devnet.backendUrl}${path}`);
    return { status: response.status, body: (await response.json()) as JsonReply };
  }

  async post(
    path: string,
    body: unknown,
    base = this.devnet.backendUrl,
  ): Promise<{ status: number; body: JsonReply }> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as JsonReply };
  }

  /** Signs `messages` as `signer` with its current account number and sequence. */
  async sign(signer: SeedSigner, messages: EncodeObject[], gas = 2_000_000n, memo = ''): Promise<Uint8Array> {
    const account = this.devnet.chain.account(signer.address);
    if (!account) throw new Error(`no account for ${signer.label}`);
    return signTx({
      registry: this.#registry,
      names: this.devnet.chain.names,
      signer,
      messages,
      memo,
      gasLimit: gas,
      chainId: this.devnet.chainId,
      accountNumber: account.accountNumber,
      sequence: account.sequence,
    });
  }

  /** Relays signed bytes through B6 and expects CheckTx to pass; returns the tx hash. */
  async broadcast(txBytes: Uint8Array): Promise<string> {
    const { status, body } = await this.post('/api/wallet/broadcast', { tx_bytes: toBase64(txBytes) });
    if (status !== 200 || body.code !== 0)
      throw new Error(`broadcast failed: ${status} ${JSON.stringify(body)}`);
    return body.tx_hash as string;
  }

  /** Commits one block `stepMs` after the previous clock reading. */
  produce(stepMs = 60_000) {
    this.advanceClock(stepMs);
    return this.devnet.chain.produceBlock();
  }

  /** Signs, relays through B6 and commits one block; returns the delivered tx's events (code must be 0). */
  async deliver(
    signer: SeedSigner,
    messages: EncodeObject[],
    opts: { gas?: bigint; memo?: string } = {},
  ): Promise<{ hash: string; events: ChainEvent[]; time: string }> {
    const hash = await this.broadcast(await this.sign(signer, messages, opts.gas, opts.memo));
    const block = this.produce();
    const tx = block.txs.find((t) => t.hash === hash);
    if (!tx) throw new Error(`tx ${hash} not in block ${block.height}`);
    if (tx.code !== 0) throw new Error(`tx failed: ${tx.code} ${tx.rawLog}`);
    return { hash, events: tx.events, time: block.time };
  }
}

/** Attributes of the first event of `type`. */
export function attrs(events: ChainEvent[], type: string): Record<string, string> {
  const event = events.find((e) => e.type === type);
  if (!event) throw new Error(`no ${type} event among ${events.map((e) => e.type).join(', ')}`);
  return Object.fromEntries(event.attributes.map((a) => [a.key, a.value]));
}
