// Handlers of the data domain: cache-first dashboard, tokens, progress, history, staking, supply and node status.
import type { dataChannels, Dashboard, TokenProgress } from '../../../shared/api/data';
import { WalletError } from '../../../shared/errors';
import { resolveTerms, searchWords } from '../cache/repos/history-match';
import { mapClientErrors } from '../chain/to-wallet-error';
import type { ChainRuntime } from '../runtime/chain-runtime';
import { latestUsd } from '../charts/latest-usd';
import { historyToCsv } from '../sync/history-csv';
import { createNodeInfoCache } from '../sync/node-info';
import { fetchTxDetail } from '../sync/tx-detail';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type DataChannel = DomainChannels<typeof dataChannels>;

/** Tokens a search word may stand for (a word in many token names names the first of them only). */
const TOKENS_PER_WORD = 64;

/** The rows of one `history/page` request (the boot snapshot's recent rows are the same, see boot.ts). */
export function historyRows(
  ctx: HandlerContext,
  req: { accountId: string; limit: number; before?: { height: number; hash: string } },
) {
  const account = ctx.keys.getAccount(req.accountId);
  return ctx.db.history.page(ctx.network().id, account.address, { limit: req.limit, before: req.before });
}

export function createDataHandlers(ctx: HandlerContext, runtime: ChainRuntime): HandlersFor<DataChannel> {
  const accountById = (accountId: string) => ctx.keys.getAccount(accountId);
  const readNodeInfo = createNodeInfoCache(() => ctx.clock());

  const handlers: HandlersFor<DataChannel> = {
    async 'dashboard/get'(req) {
      const account = req.accountId ? accountById(req.accountId) : ctx.keys.activeAccount();
      if (!account) throw new WalletError('not_found', 'There is no account yet.');
      const networkId = ctx.network().id;
      const balances = ctx.db.balances.get(networkId, account.address);
      const holdings = ctx.db.holdings.get(networkId, account.address);
      const price = latestUsd(ctx.db, networkId);
      const now = ctx.clock();
      const staleAfter = runtime.options.staleAfterMs;
      const stale =
        !balances || now - balances.updatedAt > staleAfter || runtime.lastRefreshFailed(account.address);
      const refreshing = req.refresh !== false;
      // The history sync follows each refresh (not in a one-command host, RuntimeOptions.followUpRefresh): an incoming
      // transfer has no push source, and "Recent activity" reads the cached history, which only a sync fills.
      if (refreshing) {
        const target = { id: account.id, address: account.address };
        void runtime
          .refreshAccount(target)
          .catch(() => undefined)
          .then(() => (runtime.options.followUpRefresh ? runtime.syncAccountHistory(target) : undefined))
          .catch(() => undefined);
      }
      const entry = (kind: string) => balances?.entries.find((e) => e.kind === kind)?.amount ?? '0';
      const optional = (kind: string) => balances?.entries.find((e) => e.kind === kind)?.amount ?? null;
      const dashboard: Dashboard = {
        accountId: account.id,
        address: account.address,
        balances: balances
          ? {
              total: entry('total'),
              spendable: entry('spendable'),
              delegated: entry('delegated'),
              unbonding: optional('unbonding'),
              rewards: optional('rewards'),
            }
          : null,
        balancesUpdatedAt: balances?.updatedAt ?? null,
        holdings: (holdings?.holdings ?? []).map((h) => ({ ...h })),
        holdingsUpdatedAt: holdings?.updatedAt ?? null,
        priceUsd: price?.value && price.value !== '0' ? price.value : null,
        stale,
        refreshing,
      };
      return dashboard;
    },

    async 'tokens/list'(req) {
      const networkId = ctx.network().id;
      const cached = ctx.db.tokens.list(networkId);
      if (req.refresh || cached.updatedAt === null) {
        try {
          await runtime.refreshTokens();
        } catch (error) {
          if (cached.updatedAt === null) throw error;
        }
      } else if (ctx.clock() - cached.updatedAt > runtime.options.staleAfterMs) {
        void runtime.refreshTokens().catch(() => undefined);
      }
      return ctx.db.tokens.list(networkId);
    },

    async 'tokens/progress'(req) {
      const networkId = ctx.network().id;
      const launchpad = await ctx.launchpadAddress();
      try {
        if (!launchpad)
          throw new WalletError('invalid_config', 'This network has no launchpad address configured.');
        const data = (await runtime
          .clients()
          .chain.smartQuery(launchpad, { progress: { token: req.token } })) as Record<string, unknown>;
        if (
          typeof data?.xyz_reserves !== 'string' ||
          typeof data.threshold !== 'string' ||
          typeof data.graduated !== 'boolean'
        ) {
          throw new WalletError(
            'bad_response',
            'The launchpad answered the progress query in an unexpected shape.',
          );
        }
        const row = {
          token: req.token,
          xyzReserves: data.xyz_reserves,
          threshold: data.threshold,
          graduated: data.graduated,
          pair: typeof data.pair === 'string' ? data.pair : null,
          updatedAt: ctx.clock(),
        };
        ctx.db.tokens.putProgress(networkId, row);
        return withPercent(row);
      } catch (error) {
        const cached = ctx.db.tokens.getProgress(networkId, req.token);
        if (cached) return withPercent(cached);
        throw error;
      }
    },

    'history/page'(req) {
      const account = accountById(req.accountId);
      const networkId = ctx.network().id;
      const cursor = ctx.db.history.getCursor(networkId, account.address);
      return {
        rows: historyRows(ctx, req),
        stored: ctx.db.history.count(networkId, account.address),
        complete: cursor?.complete ?? false,
        updatedAt: cursor?.updatedAt ?? null,
      };
    },

    'history/search'(req) {
      const account = accountById(req.accountId);
      const networkId = ctx.network().id;
      // Tokens are found per word through the token indexes (never the whole list: 100,000 tokens, decision 0610).
      const named = [
        ...ctx.db.addressBook.list().map((c) => ({ names: [c.name], address: c.address })),
        ...searchWords(req.query).flatMap((word) => ctx.db.tokens.named(networkId, word, TOKENS_PER_WORD)),
      ];
      const terms = resolveTerms(req.query, named);
      return {
        rows: ctx.db.history.search(networkId, account.address, {
          terms,
          limit: req.limit,
          before: req.before,
        }),
      };
    },

    'history/sync': (req) => {
      const account = accountById(req.accountId);
      return runtime.syncAccountHistory({ id: account.id, address: account.address });
    },

    async 'history/detail'(req) {
      if (req.accountId) accountById(req.accountId);
      return fetchTxDetail(runtime.clients().chain, req.txHash);
    },

    'history/export-csv'(req) {
      const account = accountById(req.accountId);
      const networkId = ctx.network().id;
      const rows = ctx.db.history.page(networkId, account.address, { limit: Number.MAX_SAFE_INTEGER });
      return { csv: historyToCsv(rows), rows: rows.length };
    },

    async 'staking/validators'() {
      const reply = await runtime.clients().chain.validators();
      return {
        validators: reply.validators.map((v) => ({
          operatorAddress: v.operator_address,
          moniker: v.description?.moniker ?? '',
          tokens: v.tokens,
          commissionRate: v.commission?.commission_rates.rate ?? '0',
          jailed: v.jailed,
          status: v.status,
        })),
      };
    },

    async 'staking/delegations'(req) {
      const account = accountById(req.accountId);
      const reply = await runtime.clients().chain.delegations(account.address);
      const delegations = reply.delegation_responses.map((d) => ({
        validatorAddress: d.delegation.validator_address,
        amount: d.balance.amount,
      }));
      return { delegations, total: delegations.reduce((sum, d) => sum + BigInt(d.amount), 0n).toString() };
    },

    async 'supply/get'() {
      const denom = ctx.network().denom;
      const reply = await runtime.clients().chain.supplyByDenom(denom);
      return { denom: reply.amount.denom, amount: reply.amount.amount };
    },

    async 'node/status'() {
      const status = await runtime.publishNodeStatus();
      return {
        health: status.state,
        chainId: status.chainId,
        expectedChainId: status.expectedChainId,
        syncing: status.syncing,
        latestHeight: status.latestHeight,
        signingBlocked: status.signingBlocked,
        message: status.message,
        checkedAt: ctx.clock(),
      };
    },

    'node/info'() {
      const profile = ctx.network();
      return readNodeInfo(profile.id, runtime.clients().chain, profile.dialect);
    },
  };
  return mapClientErrors(handlers);
}

/** reserves / threshold as a percentage with 2 decimals, capped at 100, computed with bigint. */
export function withPercent(row: Omit<TokenProgress, 'percent'>): TokenProgress {
  const threshold = BigInt(row.threshold);
  const reserves = BigInt(row.xyzReserves);
  let basisPoints = threshold === 0n ? 10_000n : (reserves * 10_000n) / threshold;
  if (row.graduated || basisPoints > 10_000n) basisPoints = 10_000n;
  const percent = `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, '0')}`;
  return { ...row, percent };
}
