// Pure reading of what one cached history row did to an address's total native XYZ (bank + staked + rewards).
import { BASE_DENOM } from '../../../shared/chain';

/** The parts of a history row this module reads. */
export interface HistoryRowLike {
  timestamp: string;
  code: number;
  direction: 'in' | 'out' | 'self';
  fee: ReadonlyArray<{ denom: string; amount: string }>;
  messages: readonly unknown[];
}

export interface NativeDelta {
  /** Signed change of the address's total uxyz that the row's messages and fee account for. */
  delta: bigint;
  /** False when a message moved native XYZ by an amount its content does not say (a sale's proceeds, a contract). */
  known: boolean;
}

/** Messages that only move XYZ between the owner's own kinds (bank, staked, unbonding, rewards): total unchanged. */
const TOTAL_NEUTRAL = [
  'MsgDelegate',
  'MsgUndelegate',
  'MsgBeginRedelegate',
  'MsgCancelUnbondingDelegation',
  'MsgWithdrawDelegatorReward',
  'MsgVote',
  'MsgVoteWeighted',
];

type Message = Record<string, unknown>;

function uxyz(coins: unknown): bigint {
  if (!Array.isArray(coins)) return 0n;
  let sum = 0n;
  for (const coin of coins as Array<Record<string, unknown>>) {
    if (coin?.denom === BASE_DENOM && typeof coin.amount === 'string' && /^\d+$/.test(coin.amount))
      sum += BigInt(coin.amount);
  }
  return sum;
}

const typeName = (message: Message) =>
  String(message['@type'] ?? '')
    .split('.')
    .pop() ?? '';

/** A CW20 call that carries no native funds and returns none (transfer, send to a person, allowance). */
function isPlainCw20(message: Message): boolean {
  const msg = message.msg;
  if (typeof msg !== 'object' || msg === null) return false;
  const [variant] = Object.keys(msg);
  return (
    ['transfer', 'increase_allowance', 'decrease_allowance', 'burn'].includes(variant ?? '') &&
    uxyz(message.funds) === 0n
  );
}

function messageDelta(message: Message, address: string): NativeDelta {
  const type = typeName(message);
  if (type === 'MsgSend') {
    let delta = 0n;
    if (message.from_address === address) delta -= uxyz(message.amount);
    if (message.to_address === address) delta += uxyz(message.amount);
    return { delta, known: true };
  }
  if (TOTAL_NEUTRAL.includes(type)) return { delta: 0n, known: true };
  if (type === 'MsgExecuteContract' && message.sender === address) {
    // Funds sent are exact; whether the contract pays anything back is not in the message.
    return { delta: -uxyz(message.funds), known: isPlainCw20(message) };
  }
  if (type === 'MsgExecuteContract') return { delta: 0n, known: isPlainCw20(message) };
  return { delta: 0n, known: false };
}

/**
 * The row's effect on the owner's total uxyz. The owner pays the fee of the rows it sent ('out', 'self'), even
 * when the tx failed; a failed tx's messages changed nothing.
 */
export function nativeDelta(row: HistoryRowLike, address: string): NativeDelta {
  const fee = row.direction === 'in' ? 0n : uxyz(row.fee);
  if (row.code !== 0) return { delta: -fee, known: true };
  let delta = -fee;
  let known = true;
  for (const raw of row.messages) {
    const effect = messageDelta((raw ?? {}) as Message, address);
    delta += effect.delta;
    known &&= effect.known;
  }
  return { delta, known };
}
