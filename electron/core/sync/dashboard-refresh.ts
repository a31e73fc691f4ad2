// Refreshes one account's dashboard data (balances, delegations, unbonding, rewards, holdings, price) into the cache
// and pushes events.
// A failed read never overwrites the cache (a busy node is never shown as 0).
import type { EventName, EventPayload } from '../../../shared/api/events';
import type { CacheRepositories } from '../cache/repositories-types';
import type { BalanceEntry } from '../cache/repos/balances-types';
import type { HoldingRow } from '../cache/repos/holdings-types';
import type { NetworkClients } from '../chain/clients';
import { isClientError } from '../chain/errors';
import type { UnbondingEntry } from './unbonding-watch';
import { decCoinsAmount } from './staking-views';
import { recordUsdSeen } from '../charts/usd-seen';

export interface RefreshDeps {
  /** Cache repositories only: a refresh writes nothing to the records file (its commits are synced, decision 0754). */
  db: Pick<CacheRepositories, 'balances' | 'holdings' | 'tokens' | 'charts'>;
  emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  clock: () => number;
  /** The account's unbonding entries as just read (so their completion can be told). */
  onUnbondings?: (account: { id: string; address: string }, entries: UnbondingEntry[]) => void;
}

/** Sum of a denom over a coin list, as bigint. */
function amountOf(coins: ReadonlyArray<{ denom: string; amount: string }>, denom: string): bigint {
  return coins.filter((c) => c.denom === denom).reduce((sum, c) => sum + BigInt(c.amount), 0n);
}

