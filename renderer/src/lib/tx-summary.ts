// Pure one-line summaries of history rows: type, main amount and counterparty, from the row's messages (either dialect).
import { BASE_DENOM } from '../../../shared/chain';
import type { HistoryEntry } from '../../../shared/api/data';
import { t, type MessageKey } from './i18n';
import { formatXyz, shortAddress } from './money';

export type RowType = 'send' | 'delegate' | 'contract' | 'bridge' | 'other';
type Message = Record<string, unknown>;

/** The first message of a row as a plain object ({} when missing or malformed). */
export function firstMessage(row: Pick<HistoryEntry, 'messages'>): Message {
  const m = row.messages[0];
  return m !== null && typeof m === 'object' ? (m as Message) : {};
}

/** The kind of the first message, from its type URL in either dialect. */
export function rowType(row: Pick<HistoryEntry, 'messages'>): RowType {
  const type = String(firstMessage(row)['@type'] ?? '');
  if (/bank\.v1beta1\.MsgSend$/.test(type)) return 'send';
  if (/staking\.v1beta1\.MsgDelegate$/.test(type)) return 'delegate';
  if (/wasm\.v1\.Msg(Execute|Instantiate)Contract$/.test(type)) return 'contract';
  if (/MsgBurnForBridgeOut$/.test(type)) return 'bridge';
  return 'other';
}

function coinAmount(coins: unknown): bigint {
  const list = Array.isArray(coins) ? coins : coins ? [coins] : [];
  let sum = 0n;
  for (const c of list) {
    const coin = c as { denom?: unknown; amount?: unknown };
    if (coin.denom === BASE_DENOM && typeof coin.amount === 'string' && /^\d+$/.test(coin.amount))
      sum += BigInt(coin.amount);
  }
  return sum;
}

/** Native uxyz moved by the first message (send amount, delegation, bridge burn, funds sent to a contract). */
export function rowAmount(row: Pick<HistoryEntry, 'messages'>): bigint {
  const m = firstMessage(row);
  if ('amount' in m) return coinAmount(m.amount);
  if ('funds' in m) return coinAmount(m.funds);
  return 0n;
}

const CONTRACT_ACTIONS: Record<string, MessageKey> = {
  buy: 'type.buy',
  swap: 'type.swap',
  send: 'type.tokenSend',
  transfer: 'type.tokenTransfer',
  create_token: 'type.createToken',
};

/** The action of a contract call from the first key of its msg (object or JSON text), e.g. "buy" or "swap". */
export function contractAction(m: Message): string | null {
  let msg = m.msg;
  if (typeof msg === 'string') {
    try {
      msg = JSON.parse(msg);
    } catch {
      return null;
    }
  }
  return msg !== null && typeof msg === 'object' ? (Object.keys(msg)[0] ?? null) : null;
}

export interface TxSummary {
  label: string;
  /** Signed display amount ("+1.5 XYZ", "−2 XYZ") or "" when the row moves no native coin. */
  amount: string;
  counterparty: string;
}

export function summarize(row: HistoryEntry): TxSummary {
  const type = rowType(row);
  const m = firstMessage(row);
  const action = type === 'contract' ? contractAction(m) : null;
  const key: MessageKey =
    type === 'send'
      ? row.direction === 'in'
        ? 'type.receive'
        : 'type.send'
      : action && CONTRACT_ACTIONS[action]
        ? CONTRACT_ACTIONS[action]
        : (`type.${type}` as MessageKey);
  const amount = rowAmount(row);
  const sign = row.direction === 'in' ? '+' : row.direction === 'out' ? '−' : '';
  const field =
    type === 'send'
      ? row.direction === 'in'
        ? 'from_address'
        : 'to_address'
      : type === 'delegate'
        ? 'validator_address'
        : type === 'contract'
          ? 'contract'
          : type === 'bridge'
            ? 'external_address'
            : '';
  const other = field && typeof m[field] === 'string' ? (m[field] as string) : '';
  return {
    label: t(key),
    amount: amount > 0n ? `${sign}${formatXyz(amount)}` : '',
    counterparty: other ? shortAddress(other) : '',
  };
}

export interface LogEvent {
  type: string;
  attributes: { key: string; value: string }[];
}

/** Events carried in an SDK-style raw log (`[{msg_index, log, events: [...]}]`); [] when the log is plain text. */
export function eventsFromRawLog(rawLog: string): LogEvent[] {
  if (!rawLog.trim().startsWith('[')) return [];
  try {
    const parsed: unknown = JSON.parse(rawLog);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => {
      const events = (entry as { events?: unknown }).events;
      return Array.isArray(events)
        ? events
            .filter((e): e is LogEvent => typeof e?.type === 'string' && Array.isArray(e?.attributes))
            .map((e) => ({
              type: e.type,
              attributes: e.attributes.map((a) => ({ key: String(a.key), value: String(a.value) })),
            }))
        : [];
    });
  } catch {
    return [];
  }
}
