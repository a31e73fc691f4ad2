// Transactions the wallet submitted and tracks until they settle, and their repository.
import type { EpochMs } from '../../../../shared/api/channel';

/** 'dropped': never included, another tx used its sequence (nothing was spent; decision 0209). */
export type PendingStatus = 'broadcasting' | 'pending' | 'included' | 'failed' | 'unknown' | 'dropped';

/** A transaction the wallet submitted and tracks until inclusion. */
export interface PendingTxRow {
  hash: string;
  networkId: string;
  accountId: string;
  address: string;
  status: PendingStatus;
  /** What the user did (e.g. 'send', 'delegate', 'buy'); free text for display. */
  kind: string;
  /** JSON summary of the reviewed tx (amounts, recipient...), never secrets. */
  summary: unknown;
  /** Base64 TxRaw bytes (public data) so tracking can resume after restart without resending. */
  txBytes: string | null;
  code: number | null;
  rawLog: string | null;
  height: number | null;
  createdAt: EpochMs;
  updatedAt: EpochMs;
}

export interface PendingRepo {
  add(row: PendingTxRow): void;
  get(networkId: string, hash: string): PendingTxRow | null;
  update(
    networkId: string,
    hash: string,
    patch: Partial<Pick<PendingTxRow, 'status' | 'code' | 'rawLog' | 'height' | 'updatedAt'>>,
  ): PendingTxRow | null;
  /** Rows not yet final (broadcasting, pending, unknown), oldest first. */
  listOpen(networkId: string): PendingTxRow[];
  listForAccount(networkId: string, accountId: string): PendingTxRow[];
  remove(networkId: string, hash: string): boolean;
}