/** A chain read as a settled-able promise even when the client lacks the query (a chain without that module). */
function attempt<T>(read: () => Promise<T>): Promise<T> {
  try {
    return read();
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * Fetches balances (#5, #7, delegations, unbonding delegations, delegator rewards), holdings (B3) and price (B5);
 * each part is written only when it succeeded (a staking part that failed keeps its previous cached amount).
 */
export async function refreshDashboard(
  clients: NetworkClients,
  deps: RefreshDeps,
  account: { id: string; address: string },
): Promise<{ errors: string[] }> {
  const { profile, chain, backend } = clients;
  const errors: string[] = [];
  deps.emit('sync/progress', {
    kind: 'dashboard',
    accountId: account.id,
    done: 0,
    total: 3,
    finished: false,
  });
  const [balances, spendable, delegations, unbondings, rewards, holdings, price] = await Promise.allSettled([
    chain.balances(account.address),
    chain.spendableBalances(account.address),
    attempt(() => chain.delegations(account.address)),
    attempt(() => chain.unbondingDelegations(account.address)),
    attempt(() => chain.delegatorRewards(account.address)),
    backend.holdings(account.address),
    backend.priceUsd(),
  ]);
  if (unbondings.status === 'fulfilled')
    deps.onUnbondings?.(
      account,
      unbondings.value.unbonding_responses.flatMap((u) =>
        u.entries.map((e) => ({
          validator: u.validator_address,
          balance: e.balance,
          creationHeight: e.creation_height,
          completesAt: Date.parse(e.completion_time),
        })),
      ),
    );
  if (balances.status === 'fulfilled' && spendable.status === 'fulfilled') {
    const staking: Array<{ kind: BalanceEntry['kind']; amount: bigint | null }> = [
      {
        kind: 'delegated',
        amount:
          delegations.status === 'fulfilled'
            ? amountOf(
                delegations.value.delegation_responses.map((d) => d.balance),
                profile.denom,
              )
            : null,
      },
      {
        kind: 'unbonding',
        amount:
          unbondings.status === 'fulfilled'
            ? unbondings.value.unbonding_responses
                .flatMap((u) => u.entries)
                .reduce((sum, e) => sum + BigInt(e.balance), 0n)
            : null,
      },
      {
        kind: 'rewards',
        amount: rewards.status === 'fulfilled' ? decCoinsAmount(rewards.value.total, profile.denom) : null,
      },
    ];
    const entries: BalanceEntry[] = [
      {
        kind: 'total',
        denom: profile.denom,
        amount: amountOf(balances.value.balances, profile.denom).toString(),
      },
      {
        kind: 'spendable',
        denom: profile.denom,
        amount: amountOf(spendable.value.balances, profile.denom).toString(),
      },
    ];
    const previous = deps.db.balances.get(profile.id, account.address)?.entries ?? [];
    for (const part of staking) {
      if (part.amount !== null)
        entries.push({ kind: part.kind, denom: profile.denom, amount: part.amount.toString() });
      else {
        const kept = previous.find((e) => e.kind === part.kind);
        if (kept) entries.push(kept);
      }
    }
    const updatedAt = deps.clock();
    deps.db.balances.replace(profile.id, account.address, entries, updatedAt);
    deps.emit('balances/changed', { accountId: account.id, updatedAt });
  } else {
    errors.push(
      reason(balances.status === 'rejected' ? balances.reason : (spendable as PromiseRejectedResult).reason),
    );
  }
  deps.emit('sync/progress', {
    kind: 'dashboard',
    accountId: account.id,
    done: 1,
    total: 3,
    finished: false,
  });
  if (holdings.status === 'fulfilled') {
    const rows: HoldingRow[] = holdings.value.tokens.map((t) => ({
      token: t.address,
      name: t.name,
      symbol: t.symbol,
      balance: t.balance,
      priceUxyz: t.price_uxyz,
      graduated: t.graduated,
    }));
    const updatedAt = deps.clock();
    deps.db.holdings.replace(profile.id, account.address, rows, updatedAt);
    deps.emit('holdings/changed', { accountId: account.id, updatedAt });
  } else {
    errors.push(reason(holdings.reason));
  }
  deps.emit('sync/progress', {
    kind: 'dashboard',
    accountId: account.id,
    done: 2,
    total: 3,
    finished: false,
  });
  if (price.status === 'fulfilled') {
    const seenAt = deps.clock();
    deps.db.charts.setLatestUsd(profile.id, price.value, seenAt);
    recordUsdSeen(deps.db.charts, profile.id, price.value, seenAt);
  } else errors.push(reason(price.reason));
  const first = errors[0];
  deps.emit('sync/progress', {
    kind: 'dashboard',
    accountId: account.id,
    done: 3,
    total: 3,
    finished: true,
    ...(first ? { error: { code: 'network', message: first } } : {}),
  });
  return { errors };
}

/** Refreshes the B1 token list into the cache. Throws client errors (the caller decides whether to surface them). */
export async function refreshTokens(clients: NetworkClients, deps: RefreshDeps): Promise<number> {
  deps.emit('sync/progress', { kind: 'tokens', accountId: null, done: 0, total: null, finished: false });
  try {
    const reply = await clients.backend.tokens();
    const updatedAt = deps.clock();
    deps.db.tokens.replaceAll(
      clients.profile.id,
      reply.tokens.map((t) => ({
        address: t.address,
        name: t.name,
        symbol: t.symbol,
        image: t.image,
        description: t.description,
        creator: t.creator,
        source: t.source,
        graduated: t.graduated,
        pair: t.pair,
        xyzReserves: t.xyz_reserves,
        currentPrice: t.current_price,
        volume24h: t.volume_24h,
        tradeCount24h: t.trade_count_24h,
        createdAt: t.created_at,
        firstSeenAt: t.first_seen_at,
      })),
      updatedAt,
    );
    deps.emit('tokens/changed', { updatedAt });
    deps.emit('sync/progress', {
      kind: 'tokens',
      accountId: null,
      done: reply.tokens.length,
      total: reply.tokens.length,
      finished: true,
    });
    return reply.tokens.length;
  } catch (error) {
    deps.emit('sync/progress', {
      kind: 'tokens',
      accountId: null,
      done: 0,
      total: null,
      finished: true,
      error: { code: isClientError(error) ? error.code : 'internal', message: reason(error) },
    });
    throw error;
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
