// token send (CW20), launchpad create | buy | sell, swap (AMM): the app's token screens over tx/draft-*.
import type { TokenProgress } from '../../shared/api/data';
import type { TxReview } from '../../shared/api/tx';
import { stringOption, type CommandContext } from '../context';
import { usageFailure } from '../io/output';
import { slippageWarnings } from '../review';
import { feeOptions, required, resolveRecipient, reviewConfirmTrack, warningsFor } from './tx-flow';
import type { Command } from './types';

const DEFAULT_SLIPPAGE_PERCENT = '2';
const BPS = 10_000n;

/** --slippage <percent> (0.1 to 50, as the app's trade panel) in basis points. */
export function slippageBps(text: string): bigint {
  const n = Number(text);
  if (!/^\d+(\.\d{1,2})?$/.test(text) || !(n >= 0.1 && n <= 50))
    throw usageFailure('--slippage is a percentage from 0.1 to 50.');
  return BigInt(Math.round(n * 100));
}

/** The least output accepted: the simulated output less the slippage, rounded down (as the app's minOut). */
export const guardFrom = (simulatedOut: bigint, bps: bigint) => (simulatedOut * (BPS - bps)) / BPS;

/** The AMM's max_spread decimal ("0.02" for 200 bps). */
export const maxSpreadFrom = (bps: bigint) => (Number(bps) / 10_000).toFixed(4).replace(/0+$/, '0');

/** What the simulation says arrives: the token's delta (buying) or the uxyz delta plus the fee (selling). */
export function simulatedOut(review: TxReview, asset: { token: string } | { denom: 'uxyz' }): bigint {
  const change = review.balanceChanges.find((c) =>
    'token' in asset ? 'token' in c && c.token === asset.token : 'denom' in c && c.denom === 'uxyz',
  );
  const delta = BigInt(change?.delta ?? '0');
  const out = 'token' in asset ? delta : delta + BigInt(review.fee.amount);
  return out > 0n ? out : 0n;
}

const slippage = (ctx: CommandContext) =>
  slippageBps(stringOption(ctx.options, 'slippage') ?? DEFAULT_SLIPPAGE_PERCENT);

function base(ctx: CommandContext, accountId: string) {
  const memo = stringOption(ctx.options, 'memo');
  return { accountId, ...(memo ? { memo } : {}), ...feeOptions(ctx) };
}

/**
 * A curve trade with its slippage guard: a first draft is simulated without a guard, its expected output less the
 * slippage becomes the guard of the draft the person reviews (the first is cancelled).
 */
async function guardedCurveDraft(
  ctx: CommandContext,
  channel: 'tx/draft-launchpad-buy' | 'tx/draft-launchpad-sell',
  payload: Record<string, unknown>,
): Promise<TxReview> {
  const bps = slippage(ctx);
  const probe = await ctx.call<TxReview>(channel, payload);
  await ctx.call('tx/cancel', { reviewId: probe.reviewId }).catch(() => undefined);
  const buying = channel === 'tx/draft-launchpad-buy';
  const out = simulatedOut(probe, buying ? { token: payload.token as string } : { denom: 'uxyz' });
  const guard = guardFrom(out, bps).toString();
  return ctx.call<TxReview>(channel, {
    ...payload,
    ...(buying ? { minTokensOut: guard } : { minXyzOut: guard }),
  });
}

const TRADE_OPTIONS = [
  '--token <address>   the token contract',
  '--slippage <pct>    least output accepted, as a percentage below the simulated one (default 2)',
  '--from <account>    account that trades (default: --account or the active one)',
];

