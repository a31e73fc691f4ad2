// Follows the chain for the person's accounts: one latest-height check per block interval; when the height advanced,
// searches the new blocks for transfers to and from every account (active first), refreshes those accounts and tells
// the activity feed. Nothing but that one check while nothing happens; no work while the node is unreachable.
import type { ChainRestClient } from '../chain/chain-rest';
import type { TxJson, TxResponseJson } from '../chain/chain-schemas';
import { meaningOf, type OwnAccount, type TxMeaning } from '../sync/transfer-activity';

/** Most txs read per search; a longer gap (after the node was away) is caught up by the refreshes it triggers. */
const SEARCH_LIMIT = 100;

export interface FoundTx {
  tx: TxJson | undefined;
  response: TxResponseJson;
}

export interface ChainFollowerDeps {
  chain: () => ChainRestClient;
  /** The active network's id: a switch starts following the new chain from its current height. */
  networkId: () => string;
  /** The person's accounts, active first. */
  accounts: () => OwnAccount[];
  /** Stores what was found for `account` (history rows) before its refresh. */
  store: (account: OwnAccount, found: FoundTx[]) => void;
  /** Refreshes balances, holdings and history of an account (pushes the change events). */
  refresh: (account: OwnAccount) => Promise<unknown>;
  /** Each found tx, once per check, with what it means to the accounts. */
  onFound: (meaning: TxMeaning) => void;
  /** Each new height once, with its block time (epoch ms; NaN when the node gave none): unbondings that matured. */
  onBlock?: (height: number, blockTimeMs: number) => Promise<void>;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  clock: () => number;
  /** Milliseconds between two height checks: the chain's block interval. */
  intervalMs: number;
  /** The active account is refreshed at least this often anyway (CW20 transfers are not searchable). 0: never. */
  safetyRefreshMs: number;
  /** Longest wait between checks while the node is unreachable (the wait doubles from intervalMs). */
  maxBackoffMs: number;
}

export type CheckOutcome = 'started' | 'unchanged' | 'advanced' | 'unreachable' | 'search_failed';

export function createChainFollower(deps: ChainFollowerDeps) {
  /** Last height whose transactions were looked at, per network. */
  let seen: { networkId: string; height: number } | null = null;
  let lastRefreshAt = deps.clock();
  let failures = 0;
  const stop = new AbortController();
  let loop: Promise<void> | null = null;

  /**
   * Searches heights (from, to] for `account`'s transfers in and out; hashes de-duplicated. `message.sender` also
   * finds what a grantee moved out of the account by an authz exec: the bank's transfer names the granter as the sender of
   * its message event (the SDK's SendCoins does), though the tx's signer is the grantee.
   */
  const scan = async (account: OwnAccount, from: number, to: number): Promise<FoundTx[]> => {
    const found = new Map<string, FoundTx>();
    for (const filter of [`transfer.recipient='${account.address}'`, `message.sender='${account.address}'`]) {
      const reply = await deps.chain().searchTxs({
        events: [filter, `tx.height>${from}`, `tx.height<=${to}`],
        orderBy: 'ORDER_BY_ASC',
        limit: SEARCH_LIMIT,
      });
      (reply.tx_responses ?? []).forEach((response, i) =>
        found.set(response.txhash.toUpperCase(), { tx: reply.txs?.[i], response }),
      );
    }
    return [...found.values()];
  };

  /** One check: the latest height, and when it advanced, the search and the refreshes. Never throws. */
  async function checkOnce(): Promise<CheckOutcome> {
    try {
      return await check();
    } catch {
      return 'search_failed'; // no profile or accounts readable now: the next check tries again
    }
  }

  async function check(): Promise<CheckOutcome> {
    const networkId = deps.networkId();
    let height: number;
    let blockTimeMs: number;
    let txCount: number | null;
    try {
      const { header, data } = (await deps.chain().latestBlock()).block;
      height = Number(header.height);
      blockTimeMs = Date.parse(header.time);
      txCount = Array.isArray(data?.txs) ? data.txs.length : null;
    } catch {
      failures += 1;
      return 'unreachable';
    }
    failures = 0;
    if (stop.signal.aborted) return 'unchanged';
    if (!seen || seen.networkId !== networkId || height < seen.height) {
      seen = { networkId, height };
      return 'started';
    }
    const from = seen.height;
    if (height === from) {
      await safetyRefresh();
      return 'unchanged';
    }
    const accounts = deps.accounts();
    const hits: Array<{ account: OwnAccount; found: FoundTx[] }> = [];
    // One new block that says it holds no tx: nothing to search (most blocks of a quiet chain; decision 0422).
    const nothingNew = height === from + 1 && txCount === 0;
    try {
      for (const account of nothingNew ? [] : accounts) {
        const found = await scan(account, from, height);
        if (found.length > 0) hits.push({ account, found });
      }
    } catch {
      return 'search_failed'; // the same heights are searched again at the next check
    }
    if (stop.signal.aborted) return 'unchanged';
    seen = { networkId, height };
    const told = new Set<string>();
    for (const { account, found } of hits) {
      deps.store(account, found);
      for (const { response } of found) {
        const hash = response.txhash.toUpperCase();
        if (told.has(hash)) continue;
        told.add(hash);
        deps.onFound(meaningOf(response, accounts));
      }
    }
    await Promise.all(hits.map(({ account }) => deps.refresh(account).catch(() => undefined)));
    await deps.onBlock?.(height, blockTimeMs).catch(() => undefined);
    if (hits.some(({ account }) => account.id === accounts[0]?.id)) lastRefreshAt = deps.clock();
    else await safetyRefresh();
    return 'advanced';
  }

  /** Refreshes the active account when the last refresh is older than safetyRefreshMs. */
  async function safetyRefresh(): Promise<void> {
    const active = deps.accounts()[0];
    if (!active || deps.safetyRefreshMs <= 0 || deps.clock() - lastRefreshAt < deps.safetyRefreshMs) return;
    lastRefreshAt = deps.clock();
    await deps.refresh(active).catch(() => undefined);
  }

  /** Wait before the next check: the block interval, doubling while the node is unreachable. */
  const nextWait = () =>
    failures === 0 ? deps.intervalMs : Math.min(deps.intervalMs * 2 ** failures, deps.maxBackoffMs);

  return {
    checkOnce,
    /** Checks every block interval (from one interval after now) until close(). */
    start(): void {
      if (loop || stop.signal.aborted || deps.intervalMs <= 0) return;
      loop = (async () => {
        // The first check comes one block after the start: the screens load what is there now themselves.
        while (!stop.signal.aborted) {
          await deps.sleep(nextWait(), stop.signal);
          if (stop.signal.aborted) break;
          await checkOnce();
        }
      })();
    },
    /** Stops following; resolves once the running check has ended (no timer is left). */
    async close(): Promise<void> {
      stop.abort();
      await loop;
    },
  };
}

export type ChainFollower = ReturnType<typeof createChainFollower>;
