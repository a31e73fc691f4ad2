// authz list | grant send | grant restake | revoke: what other accounts may do with this one (and the reverse), and
// giving or taking back those permissions through the app's own drafts and review.
import type { PermissionsList } from '../../shared/api/permissions';
import type { TxReview } from '../../shared/api/tx';
import { stringOption } from '../context';
import {
  authzRevokeItemsOption,
  confirmPermissionTx,
  expiresOption,
  granteeOption,
  listJson,
  listOption,
  listText,
} from './authz-support';
import { feeOptions, required } from './tx-flow';
import type { Command } from './types';

const SIGNING = [
  '--from <account>     the granting account (default: --account or the active one)',
  '--expires <when>     "30d" (days from now) or an ISO time with its zone; at most five years',
  "--fee <tier>         low | average | high (default: the settings' tier)",
  '--yes                do not ask; sign after printing the review',
];

export const authzCommands: Command[] = [
  {
    path: ['authz', 'list'],
    summary: 'List authz grants this account gave and received, the risky ones first and flagged.',
    usage: 'authz list [--from <account>]',
    maxArgs: 0,
    async run(ctx) {
      const account = await ctx.account(stringOption(ctx.options, 'from'));
      const list = await ctx.call<PermissionsList>('permissions/list', { accountId: account.id });
      ctx.out.result(listJson(list, 'authz'), () => listText(list, 'authz'));
    },
  },
  {
    path: ['authz', 'grant', 'send'],
    summary: 'Let another account send up to a limit of XYZ from this one, until an expiry.',
    usage:
      'authz grant send --grantee <address|contact> --limit <XYZ> --expires <30d|ISO> [--allow <a,b>] [--yes]',
    options: [
      '--limit <XYZ>        most XYZ the grantee may send in total',
      '--allow <a,b>        only to these addresses',
      ...SIGNING,
    ],
    maxArgs: 0,
    async run(ctx) {
      const account = await ctx.account(stringOption(ctx.options, 'from'));
      const allowList = listOption(ctx, 'allow');
      const review = await ctx.call<TxReview>('tx/draft-grant-send', {
        accountId: account.id,
        grantee: await granteeOption(ctx),
        spendLimit: required(ctx, 'limit'),
        expiration: expiresOption(ctx),
        ...(allowList ? { allowList } : {}),
        ...feeOptions(ctx),
      });
      await confirmPermissionTx(ctx, review);
    },
  },
  {
    path: ['authz', 'grant', 'restake'],
    summary:
      'Let a restake service delegate to chosen validators and claim rewards for this account, until an expiry.',
    usage: 'authz grant restake --grantee <address|contact> --validators <v1,v2> --expires <30d|ISO> [--yes]',
    options: ['--validators <list>  xyzvaloper... addresses it may delegate to', ...SIGNING],
    maxArgs: 0,
    async run(ctx) {
      const account = await ctx.account(stringOption(ctx.options, 'from'));
      const review = await ctx.call<TxReview>('tx/draft-grant-restake', {
        accountId: account.id,
        grantee: await granteeOption(ctx),
        validators: listOption(ctx, 'validators') ?? [],
        expiration: expiresOption(ctx),
        ...feeOptions(ctx),
      });
      await confirmPermissionTx(ctx, review);
    },
  },
  {
    path: ['authz', 'revoke'],
    summary:
      'Take back authz grants this account gave: one type, all to a grantee, or all (one transaction, up to 50).',
    usage: 'authz revoke --grantee <address|contact|all> [--msg <type URL>] [--yes]',
    options: [
      '--grantee <who>      the grantee, or "all" for every grant this account gave',
      '--msg <type URL>     only the grant for this message type (default: every grant to the grantee)',
      ...SIGNING.filter((line) => !line.startsWith('--expires')),
    ],
    maxArgs: 0,
    async run(ctx) {
      const account = await ctx.account(stringOption(ctx.options, 'from'));
      const list = await ctx.call<PermissionsList>('permissions/list', { accountId: account.id });
      const items = await authzRevokeItemsOption(ctx, list);
      const review = await ctx.call<TxReview>('tx/draft-revoke-permissions', {
        accountId: account.id,
        items,
        ...feeOptions(ctx),
      });
      await confirmPermissionTx(ctx, review);
    },
  },
];
