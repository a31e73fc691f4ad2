// Pure reading of what one cached history row did to an address's total native XYZ (bank + staked + rewards);
// each message kind's descriptor says what its messages do.
import { BASE_DENOM } from '../../../shared/chain';
import { fromDialect } from '../../../shared/dialect';
import { KINDS, type KindBook, type NativeDelta } from '../../../shared/tx-kinds';
import { amountOf } from '../../../shared/tx-kinds/coins';

/** The parts of a history row this module reads. */
export interface HistoryRowLike {
  timestamp: string;
  code: number;
  direction: 'in' | 'out' | 'self';
  fee: ReadonlyArray<{ denom: string; amount: string }>;
  messages: readonly unknown[];
}

export type { NativeDelta };

/** Staking messages the wallet does not sign but a history may hold; they leave the total unchanged too. */
const HISTORY_ONLY_NEUTRAL = ['/cosmos.staking.v1beta1.MsgCancelUnbondingDelegation'];

type Message = Record<string, unknown>;

function messageDelta(message: Message, address: string, book: KindBook): NativeDelta {
  const kind = book.ofJson(message);
  if (kind) return kind.historyDelta(message, address);
  const type = fromDialect(String(message['@type'] ?? ''), 'spec');
  return HISTORY_ONLY_NEUTRAL.includes(type) ? { delta: 0n, known: true } : { delta: 0n, known: false };
}

/**
 * The row's effect on the owner's total uxyz. The owner pays the fee of the rows it sent ('out', 'self'), even
 * when the tx failed; a failed tx's messages changed nothing.
 */
export function nativeDelta(row: HistoryRowLike, address: string, book: KindBook = KINDS): NativeDelta {
  const fee = row.direction === 'in' ? 0n : amountOf(row.fee, BASE_DENOM);
  if (row.code !== 0) return { delta: -fee, known: true };
  let delta = -fee;
  let known = true;
  for (const raw of row.messages) {
    const effect = messageDelta((raw ?? {}) as Message, address, book);
    delta += effect.delta;
    known &&= effect.known;
  }
  return { delta, known };
}
