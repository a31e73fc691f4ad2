// Builders for CW20 messages that other contracts and the genesis seeder send (exact cw20-base JSON shapes).
import { toBase64, toUtf8 } from '@cosmjs/encoding';

export interface Cw20InstantiateParams {
  name: string;
  symbol: string;
  /** Defaults to 6. */
  decimals?: number;
  /** Initial holders and amounts in smallest units (decimal strings or bigints). */
  initialBalances?: Array<{ address: string; amount: bigint | string }>;
  /** Address allowed to mint, with an optional cap in smallest units; omit for a fixed supply. */
  mint?: { minter: string; cap?: bigint | string };
  /** Optional marketing: description and logo URL (the launchpad's image). */
  description?: string;
  logoUrl?: string;
}

/** The cw20-base InstantiateMsg for code id 1. */
export function cw20InstantiateMsg(params: Cw20InstantiateParams): Record<string, unknown> {
  const msg: Record<string, unknown> = {
    name: params.name,
    symbol: params.symbol,
    decimals: params.decimals ?? 6,
    initial_balances: (params.initialBalances ?? []).map((b) => ({
      address: b.address,
      amount: b.amount.toString(),
    })),
  };
  if (params.mint) {
    msg.mint = {
      minter: params.mint.minter,
      cap: params.mint.cap === undefined ? null : params.mint.cap.toString(),
    };
  }
  if (params.description !== undefined || params.logoUrl !== undefined) {
    msg.marketing = {
      project: null,
      description: params.description ?? null,
      marketing: null,
      logo: params.logoUrl === undefined ? null : { url: params.logoUrl },
    };
  }
  return msg;
}

export function cw20TransferMsg(recipient: string, amount: bigint): Record<string, unknown> {
  return { transfer: { recipient, amount: amount.toString() } };
}

export function cw20MintMsg(recipient: string, amount: bigint): Record<string, unknown> {
  return { mint: { recipient, amount: amount.toString() } };
}

export function cw20BurnMsg(amount: bigint): Record<string, unknown> {
  return { burn: { amount: amount.toString() } };
}

/** CW20 `send`: moves `amount` to `contract` and calls its `receive` with `hook` as base64 JSON. */
export function cw20SendMsg(contract: string, amount: bigint, hook: unknown): Record<string, unknown> {
  return { send: { contract, amount: amount.toString(), msg: encodeHook(hook) } };
}

/** Base64 of the JSON of a hook message, as carried in `send.msg`. */
export function encodeHook(hook: unknown): string {
  return toBase64(toUtf8(JSON.stringify(hook)));
}
