// balance, tokens, history, validators, delegations: reads over the data channels (fresh from the node when it answers).
import type { Dashboard, HistoryEntry, HistoryPage, TokenView, ValidatorView } from '../../shared/api/data';
import { formatBaseAmount } from '../../shared/format';
import { stringOption, xyz, type CommandContext } from '../context';
import { CliFailure, usageFailure } from '../io/output';
import { errorSentence } from '../messages';
import type { Command } from './types';

const REFRESH_WAIT_MS = 20_000;

/** Asks the core to refresh the account's balances and waits for that refresh to finish (error or not). */
async function freshDashboard(ctx: CommandContext, accountId: string): Promise<Dashboard> {
  const finished = ctx.nextEvent((event, payload) => {
    const p = payload as {
      kind?: string;
      accountId?: string;
      finished?: boolean;
      error?: { message: string };
    };
    if (event !== 'sync/progress' || p.kind !== 'dashboard' || p.accountId !== accountId || !p.finished)
      return undefined;
    return { error: p.error ?? null };
  }, REFRESH_WAIT_MS);
  const asked = Date.now();
  await ctx.call<Dashboard>('dashboard/get', { accountId, refresh: true });
  const outcome = await finished;
  const dashboard = await ctx.call<Dashboard>('dashboard/get', { accountId, refresh: false });
  // Balances written by this refresh are fresh; anything older means the node did not answer now.
  const fresh = dashboard.balancesUpdatedAt !== null && dashboard.balancesUpdatedAt >= asked;
  if (!fresh) {
    if (outcome === null) throw new CliFailure('timeout', errorSentence('timeout'));
    throw new CliFailure('network', `${errorSentence('network')} ${outcome.error?.message ?? ''}`.trim());
  }
  return dashboard;
}

function limitOption(ctx: CommandContext): number {
  const text = stringOption(ctx.options, 'limit') ?? '20';
  const limit = Number(text);
  if (!/^\d+$/.test(text) || limit < 1 || limit > 100)
    throw usageFailure('--limit is a whole number from 1 to 100.');
  return limit;
}

const historyLine = (row: HistoryEntry) =>
  `${row.timestamp}  ${row.direction.padEnd(4)}  ${row.code === 0 ? 'ok    ' : `failed`}  ${row.hash}`;

export const queryCommands: Command[] = [
  {
    path: ['balance'],
    summary: 'Balances of an account: total, spendable and delegated XYZ, and token holdings.',
    usage: 'balance [--account <account>]',
    async run(ctx) {
      const account = await ctx.account();
      const d = await freshDashboard(ctx, account.id);
      const balances = d.balances ?? { total: '0', spendable: '0', delegated: '0' };
      ctx.out.result(
        {
          account: account.name,
          address: d.address,
          balances,
          holdings: d.holdings,
          updatedAt: d.balancesUpdatedAt,
        },
        () =>
          [
            `${account.name}  ${d.address}`,
            `Total:     ${xyz(balances.total)}`,
            `Spendable: ${xyz(balances.spendable)}`,
            `Delegated: ${xyz(balances.delegated)}`,
            ...d.holdings.map((h) => `${h.symbol.padEnd(10)} ${formatBaseAmount(h.balance)}  ${h.token}`),
          ].join('\n'),
      );
    },
  },
  {
    path: ['tokens'],
    summary: 'Tokens known on the network (launchpad and AMM), newest first.',
    usage: 'tokens',
    async run(ctx) {
      const { tokens, updatedAt } = await ctx.call<{ tokens: TokenView[]; updatedAt: number | null }>(
        'tokens/list',
        { refresh: true },
      );
      ctx.out.result({ tokens, updatedAt }, () =>
        tokens.length
          ? tokens
              .map(
                (t) =>
                  `${(t.symbol ?? '?').padEnd(10)} ${(t.name ?? '').padEnd(24)} ${t.address}  ${t.graduated ? 'amm' : 'launchpad'}`,
              )
              .join('\n')
          : 'No tokens yet.',
      );
    },
  },
  {
    path: ['history'],
    summary: 'Transactions of an account, newest first (synced from the backend first).',
    usage: 'history [--account <account>] [--limit N] [--csv]',
    options: [
      '--limit N   rows (1-100, default 20)',
      "--csv       the full history as CSV (the app's export)",
    ],
    async run(ctx) {
      const account = await ctx.account();
      await ctx.call('history/sync', { accountId: account.id });
      if (ctx.options.csv) {
        const { csv, rows } = await ctx.call<{ csv: string; rows: number }>('history/export-csv', {
          accountId: account.id,
        });
        ctx.out.result({ csv, rows }, () => csv);
        return;
      }
      const page = await ctx.call<HistoryPage>('history/page', {
        accountId: account.id,
        limit: limitOption(ctx),
      });
      ctx.out.result({ rows: page.rows, stored: page.stored, complete: page.complete }, () =>
        page.rows.length ? page.rows.map(historyLine).join('\n') : 'No transactions yet.',
      );
    },
  },
  {
    path: ['validators'],
    summary: 'Validators of the network with their voting power and commission.',
    usage: 'validators',
    async run(ctx) {
      const { validators } = await ctx.call<{ validators: ValidatorView[] }>('staking/validators', {});
      ctx.out.result({ validators }, () =>
        validators
          .map(
            (v) =>
              `${v.moniker.padEnd(20)} ${v.operatorAddress}  ${xyz(v.tokens).padStart(20)}  ${(Number(v.commissionRate) * 100).toFixed(2)}%${v.jailed ? '  jailed' : ''}`,
          )
          .join('\n'),
      );
    },
  },
  {
    path: ['delegations'],
    summary: 'Delegations of an account.',
    usage: 'delegations [--account <account>]',
    async run(ctx) {
      const account = await ctx.account();
      const result = await ctx.call<{
        delegations: Array<{ validatorAddress: string; amount: string }>;
        total: string;
      }>('staking/delegations', { accountId: account.id });
      ctx.out.result(result, () =>
        [
          ...result.delegations.map((d) => `${d.validatorAddress}  ${xyz(d.amount)}`),
          `Total delegated: ${xyz(result.total)}`,
        ].join('\n'),
      );
    },
  },
];
