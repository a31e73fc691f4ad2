// How many bytes a node or backend reply may have, per route family: larger replies are refused unread (issue #27).

const MiB = 1024 * 1024;

/**
 * Byte caps of a reply body, generous for legitimate answers and far below what would hurt the process.
 * - `object`: one object or a short list (balances, an account, params, node status, broadcast and simulate replies).
 * - `list`: a list the wallet asks for whole or a large object (200 validators, proposals, one tx with its events,
 *   a contract's smart-query answer).
 * - `page`: a page of transactions (tx search and B4 history, up to 100 txs with their events) or the token list.
 */
export const RESPONSE_CAP_BYTES = {
  object: 2 * MiB,
  list: 16 * MiB,
  page: 32 * MiB,
} as const;

export type ResponseCap = keyof typeof RESPONSE_CAP_BYTES;
