// Pure: what a block's transactions mean to the person's accounts (who sent, who received how much, from whom, and
// what a grantee moved out of them with their permission).
import { fromDialect } from '../../../shared/dialect';
import { execKind } from '../../../shared/tx-kinds';
import type { TxResponseJson } from '../chain/chain-schemas';

export interface Coin {
  denom: string;
  amount: string;
}

export interface OwnAccount {
  id: string;
  address: string;
}

/** One transaction found for the person's accounts, read from its events. */
export interface TxMeaning {
  txHash: string;
  height: string;
  code: number;
  /** Ids of the person's accounts that signed it (message.sender). */
  sentBy: string[];
  /** The person's accounts it paid, with what arrived and from whom (transfers from their own address excluded). */
  received: Array<{ accountId: string; amounts: Coin[]; from: string | null }>;
  /**
   * The person's accounts a grantee outside the wallet moved funds out of by an authz exec, with their permission: the
   * transfers an executed message made (events marked `authz_msg_index`) from the account to another address.
   */
  spentByGrantee: Array<{ accountId: string; grantee: string; amounts: Coin[] }>;
}

/** The signer of an authz exec in the tx (the grantee), from its `message` event, or null when it executed nothing. */
function execSigner(events: NonNullable<TxResponseJson['events']>): string | null {
  const exec = events.find(
    (e) => e.type === 'message' && fromDialect(attr(e, 'action') ?? '', 'spec') === execKind.typeUrl,
  );
  return exec ? attr(exec, 'sender') : null;
}

/** Transfers out of the person's accounts made by messages a grantee outside the wallet executed. */
function grantedSpends(
  events: NonNullable<TxResponseJson['events']>,
  byAddress: ReadonlyMap<string, OwnAccount>,
): TxMeaning['spentByGrantee'] {
  const grantee = execSigner(events);
  if (grantee === null || byAddress.has(grantee)) return [];
  const spent = new Map<string, TxMeaning['spentByGrantee'][number]>();
  for (const e of events) {
    if (e.type !== 'transfer' || attr(e, 'authz_msg_index') === null) continue;
    const sender = attr(e, 'sender');
    const own = sender === null ? undefined : byAddress.get(sender);
    if (!own || attr(e, 'recipient') === sender) continue;
    const entry = spent.get(own.id) ?? { accountId: own.id, grantee, amounts: [] };
    entry.amounts = addCoins(entry.amounts, parseCoins(attr(e, 'amount') ?? ''));
    spent.set(own.id, entry);
  }
  return [...spent.values()];
}

const attr = (event: { attributes: Array<{ key: string; value?: string | null }> }, key: string) =>
  event.attributes.find((a) => a.key === key)?.value ?? null;

/** Parses a Cosmos coin list ("5uxyz,7ufoo"); parts that are not coins are skipped. */
export function parseCoins(text: string): Coin[] {
  return text
    .split(',')
    .map((part) => /^(\d+)([a-zA-Z][a-zA-Z0-9/:._-]*)$/.exec(part.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ amount: m[1]!, denom: m[2]! }));
}

/** Sums coins per denom (amounts are integer strings). */
function addCoins(into: Coin[], more: Coin[]): Coin[] {
  const sums = new Map(into.map((c) => [c.denom, BigInt(c.amount)]));
  for (const c of more) sums.set(c.denom, (sums.get(c.denom) ?? 0n) + BigInt(c.amount));
  return [...sums].map(([denom, amount]) => ({ denom, amount: amount.toString() }));
}

/** What `response` means to `accounts`: which of them sent it and which received funds in it. */
export function meaningOf(response: TxResponseJson, accounts: readonly OwnAccount[]): TxMeaning {
  const byAddress = new Map(accounts.map((a) => [a.address, a]));
  const events = response.events ?? [];
  const sentBy = new Set<string>();
  for (const e of events) {
    // A message a grantee executed names the granter as its sender: the granter did not send it.
    if (attr(e, 'authz_msg_index') !== null) continue;
    const sender = e.type === 'message' ? attr(e, 'sender') : null;
    const own = sender === null ? undefined : byAddress.get(sender);
    if (own) sentBy.add(own.id);
  }
  const received = new Map<string, { accountId: string; amounts: Coin[]; from: string | null }>();
  for (const e of events) {
    if (e.type !== 'transfer') continue;
    const recipient = attr(e, 'recipient');
    const sender = attr(e, 'sender');
    const own = recipient === null ? undefined : byAddress.get(recipient);
    if (!own || sender === recipient) continue;
    const entry = received.get(own.id) ?? { accountId: own.id, amounts: [], from: sender };
    entry.amounts = addCoins(entry.amounts, parseCoins(attr(e, 'amount') ?? ''));
    received.set(own.id, entry);
  }
  return {
    txHash: response.txhash.toUpperCase(),
    height: response.height,
    code: response.code,
    sentBy: [...sentBy],
    received: [...received.values()],
    spentByGrantee: response.code === 0 ? grantedSpends(events, byAddress) : [],
  };
}

/**
 * The incoming-transfer notice a tx deserves, or null: only a successful tx that paid one of the person's accounts
 * and that none of their accounts signed (their own sends, also between their own accounts, are told by "included").
 */
export function incomingNotice(meaning: TxMeaning): TxMeaning['received'][number] | null {
  if (meaning.code !== 0 || meaning.sentBy.length > 0) return null;
  return meaning.received[0] ?? null;
}
