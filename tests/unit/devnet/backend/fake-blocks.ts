// Test double of the chain's BlockSource: hand-made blocks carrying the documented events (DOMAIN.md section 6).
import { sha256 } from '@cosmjs/crypto';
import { toBase64, toHex, toUtf8 } from '@cosmjs/encoding';
import type { BlockRecord, BlockSource, ChainEvent, TxRecord } from '../../../../devnet/chain/types';

export const LAUNCHPAD = 'xyz14hj2tavq8fpesdwxxcu44rty3hh90vhujrvcmstl4zr3txmfvw9sjuc0ev';
export const ALICE = 'xyz1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n';
export const BOB = 'xyz17ggef6kfx9ja2rtcrl4nukyqynn4q6qqyqt64h';
export const FEE_COLLECTOR = 'xyz17xpfvakm2amg962yls6f84z3kell8c5l0d6ygk';

/** A deterministic contract-like address for `label` (valid bech32 is not needed by the indexer). */
export function contractAddress(label: string): string {
  return `xyz1${label.toLowerCase().replace(/[^a-z0-9]/g, '')}contract`;
}

export function event(type: string, attrs: Record<string, string>): ChainEvent {
  return { type, attributes: Object.entries(attrs).map(([key, value]) => ({ key, value, index: true })) };
}

export interface TxSpec {
  events: ChainEvent[];
  messages?: Array<Record<string, unknown>>;
  code?: number;
  memo?: string;
  rawLog?: string;
  fee?: string;
  signer?: string;
}

/** Fee and message-sender events every signed tx carries (the signer pays the fee collector). */
export function feeEvents(signer: string, fee = '5000'): ChainEvent[] {
  return [
    event('transfer', { recipient: FEE_COLLECTOR, sender: signer, amount: `${fee}uxyz` }),
    event('message', { sender: signer }),
  ];
}

export function executeMsg(
  sender: string,
  contract: string,
  msg: unknown,
  funds: Array<{ denom: string; amount: string }> = [],
) {
  return {
    '@type': '/ledgerwasm.wasm.v1.MsgExecuteContract',
    sender,
    contract,
    msg: toBase64(toUtf8(JSON.stringify(msg))),
    funds,
  };
}

export function sendMsg(from: string, to: string, amount: string) {
  return {
    '@type': '/ledger.bank.v1beta1.MsgSend',
    from_address: from,
    to_address: to,
    amount: [{ denom: 'uxyz', amount }],
  };
}

export class FakeBlocks implements BlockSource {
  readonly blocks: BlockRecord[] = [];
  readonly #listeners = new Set<(block: BlockRecord) => void>();
  #nonce = 0;

  latestHeight(): number {
    return this.blocks.length;
  }

  block(height: number): BlockRecord | undefined {
    return this.blocks[height - 1];
  }

