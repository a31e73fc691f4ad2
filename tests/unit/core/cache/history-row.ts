// Test helper: a history row as the sync stores it, a plain 1 uxyz send with a 5000 uxyz fee unless told otherwise.
import type { HistoryRow } from '../../../../electron/core/cache/repos/history-types';

export function historyRow(hash: string, height: number, overrides: Partial<HistoryRow> = {}): HistoryRow {
  return {
    hash,
    height,
    timestamp: '2026-11-28T07:00:00Z',
    code: 0,
    memo: '',
    fee: [{ denom: 'uxyz', amount: '5000' }],
    messages: [{ '@type': '/ledger.bank.v1beta1.MsgSend', amount: [{ denom: 'uxyz', amount: '1' }] }],
    direction: 'out',
    rawLog: '',
    ...overrides,
  };
}
