// Human lines for decoded messages and the whole summary of a tx: what the person reads before signing or
// broadcasting. Pure and deterministic, so a file's summary can be regenerated and compared.
import { fromUtf8, toBase64 } from '@cosmjs/encoding';
import { BASE_DENOM, DECIMALS, DISPLAY_DENOM, TYPE_URL } from '../../../shared/chain';
import { formatBaseAmount } from '../../../shared/format';
import type { EnvelopeCoin, TxSummary } from '../../../shared/offline/envelopes';

/** A message decoded with its canonical (cosmos-dialect) type URL. */
export interface DecodedMessage {
  typeUrl: string;
  value: Record<string, unknown>;
}

/** Longest contract message shown inline, in characters. */
const MAX_CONTRACT_MSG_CHARS = 1500;

/** "1.5 XYZ" for the native denom, "<amount> <denom>" otherwise. */
export function describeCoin(coin: EnvelopeCoin): string {
  if (coin.denom === BASE_DENOM) return `${formatBaseAmount(coin.amount, DECIMALS)} ${DISPLAY_DENOM}`;
  return `${coin.amount} ${coin.denom}`;
}

export function describeCoins(coins: readonly EnvelopeCoin[]): string {
  return coins.length === 0 ? 'nothing' : coins.map(describeCoin).join(' + ');
}

function contractMsgText(bytes: unknown): string {
  if (!(bytes instanceof Uint8Array)) return '(none)';
  let text: string;
  try {
    text = JSON.stringify(JSON.parse(fromUtf8(bytes)));
  } catch {
    text = `base64:${toBase64(bytes)}`;
  }
  return text.length > MAX_CONTRACT_MSG_CHARS ? `${text.slice(0, MAX_CONTRACT_MSG_CHARS)}…` : text;
}

const coinsOf = (value: unknown): EnvelopeCoin[] =>
  Array.isArray(value) ? value.map((c: EnvelopeCoin) => ({ denom: c.denom, amount: c.amount })) : [];
const coinOf = (value: unknown): EnvelopeCoin[] =>
  value && typeof value === 'object' ? coinsOf([value]) : [];
const withFunds = (funds: EnvelopeCoin[]) => (funds.length > 0 ? `, sending ${describeCoins(funds)}` : '');

const VOTE_NAMES: Record<number, string> = { 1: 'YES', 2: 'ABSTAIN', 3: 'NO', 4: 'NO WITH VETO' };
const voteName = (option: unknown) => VOTE_NAMES[Number(option)] ?? `option ${String(option)}`;
const weightedText = (options: unknown) =>
  Array.isArray(options)
    ? options
        .map((o: { option: unknown; weight: unknown }) => `${voteName(o.option)} ${String(o.weight)}`)
        .join(', ')
    : '(no options)';

/** One line saying exactly what `message` does; null for a type this wallet does not know. */
export function describeMessage(message: DecodedMessage): string | null {
  const v = message.value;
  switch (message.typeUrl) {
    case TYPE_URL.MsgSend:
      return `Send ${describeCoins(coinsOf(v.amount))} from ${String(v.fromAddress)} to ${String(v.toAddress)}`;
    case TYPE_URL.MsgDelegate:
      return `Delegate ${describeCoins(coinOf(v.amount))} from ${String(v.delegatorAddress)} to validator ${String(v.validatorAddress)}`;
    case TYPE_URL.MsgUndelegate:
      return `Undelegate ${describeCoins(coinOf(v.amount))} of ${String(v.delegatorAddress)} from validator ${String(v.validatorAddress)}`;
    case TYPE_URL.MsgBeginRedelegate:
      return `Redelegate ${describeCoins(coinOf(v.amount))} of ${String(v.delegatorAddress)} from validator ${String(v.validatorSrcAddress)} to validator ${String(v.validatorDstAddress)}`;
    case TYPE_URL.MsgWithdrawDelegatorReward:
      return `Claim staking rewards of ${String(v.delegatorAddress)} from validator ${String(v.validatorAddress)}`;
    case TYPE_URL.MsgVote:
      return `Vote ${voteName(v.option)} on proposal ${String(v.proposalId)} as ${String(v.voter)}`;
    case TYPE_URL.MsgVoteWeighted:
      return `Vote ${weightedText(v.options)} on proposal ${String(v.proposalId)} as ${String(v.voter)}`;
    case TYPE_URL.MsgExecuteContract:
      return `Execute contract ${String(v.contract)} as ${String(v.sender)}${withFunds(coinsOf(v.funds))}: ${contractMsgText(v.msg)}`;
    case TYPE_URL.MsgInstantiateContract:
      return (
        `Instantiate code ${String(v.codeId)} labelled ${JSON.stringify(String(v.label))} as ${String(v.sender)}` +
        ` (admin: ${v.admin ? String(v.admin) : 'none'})${withFunds(coinsOf(v.funds))}: ${contractMsgText(v.msg)}`
      );
    case TYPE_URL.MsgBurnForBridgeOut:
      return `Bridge out ${describeCoins(coinOf(v.amount))} from ${String(v.sender)} to external address ${String(v.externalAddress)}`;
    default:
      return null;
  }
}

/** The address a message acts for (the one that must sign it), or null when unknown. */
export function messageSigner(message: DecodedMessage): string | null {
  const v = message.value;
  const signer = v.fromAddress ?? v.delegatorAddress ?? v.sender ?? v.voter;
  return typeof signer === 'string' ? signer : null;
}

/** The summary of a tx from its decoded parts. */
export function summarize(input: {
  messageLines: readonly string[];
  fee: readonly EnvelopeCoin[];
  gasLimit: bigint;
  memo: string;
}): TxSummary {
  return {
    messages: [...input.messageLines],
    fee: input.fee.map((c) => ({ denom: c.denom, amount: c.amount })),
    gas: input.gasLimit.toString(),
    memo: input.memo,
  };
}

/** Human fee line: "0.005 XYZ for up to 200000 gas". */
export function describeFee(summary: TxSummary): string {
  return `${describeCoins(summary.fee)} for up to ${summary.gas} gas`;
}

/** True when two summaries say exactly the same thing. */
export function sameSummary(a: TxSummary, b: TxSummary): boolean {
  return (
    JSON.stringify(
      summarize({ messageLines: a.messages, fee: a.fee, gasLimit: BigInt(a.gas), memo: a.memo }),
    ) ===
    JSON.stringify(summarize({ messageLines: b.messages, fee: b.fee, gasLimit: BigInt(b.gas), memo: b.memo }))
  );
}
