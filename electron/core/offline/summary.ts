// Human lines for decoded messages (each kind's descriptor says its own) and the whole summary of a tx: what the
// person reads before signing or broadcasting. Pure and deterministic, so a file's summary can be regenerated and compared.
import type { EnvelopeCoin, TxSummary } from '../../../shared/offline/envelopes';
import { KINDS, type KindBook } from '../../../shared/tx-kinds';
import { describeCoins } from '../../../shared/tx-kinds/coins';

/** A message decoded with its canonical (cosmos-dialect) type URL. */
export interface DecodedMessage {
  typeUrl: string;
  value: Record<string, unknown>;
}

/** One full line saying exactly what `message` does (never cut); null for a kind this wallet does not know. */
export function describeMessage(message: DecodedMessage, book: KindBook = KINDS): string | null {
  const kind = book.byTypeUrl(message.typeUrl);
  return kind && kind.typeUrl === message.typeUrl ? kind.describe(message.value) : null;
}

/** The address a message acts for (the one that must sign it), or null when its kind is unknown. */
export function messageSigner(message: DecodedMessage, book: KindBook = KINDS): string | null {
  const kind = book.byTypeUrl(message.typeUrl);
  if (!kind || kind.typeUrl !== message.typeUrl) return null;
  const signer = kind.signer(message.value);
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