  subscribe(listener: (block: BlockRecord) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Commits a block at `time` with `txs` and notifies subscribers; returns the tx hashes. */
  commit(time: Date, txs: TxSpec[] = []): BlockRecord {
    const height = this.blocks.length + 1;
    const records: TxRecord[] = txs.map((spec, index) => {
      const bytes = toUtf8(`tx-${height}-${index}-${this.#nonce++}`);
      const signer = spec.signer ?? ALICE;
      return {
        hash: toHex(sha256(bytes)).toUpperCase(),
        height,
        index,
        code: spec.code ?? 0,
        codespace: spec.code ? 'sdk' : '',
        rawLog: spec.rawLog ?? '',
        gasWanted: '200000',
        gasUsed: '100000',
        events: spec.events,
        timestamp: time.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        txBytes: bytes,
        txJson: {
          body: { messages: spec.messages ?? [], memo: spec.memo ?? '' },
          auth_info: {
            signer_infos: [],
            fee: { amount: [{ denom: 'uxyz', amount: spec.fee ?? '5000' }], gas_limit: '200000' },
          },
          signatures: [],
          _signer: signer,
        },
      };
    });
    const block: BlockRecord = {
      height,
      time: time.toISOString(),
      hash: toHex(sha256(toUtf8(`block-${height}-${this.#nonce++}`))).toUpperCase(),
      txs: records,
    };
    this.blocks.push(block);
    for (const listener of this.#listeners) listener(block);
    return block;
  }
}

/** Events of a launchpad `create_token` tx. */
export function createTokenTx(
  creator: string,
  token: string,
  meta: { name: string; symbol: string; image?: string; description?: string },
): TxSpec {
  return {
    signer: creator,
    messages: [
      executeMsg(creator, LAUNCHPAD, { create_token: meta }, [{ denom: 'uxyz', amount: '1000000' }]),
    ],
    events: [
      ...feeEvents(creator),
      event('message', { action: '/ledgerwasm.wasm.v1.MsgExecuteContract', sender: creator, module: 'wasm' }),
      event('execute', { _contract_address: LAUNCHPAD }),
      event('instantiate', { _contract_address: token, code_id: '1' }),
      event('wasm-create_token', {
        _contract_address: LAUNCHPAD,
        token,
        creator,
        name: meta.name,
        symbol: meta.symbol,
      }),
    ],
  };
}

/** Events of a curve buy or sell. */
export function curveTradeTx(
  side: 'buy' | 'sell',
  trader: string,
  token: string,
  xyzAmount: string,
  tokenAmount: string,
  xyzReserves: string,
): TxSpec {
  const price = ((BigInt(xyzAmount) * 1_000_000n) / BigInt(tokenAmount)).toString();
  return {
    signer: trader,
    messages: [executeMsg(trader, LAUNCHPAD, { buy: { token, min_tokens_out: '0' } })],
    events: [
      ...feeEvents(trader),
      event('execute', { _contract_address: LAUNCHPAD }),
      event(`wasm-${side}`, {
        _contract_address: LAUNCHPAD,
        token,
        trader,
        xyz_amount: xyzAmount,
        token_amount: tokenAmount,
        price,
        xyz_reserves: xyzReserves,
      }),
    ],
  };
}

export function graduateEvent(token: string, pair: string, xyzReserves: string): ChainEvent {
  return event('wasm-graduate', { _contract_address: LAUNCHPAD, token, pair, xyz_reserves: xyzReserves });
}

/** Events of an AMM swap; `offerDenom` "uxyz" is a buy of the token. */
export function swapTx(
  trader: string,
  pair: string,
  token: string,
  offerDenom: string,
  offer: string,
  ret: string,
  xyzReserves: string,
): TxSpec {
  const [xyz, tok] = offerDenom === 'uxyz' ? [offer, ret] : [ret, offer];
  const price = ((BigInt(xyz) * 1_000_000n) / BigInt(tok)).toString();
  return {
    signer: trader,
    messages: [executeMsg(trader, pair, { swap: {} })],
    events: [
      ...feeEvents(trader),
      event('execute', { _contract_address: pair }),
      event('wasm-swap', {
        _contract_address: pair,
        pair,
        token,
        trader,
        offer_denom: offerDenom,
        offer_amount: offer,
        return_amount: ret,
        price,
        xyz_reserves: xyzReserves,
      }),
    ],
  };
}

/** A CW20 instantiated directly by an account (an AMM-only token), with cw20-base marketing info. */
export function cw20InstantiateTx(
  sender: string,
  token: string,
  meta: { name: string; symbol: string; description?: string; logo?: string },
): TxSpec {
  return {
    signer: sender,
    messages: [
      {
        '@type': '/ledgerwasm.wasm.v1.MsgInstantiateContract',
        sender,
        admin: '',
        code_id: '1',
        label: meta.symbol,
        msg: {
          name: meta.name,
          symbol: meta.symbol,
          decimals: 6,
          initial_balances: [],
          marketing: { description: meta.description, logo: meta.logo ? { url: meta.logo } : undefined },
        },
        funds: [],
      },
    ],
    events: [...feeEvents(sender), event('instantiate', { _contract_address: token, code_id: '1' })],
  };
}
