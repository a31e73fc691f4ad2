// Pure one-line summaries of history rows: type label, main amount and counterparty, from the row's messages.
import { BASE_DENOM } from '../../../shared/chain';
import type { HistoryRow } from './contract-pending';
import { rowType } from './stores/history.svelte';
import { t, type MessageKey } from './i18n';
import { formatXyz, shortAddress } from './money';

export interface TxSummary {
  label: string;
  /** Signed display amount ("+1.5 XYZ", "−2 XYZ") or "" when the row moves no native coin. */
  amount: string;
  counterparty: string;
}

function coinAmount(coins: unknown): bigint {
  if (!Array.isArray(coins)) return 0n;
  let sum = 0n;
  for (const c of coins) {
    const coin = c as { denom?: unknown; amount?: unknown };
    if (coin.denom === BASE_DENOM && typeof coin.amount === 'string' && /^\d+$/.test(coin.amount)) sum += BigInt(coin.amount);
  }
  return sum;
}

/** Native uxyz moved by the first message (send amount, delegation, bridge burn, funds sent to a contract). */
export function rowAmount(row: HistoryRow): bigint {
  const m = row.messages[0];
  if (!m) return 0n;
  if ('amount' in m) return Array.isArray(m.amount) ? coinAmount(m.amount) : coinAmount([m.amount]);
  if ('funds' in m) return coinAmount(m.funds);
  return 0n;
}

export function summarize(row: HistoryRow): TxSummary {
  const type = rowType(row);
  const m = row.messages[0] ?? { '@type': '' };
  const key: MessageKey =
    type === 'send' ? (row.direction === 'in' ? 'type.receive' : 'type.send') : (`type.${type}` as MessageKey);
  const amount = rowAmount(row);
  const sign = row.direction === 'in' ? '+' : row.direction === 'out' ? '−' : '';
  const other =
    type === 'send'
      ? String(row.direction === 'in' ? m.from_address : m.to_address)
      : type === 'delegate'
        ? String(m.validator_address ?? '')
        : type === 'contract'
          ? String(m.contract ?? '')
          : type === 'bridge'
            ? String(m.external_address ?? '')
            : '';
  return {
    label: t(key),
    amount: amount > 0n ? `${sign}${formatXyz(amount)}` : '',
    counterparty: other ? shortAddress(other) : '',
  };
}
