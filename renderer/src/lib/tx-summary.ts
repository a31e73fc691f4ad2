// Pure one-line summaries of history rows: type, main amount and counterparty, from the row's messages (either dialect).
import { messageUxyz, uxyzIn } from '../../../shared/native-amount';
import type { HistoryEntry } from '../../../shared/api/data';
import { VIEWS, type RowKind } from '../../../shared/tx-kinds/views';
import { t, type MessageKey } from './i18n';
import { formatToken, formatXyz, shortAddress } from './money';
import { EMPTY_NAMES, nameOf, type NameBook } from './row-names';
import { stakingKind, stakingLine, type StakingLine } from './staking-lines';

export type RowType = RowKind;
type Message = Record<string, unknown>;

/** The first message of a row as a plain object ({} when missing or malformed). */
export function firstMessage(row: Pick<HistoryEntry, 'messages'>): Message {
  const m = row.messages[0];
  return m !== null && typeof m === 'object' ? (m as Message) : {};
}

/** The kind of the first message, from its type URL in either dialect (its descriptor files it). */
export function rowType(row: Pick<HistoryEntry, 'messages'>): RowType {
  return VIEWS.ofJson(firstMessage(row))?.rowKind ?? 'other';
}

/** Native uxyz moved by the first message (send amount, delegation, bridge burn, funds sent to a contract). */
export function rowAmount(row: Pick<HistoryEntry, 'messages'>): bigint {
  return messageUxyz(firstMessage(row));
}

const CONTRACT_ACTIONS: Record<string, MessageKey> = {
  buy: 'type.buy',
  swap: 'type.swap',
  send: 'type.tokenSend',
  transfer: 'type.tokenTransfer',
  create_token: 'type.createToken',
};

/** The JSON object of a contract call's `msg`: an object, JSON text or base64 of JSON (as gateways show it); null if unreadable. */
export function contractMsg(m: Message): Message | null {
  let msg = m.msg;
  if (typeof msg === 'string') {
    const text = msg.trim();
    try {
      msg = JSON.parse(text.startsWith('{') ? text : new TextDecoder().decode(base64Bytes(text)));
    } catch {
      return null;
    }
  }
  return msg !== null && typeof msg === 'object' && !Array.isArray(msg) ? (msg as Message) : null;
}

function base64Bytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** The action of a contract call from the first key of its msg (object, JSON text or base64), e.g. "buy" or "swap". */
export function contractAction(m: Message): string | null {
  const msg = contractMsg(m);
  return msg ? (Object.keys(msg)[0] ?? null) : null;
}

/** A CW20 amount moved by a contract call: `transfer`/`send`/`burn` of the called token contract; null otherwise. */
export function cw20Movement(m: Message): { token: string; amount: bigint; to: string | null } | null {
  const msg = contractMsg(m);
  const contract = typeof m.contract === 'string' ? m.contract : '';
  if (!msg || !contract) return null;
  for (const [action, target] of [
    ['transfer', 'recipient'],
    ['send', 'contract'],
    ['burn', ''],
  ] as const) {
    const body = msg[action] as Message | undefined;
    if (body && typeof body === 'object' && typeof body.amount === 'string' && /^\d+$/.test(body.amount)) {
      const to = target && typeof body[target] === 'string' ? (body[target] as string) : null;
      return { token: contract, amount: BigInt(body.amount), to };
    }
  }
  return null;
}

/** A CW20 amount from the tx's wasm events (`action` transfer/send with `amount`), when the message does not say. */
export function cw20FromEvents(
  events: readonly LogEvent[],
): { token: string; amount: bigint; to: string | null } | null {
  for (const e of events) {
    if (e.type !== 'wasm') continue;
    const attr = (key: string) => e.attributes.find((a) => a.key === key)?.value;
    const action = attr('action');
    const amount = attr('amount');
    const token = attr('_contract_address');
    if ((action === 'transfer' || action === 'send') && amount && /^\d+$/.test(amount) && token)
      return { token, amount: BigInt(amount), to: attr('recipient') ?? attr('to') ?? null };
  }
  return null;
}

export interface TxSummary {
  label: string;
  /** Signed display amount ("+1.5 XYZ", "−2 XYZ", "−12.5 MEME") or "" when the row moves nothing readable. */
  amount: string;
  /** A name for the other side (contact, moniker, token symbol) or its short address; "" when there is none. */
  counterparty: string;
  /** The other side's full address (for a title), "" when there is none. */
  counterpartyAddress: string;
  /** The fee of the tx in XYZ ("0.00525 XYZ"), "" when the row carries none. */
  fee: string;
  /** One readable sentence for staking and governance messages ("Undelegated 5 XYZ from Validator One"), else "". */
  sentence: string;
}

