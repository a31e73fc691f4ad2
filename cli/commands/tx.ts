// send and delegate: draft -> the app's review -> "yes" (or --yes) -> tx/confirm -> tracked until final.
import type { TxReview } from '../../shared/api/tx';
import { stringOption } from '../context';
import { feeOptions, required, resolveRecipient, reviewConfirmTrack, warningsFor } from './tx-flow';
import type { Command } from './types';

export const txCommands: Command[] = [
  {
    path: ['send'],
    summary: 'Send XYZ: shows the review (fee, total, gas, memo, warnings) and asks before signing.',
    usage:
      'send --from <account> --to <address|contact> --amount <XYZ> [--memo <text>] [--fee low|average|high] [--max-fee <XYZ>] [--yes]',
    options: [
      '--from <account>     account that pays (default: --account or the active one)',
      '--to <address|name>  recipient address or address-book name',
      '--amount <XYZ>       amount in XYZ, e.g. 1.5',
      "--memo <text>        memo (default: the contact's saved memo)",
      "--fee <tier>         low | average | high (default: the settings' tier)",
      '--max-fee <XYZ>      refuse a fee above this; lets --yes accept a fee the review flags as high',
      '--yes                do not ask; sign after printing the review',
    ],
    maxArgs: 0,
    async run(ctx) {
      const to = required(ctx, 'to');
      const amount = required(ctx, 'amount');
      const account = await ctx.account(stringOption(ctx.options, 'from'));
      const recipient = await resolveRecipient(ctx, to);
      const memo = stringOption(ctx.options, 'memo') ?? recipient.memo;
      const review = await ctx.call<TxReview>('tx/draft-send', {
        accountId: account.id,
        to: recipient.address,
        amount,
        ...(memo ? { memo } : {}),
        ...feeOptions(ctx),
      });
      const warnings = await warningsFor(ctx, recipient.address);
      await reviewConfirmTrack(ctx, review, {
        recipient: { address: recipient.address, contact: recipient.contact },
        warnings,
      });
    },
  },
  {
    path: ['delegate'],
    summary: 'Delegate XYZ to a validator: shows the review and asks before signing.',
    usage:
      'delegate --validator <xyzvaloper...> --amount <XYZ> [--from <account>] [--memo <text>] [--fee <tier>] [--yes]',
    maxArgs: 0,
    async run(ctx) {
      const validator = required(ctx, 'validator');
      const amount = required(ctx, 'amount');
      const account = await ctx.account(stringOption(ctx.options, 'from'));
      const memo = stringOption(ctx.options, 'memo');
      const review = await ctx.call<TxReview>('tx/draft-delegate', {
        accountId: account.id,
        validator,
        amount,
        ...(memo ? { memo } : {}),
        ...feeOptions(ctx),
      });
      await reviewConfirmTrack(ctx, review, {
        recipient: { address: validator, contact: null },
        warnings: [],
      });
    },
  },
];
