// Tells the person each transaction once: incoming transfers found by the follower, funds a grantee moved out of
// their account with their permission, and the final status of their own sends, pushed as 'activity/new'. Remembers the last hashes it told (per runtime, bounded).
import type { EventName, EventPayload } from '../../../shared/api/events';
import { incomingNotice, type TxMeaning } from '../sync/transfer-activity';
import type { CompletedUnbonding } from '../sync/unbonding-watch';

/** How many told transaction hashes are remembered (far more than one session's activity). */
const REMEMBERED = 1000;

export interface ActivityFeedDeps {
  emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  clock: () => number;
}

export function createActivityFeed(deps: ActivityFeedDeps) {
  const told = new Set<string>();
  const remember = (hash: string): boolean => {
    const key = hash.toUpperCase();
    if (told.has(key)) return false;
    told.add(key);
    if (told.size > REMEMBERED) told.delete(told.values().next().value!);
    return true;
  };
  /** Funds a grantee moved out of the person's account with their permission: told once per tx and account. */
  const tellGrantedSpends = (meaning: TxMeaning): void => {
    for (const spend of meaning.spentByGrantee) {
      if (!remember(`${meaning.txHash}|spent|${spend.accountId}`)) continue;
      deps.emit('activity/new', {
        kind: 'permission_spent',
        accountId: spend.accountId,
        txHash: meaning.txHash,
        height: meaning.height,
        amounts: spend.amounts,
        from: null,
        grantee: spend.grantee,
        at: deps.clock(),
      });
    }
  };

  return {
    /** A tx/status the runtime pushed: a final 'included' or 'failed' of the wallet's own send is told once. */
    onTxStatus(p: EventPayload<'tx/status'>): void {
      if (p.status !== 'included' && p.status !== 'failed') return;
      if (!remember(p.txHash)) return;
      deps.emit('activity/new', {
        kind: p.status,
        accountId: p.accountId,
        txHash: p.txHash.toUpperCase(),
        height: p.height ?? null,
        amounts: [],
        from: null,
        ...(p.code !== undefined ? { code: p.code } : {}),
        at: deps.clock(),
      });
    },
    /** A tx the follower found: told as incoming when it paid the person from outside; their own sends are not. */
    onFound(meaning: TxMeaning): void {
      tellGrantedSpends(meaning);
      const notice = incomingNotice(meaning);
      if (!notice || told.has(meaning.txHash)) return;
      remember(meaning.txHash);
      deps.emit('activity/new', {
        kind: 'incoming',
        accountId: notice.accountId,
        txHash: meaning.txHash,
        height: meaning.height,
        amounts: notice.amounts,
        from: notice.from,
        at: deps.clock(),
      });
    },
    /** An unbonding entry completed at `height`: its funds are spendable again (no transaction: txHash is ''). */
    onUnbondingCompleted(entry: CompletedUnbonding, height: number, denom: string): void {
      deps.emit('activity/new', {
        kind: 'unbonding_completed',
        accountId: entry.accountId,
        txHash: '',
        height: String(height),
        amounts: [{ denom, amount: entry.balance }],
        from: null,
        validator: entry.validator,
        at: deps.clock(),
      });
    },
  };
}

export type ActivityFeed = ReturnType<typeof createActivityFeed>;
