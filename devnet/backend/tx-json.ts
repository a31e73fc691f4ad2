// Pure readers of a tx's gateway JSON ({body, auth_info, signatures}): memo, fee, messages, contract msgs.
import { fromBase64, fromUtf8 } from '@cosmjs/encoding';
import type { Coin } from '../chain/types';

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

/** The tx's messages as `{"@type", ...fields}` objects (empty when absent). */
export function txMessages(txJson: unknown): Json[] {
  const messages = asObject(asObject(txJson)?.body)?.messages;
  return Array.isArray(messages) ? messages.map((m) => asObject(m) ?? {}) : [];
}

/** The tx memo ("" when absent). */
export function txMemo(txJson: unknown): string {
  const memo = asObject(asObject(txJson)?.body)?.memo;
  return typeof memo === 'string' ? memo : '';
}

/** The fee coins of the tx. */
export function txFee(txJson: unknown): Coin[] {
  const amount = asObject(asObject(asObject(txJson)?.auth_info)?.fee)?.amount;
  if (!Array.isArray(amount)) return [];
  return amount
    .map((c) => asObject(c))
    .filter((c): c is Json => c !== undefined)
    .map((c) => ({ denom: String(c.denom ?? ''), amount: String(c.amount ?? '0') }));
}

/**
 * The JSON of a contract message field (`msg` of MsgExecuteContract / MsgInstantiateContract), which the
 * gateway shows either as raw JSON or as base64 bytes. Undefined when it cannot be read.
 */
export function contractMsg(message: Json): Json | undefined {
  const msg = message.msg;
  if (asObject(msg)) return msg as Json;
  if (typeof msg !== 'string') return undefined;
  try {
    return asObject(JSON.parse(msg));
  } catch {
    try {
      return asObject(JSON.parse(fromUtf8(fromBase64(msg))));
    } catch {
      return undefined;
    }
  }
}

/** True when a message's type URL is `name` in either dialect (e.g. "MsgExecuteContract"). */
export function isMsgType(message: Json, name: string): boolean {
  const type = message['@type'];
  return typeof type === 'string' && type.endsWith(`.${name}`);
}
