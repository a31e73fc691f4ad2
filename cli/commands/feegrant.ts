// feegrant list | grant | revoke: fee allowances this account gave and received, giving one with a limit and an
// expiry, and taking allowances back, through the app's own drafts and review.
import type { PermissionsList } from '../../shared/api/permissions';
import type { TxReview } from '../../shared/api/tx';
import { stringOption } from '../context';
import { usageFailure } from '../io/output';
import { confirmPermissionTx, expiresOption, granteeOption, listJson, listText } from './authz-support';
import { feeOptions, required } from './tx-flow';
import type { Command } from './types';

export const feegrantCommands: Command[] = [
  {
    path: ['feegrant', 'list'],
    summary: 'List fee allowances this account gave and received, the risky ones first and flagged.',
    usage: 'feegrant list [--from <account>]',
    maxArgs: 0,
    async run(ctx) {
      const account = await ctx.account(stringOption(ctx.options, 'from'));
      const list = await ctx.call<PermissionsList>('permissions/list', { accountId: account.id });
      ctx.out.result(listJson(list, 'feegrant'), () => listText(list, 'feegrant'));
    },
  },
  {
    path: ['feegrant', 'grant'],
    summary: 'Let another account pay its fees from this one, up to a limit, until an expiry.',
    usage: 'feegrant grant --grantee <address|contact> --expires <30d|ISO> [--limit <XYZ>] [--yes]',
    options: [
      '--limit <XYZ>        most XYZ of fees in total (default: no limit, flagged)',
      '--expires <when>     "30d" (days from now) or an ISO time with its zone; at most five years',
      '--from <account>     the paying account (default: --account or the active one)',
      '--yes                do not ask; sign after printing the review',
    ],
    maxArgs: 0,
    async run(ctx) {
      const account = await ctx.account(stringOption(ctx.options, 'from'));
      const limit = stringOption(ctx.options, 'limit');
      const review = await ctx.call<TxReview>('tx/draft-grant-fee-allowance', {
        accountId: account.id,
        grantee: await granteeOption(ctx),
        expiration: expiresOption(ctx),
        ...(limit === undefined ? {} : { spendLimit: limit }),
        ...feeOptions(ctx),
      });
      await confirmPermissionTx(ctx, review);
    },
  },
  {
    path: ['feegrant', 'revoke'],
    summary:
      'Take back fee allowances this account gave: to one grantee, or all (one transaction, up to 50).',
    usage: 'feegrant revoke --grantee <address|contact|all> [--yes]',
    maxArgs: 0,
    async run(ctx) {
      const account = await ctx.account(stringOption(ctx.options, 'from'));
      const all = required(ctx, 'grantee') === 'all';
      const grantee = all ? null : await granteeOption(ctx);
      const list = await ctx.call<PermissionsList>('permissions/list', { accountId: account.id });
      const items = list.given
        .filter((v) => v.kind === 'feegrant' && (all || v.grantee === grantee))
        .map((v) => ({ kind: 'feegrant' as const, grantee: v.grantee }))
        .slice(0, 50);
      if (items.length === 0) throw usageFailure('This account gave no such fee allowance.');
      const review = await ctx.call<TxReview>('tx/draft-revoke-permissions', {
        accountId: account.id,
        items,
        ...feeOptions(ctx),
      });
      await confirmPermissionTx(ctx, review);
    },
  },
];