/** Summary of a row whose first message is a staking, claim or vote message (delegations keep the general path). */
function stakingSummary(row: HistoryEntry, names: NameBook, fee: string): TxSummary | null {
  const kind = stakingKind(row.messages[0]);
  if (!kind) return null;
  const events = eventsFromRawLog(row.rawLog);
  const lines = row.messages
    .map((m) => stakingLine(m, events, names))
    .filter((l): l is StakingLine => l !== null);
  const first = lines[0]!;
  const claims = lines.filter((l) => l.kind === 'claim');
  if (kind === 'claim' && claims.length === row.messages.length && claims.length > 1) {
    // "Claim all": one row for every validator paid, with the total claimed.
    const known = claims.every((l) => l.uxyz !== null);
    const total = claims.reduce((sum, l) => sum + (l.uxyz ?? 0n), 0n);
    return {
      label: first.label,
      amount: known ? `+${formatXyz(total)}` : '',
      counterparty: t('line.validators', { count: claims.length }),
      counterpartyAddress: '',
      fee,
      sentence: known
        ? t('line.claimAll', { amount: formatXyz(total), count: claims.length })
        : t('line.claimAllUnknown', { count: claims.length }),
    };
  }
  return {
    label: first.label,
    amount: kind === 'delegate' ? `−${first.amount}` : first.amount,
    counterparty: first.counterparty,
    counterpartyAddress: first.counterpartyAddress,
    fee,
    sentence: first.sentence,
  };
}

const COUNTERPARTY_FIELDS = ['validator_address', 'contract', 'external_address', 'to_address'] as const;

/** One-line summary of a history row: type, signed amount (native or CW20), named counterparty and the fee. */
export function summarize(row: HistoryEntry, names: NameBook = EMPTY_NAMES): TxSummary {
  const staking = stakingSummary(row, names, row.fee.length > 0 ? formatXyz(uxyzIn(row.fee)) : '');
  if (staking && stakingKind(row.messages[0]) !== 'delegate') return staking;
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
  const sign = row.direction === 'in' ? '+' : row.direction === 'out' ? '−' : '';
  let amount = '';
  let other = '';
  const native = rowAmount(row);
  const cw20 =
    type === 'contract'
      ? (cw20Movement(m) ?? (native > 0n ? null : cw20FromEvents(eventsFromRawLog(row.rawLog))))
      : null;
  if (cw20) {
    const token = names.tokens.get(cw20.token);
    amount = `${sign}${formatToken(cw20.amount, token?.symbol ?? shortAddress(cw20.token), token?.decimals)}`;
    const sender = typeof m.sender === 'string' ? m.sender : '';
    other = row.direction === 'in' && sender ? sender : (cw20.to ?? cw20.token);
  } else {
    if (native > 0n) amount = `${sign}${formatXyz(native)}`;
    if (type === 'send') other = String((row.direction === 'in' ? m.from_address : m.to_address) ?? '');
    else if (action === 'buy')
      other = String((contractMsg(m)?.buy as Message | undefined)?.token ?? m.contract ?? '');
    else other = String(COUNTERPARTY_FIELDS.map((f) => m[f]).find((v) => typeof v === 'string') ?? '');
  }
  const fee = uxyzIn(row.fee);
  return {
    label: t(key),
    amount,
    counterparty: other ? nameOf(other, names) : '',
    counterpartyAddress: other,
    fee: row.fee.length > 0 ? formatXyz(fee) : '',
    sentence: staking?.sentence ?? '',
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

/** Direction of a tx for `address` from its messages (the node's view of a tx carries none): signer -> out. */
export function directionFromMessages(
  messages: readonly unknown[],
  address: string | null,
): HistoryEntry['direction'] {
  const signers = ['from_address', 'sender', 'delegator_address'];
  const sent = messages.some(
    (m) => m !== null && typeof m === 'object' && signers.some((key) => (m as Message)[key] === address),
  );
  const received = messages.some((m) => {
    const msg = m !== null && typeof m === 'object' ? (m as Message) : {};
    return (
      msg.to_address === address || (contractMsg(msg)?.transfer as Message | undefined)?.recipient === address
    );
  });
  if (sent && received) return 'self';
  return sent ? 'out' : 'in';
}

/** One readable line per message of a tx (label, signed amount, named counterparty), for the tx detail. */
export function messageLines(
  row: Pick<HistoryEntry, 'messages' | 'direction' | 'rawLog'>,
  names: NameBook = EMPTY_NAMES,
): TxSummary[] {
  return row.messages.map((m) =>
    summarize(
      {
        hash: '',
        height: 0,
        timestamp: '',
        code: 0,
        memo: '',
        fee: [],
        messages: [m],
        direction: row.direction,
        // Staking lines find their own events (a claim's by its validator); others only read a single message's log.
        rawLog: row.messages.length === 1 || stakingKind(m) ? row.rawLog : '',
      },
      names,
    ),
  );
}