export const tradeCommands: Command[] = [
  {
    path: ['token', 'send'],
    summary: 'Send a CW20 token: shows the review (with the balance changes) and asks before signing.',
    usage:
      'token send --token <address> --to <address|contact> --amount <units> [--decimals N] [--from <account>] [--memo <text>] [--fee <tier>] [--yes]',
    options: [
      '--token <address>   the CW20 contract',
      '--amount <units>    amount in the token (display units, e.g. 1.25)',
      '--decimals N        the token decimals (default 6)',
    ],
    maxArgs: 0,
    async run(ctx) {
      const token = required(ctx, 'token');
      const amount = required(ctx, 'amount');
      const decimals = stringOption(ctx.options, 'decimals');
      if (decimals !== undefined && !/^\d{1,2}$/.test(decimals)) throw usageFailure('--decimals is 0 to 18.');
      const account = await ctx.account(stringOption(ctx.options, 'from'));
      const recipient = await resolveRecipient(ctx, required(ctx, 'to'));
      const review = await ctx.call<TxReview>('tx/draft-token-transfer', {
        ...base(ctx, account.id),
        token,
        to: recipient.address,
        amount,
        ...(decimals !== undefined ? { decimals: Number(decimals) } : {}),
      });
      await reviewConfirmTrack(ctx, review, {
        recipient: { address: recipient.address, contact: recipient.contact },
        warnings: await warningsFor(ctx, recipient.address),
      });
    },
  },
  {
    path: ['launchpad', 'create'],
    summary: 'Create a launchpad token on the bonding curve: shows the review and asks before signing.',
    usage:
      'launchpad create --name <name> --symbol <SYMBOL> [--image <url>] [--description <text>] [--from <account>] [--yes]',
    maxArgs: 0,
    async run(ctx) {
      const account = await ctx.account(stringOption(ctx.options, 'from'));
      const image = stringOption(ctx.options, 'image');
      const description = stringOption(ctx.options, 'description');
      const review = await ctx.call<TxReview>('tx/draft-launchpad-create', {
        ...base(ctx, account.id),
        name: required(ctx, 'name'),
        symbol: required(ctx, 'symbol'),
        ...(image ? { image } : {}),
        ...(description ? { description } : {}),
      });
      await reviewConfirmTrack(ctx, review, { warnings: [] });
    },
  },
  {
    path: ['launchpad', 'buy'],
    summary: 'Buy a launchpad token with XYZ on its bonding curve (slippage-guarded): review, then ask.',
    usage: 'launchpad buy --token <address> --amount <XYZ> [--slippage <pct>] [--from <account>] [--yes]',
    options: ['--amount <XYZ>      XYZ to pay', ...TRADE_OPTIONS],
    maxArgs: 0,
    async run(ctx) {
      const account = await ctx.account(stringOption(ctx.options, 'from'));
      const review = await guardedCurveDraft(ctx, 'tx/draft-launchpad-buy', {
        ...base(ctx, account.id),
        token: required(ctx, 'token'),
        amount: required(ctx, 'amount'),
      });
      await reviewConfirmTrack(ctx, review, { warnings: slippageWarnings(Number(slippage(ctx))) });
    },
  },
  {
    path: ['launchpad', 'sell'],
    summary: 'Sell a launchpad token back to its bonding curve for XYZ (slippage-guarded): review, then ask.',
    usage: 'launchpad sell --token <address> --amount <tokens> [--slippage <pct>] [--from <account>] [--yes]',
    options: ['--amount <tokens>   tokens to sell (display units)', ...TRADE_OPTIONS],
    maxArgs: 0,
    async run(ctx) {
      const account = await ctx.account(stringOption(ctx.options, 'from'));
      const review = await guardedCurveDraft(ctx, 'tx/draft-launchpad-sell', {
        ...base(ctx, account.id),
        token: required(ctx, 'token'),
        amount: required(ctx, 'amount'),
      });
      await reviewConfirmTrack(ctx, review, { warnings: slippageWarnings(Number(slippage(ctx))) });
    },
  },
  {
    path: ['swap'],
    summary: "Swap XYZ and a graduated token through the token's AMM pair: review, then ask.",
    usage:
      'swap --token <address> --direction buy|sell --amount <units> [--pair <address>] [--slippage <pct>] [--from <account>] [--yes]',
    options: [
      '--direction buy     pay --amount XYZ for the token; sell: pay --amount tokens for XYZ',
      "--pair <address>    the AMM pair (default: the token's pair after graduation)",
      ...TRADE_OPTIONS,
    ],
    maxArgs: 0,
    async run(ctx) {
      const token = required(ctx, 'token');
      const direction = required(ctx, 'direction');
      if (direction !== 'buy' && direction !== 'sell') throw usageFailure('--direction is buy or sell.');
      const bps = slippage(ctx);
      const account = await ctx.account(stringOption(ctx.options, 'from'));
      const pair =
        stringOption(ctx.options, 'pair') ??
        (await ctx.call<TokenProgress>('tokens/progress', { token })).pair;
      if (!pair) throw usageFailure('This token has no AMM pair yet (it is still on its bonding curve).');
      const review = await ctx.call<TxReview>('tx/draft-swap', {
        ...base(ctx, account.id),
        pair,
        token,
        direction,
        amount: required(ctx, 'amount'),
        maxSpread: maxSpreadFrom(bps),
      });
      await reviewConfirmTrack(ctx, review, { warnings: slippageWarnings(Number(bps)) });
    },
  },
];
