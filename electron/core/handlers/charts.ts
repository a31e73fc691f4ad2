// Handlers of the charts domain: a token's price series (cache caught up with the chain first) and the portfolio.
import type { chartsChannels, TokenPriceSeries } from '../../../shared/api/charts';
import { WalletError } from '../../../shared/errors';
import { createPortfolioDeltas } from '../charts/portfolio-deltas';
import { portfolioInputs } from '../charts/portfolio-inputs';
import { portfolioSeries } from '../charts/portfolio-series';
import { bucketTrades } from '../charts/price-buckets';
import { catchUpTrades } from '../charts/trade-sync';
import { recordUsdSeen } from '../charts/usd-seen';
import type { ChainRuntime } from '../runtime/chain-runtime';
import { latestUsd } from '../charts/latest-usd';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type ChartsChannel = DomainChannels<typeof chartsChannels>;

export function createChartsHandlers(
  ctx: HandlerContext,
  runtime: Pick<ChainRuntime, 'clients'>,
): HandlersFor<ChartsChannel> {
  /** One catch-up per token at a time: a second caller waits for the running one. */
  const catchUps = new Map<string, Promise<number>>();
  /** The history's per-day effects, kept between portfolio calls (the chart reloads after every refresh). */
  const portfolioDeltas = createPortfolioDeltas(ctx.db);

  function catchUp(networkId: string, token: string): Promise<number> {
    const key = `${networkId}\n${token}`;
    const running = catchUps.get(key);
    if (running) return running;
    const row = ctx.db.tokens.get(networkId, token);
    const pair = row?.pair ?? ctx.db.tokens.getProgress(networkId, token)?.pair ?? null;
    const chain = runtime.clients().chain;
    const work = catchUpTrades(
      { searchTxs: (search) => chain.searchTxs(search), charts: ctx.db.charts, clock: () => ctx.clock() },
      networkId,
      token,
      pair ? [token, pair] : [token],
    ).finally(() => catchUps.delete(key));
    catchUps.set(key, work);
    return work;
  }

  return {
    async 'charts/token-price'(req) {
      const networkId = ctx.network().id;
      let stale = false;
      try {
        await catchUp(networkId, req.token);
      } catch {
        stale = true;
      }
      const trades = ctx.db.charts.trades(networkId, req.token);
      const series = bucketTrades({ trades, range: req.range, nowMs: ctx.clock() });
      const updatedAt = ctx.db.charts.mark(networkId, req.token, req.token)?.updatedAt ?? null;
      const result: TokenPriceSeries = { token: req.token, ...series, updatedAt, stale };
      return result;
    },

    async 'charts/portfolio'(req) {
      const account = ctx.keys.getAccount(req.accountId);
      if (!account) throw new WalletError('not_found', 'There is no such account.');
      const networkId = ctx.network().id;
      const price = latestUsd(ctx.db, networkId);
      if (price) recordUsdSeen(ctx.db.charts, networkId, price.value, price.updatedAt);
      const now = ctx.clock();
      const inputs = await portfolioInputs(ctx.db, networkId, account.address, now, portfolioDeltas);
      const days = portfolioSeries(inputs);
      const historyComplete = ctx.db.history.getCursor(networkId, account.address)?.complete ?? false;
      return { accountId: account.id, days, historyComplete };
    },
  };
}
