// Contract of the tx domain: draft-* (validate + simulate -> review), review (re-price), confirm, status, retry.
import { z } from 'zod';
import { MEMO_MAX_BYTES } from '../memo';
import {
  baseAmountSchema,
  channel,
  idSchema,
  lengthFirst,
  nameText,
  shortText,
  type EpochMs,
} from './channel';
import type { TxStatus } from './events';
import type { DropReason } from '../tx-drop';
import { feeTierSchema, signModeSchema } from './settings';

/** An amount as a person typed it ("1.5"); parsed with bigint in core (never floats). */
export const amountText = z.string().max(64);
/** An address as typed; checked for bech32 prefix and checksum in core (clear errors, not schema noise). */
export const addressText = z.string().max(128);
/** Memo: core counts the limit in UTF-8 bytes and answers 'invalid_memo'; the schema only bounds the size. */
const memo = z
  .string()
  .max(MEMO_MAX_BYTES * 4)
  .optional();

/**
 * Fields every draft accepts: who signs, optional overrides of the settings' fee tier / gas adjustment / sign mode,
 * and `feeGranter`: pay the fee from a fee allowance that account gave this one (the chain refuses it beyond the
 * allowance; the review's fee and total then leave this account's balance untouched by the fee).
 */
export const draftBase = {
  accountId: idSchema,
  memo,
  feeTier: feeTierSchema.optional(),
  gasAdjustment: z.number().min(1.3).max(1.5).optional(),
  signMode: signModeSchema.optional(),
  feeGranter: addressText.optional(),
};

/**
 * Send `amount` XYZ to `to`. With `granter`, the XYZ leave the granter's account through an authz exec, using a send
 * (or generic bank send) permission it gave this account; this account signs and pays the fee.
 */
export const draftSendSchema = z.strictObject({
  ...draftBase,
  to: addressText,
  amount: amountText,
  granter: addressText.optional(),
});
export const draftDelegateSchema = z.strictObject({
  ...draftBase,
  validator: addressText,
  amount: amountText,
});
/** Unbond `amount` XYZ from `validator` (funds return after the unbonding time). */
export const draftUndelegateSchema = z.strictObject({
  ...draftBase,
  validator: addressText,
  amount: amountText,
});
/** Move `amount` XYZ of stake from `source` to `destination` without unbonding. */
export const draftRedelegateSchema = z.strictObject({
  ...draftBase,
  source: addressText,
  destination: addressText,
  amount: amountText,
});
/** Withdraw rewards; without `validators` core claims from every validator that holds rewards for the account. */
export const draftClaimRewardsSchema = z.strictObject({
  ...draftBase,
  validators: z.array(addressText).min(1).max(100).optional(),
});
export const voteOptionSchema = z.enum(['yes', 'no', 'abstain', 'no_with_veto']);
export type VoteOptionName = z.output<typeof voteOptionSchema>;
const proposalIdText = z.string().regex(/^[1-9]\d{0,19}$/, 'Not a proposal id.');
export const draftVoteSchema = z.strictObject({
  ...draftBase,
  proposalId: proposalIdText,
  option: voteOptionSchema,
});
/** Weighted vote: weights are decimals ("0.5") that must add up to exactly 1. */
export const draftVoteWeightedSchema = z.strictObject({
  ...draftBase,
  proposalId: proposalIdText,
  options: z
    .array(z.strictObject({ option: voteOptionSchema, weight: z.string().max(24) }))
    .min(1)
    .max(4),
});
/** CW20 transfer of `amount` (display units with `decimals`, default 6). */
export const draftTokenTransferSchema = z.strictObject({
  ...draftBase,
  token: addressText,
  to: addressText,
  amount: amountText,
  decimals: z.number().int().min(0).max(18).optional(),
});
export const draftLaunchpadCreateSchema = z.strictObject({
  ...draftBase,
  name: nameText(64),
  symbol: lengthFirst(12 + 64)
    .trim()
    .min(2)
    .max(12, { abort: true })
    .regex(/^[A-Za-z0-9]+$/, 'Symbol is 2-12 letters or digits.'),
  image: z.string().max(2048).optional(),
  description: z.string().max(1000).optional(),
});
/** Buy `amount` XYZ worth of `token` on the bonding curve; `minTokensOut` in token base units (slippage guard). */
export const draftLaunchpadBuySchema = z.strictObject({
  ...draftBase,
  token: addressText,
  amount: amountText,
  minTokensOut: baseAmountSchema.optional(),
});
/** Sell `amount` tokens (display units) back to the curve; `minXyzOut` in uxyz. */
export const draftLaunchpadSellSchema = z.strictObject({
  ...draftBase,
  token: addressText,
  amount: amountText,
  minXyzOut: baseAmountSchema.optional(),
});
/** AMM swap: 'buy' pays XYZ for the token, 'sell' pays the token for XYZ. `maxSpread` like "0.01". */
export const draftSwapSchema = z.strictObject({
  ...draftBase,
  pair: addressText,
  token: addressText,
  direction: z.enum(['buy', 'sell']),
  amount: amountText,
  maxSpread: z
    .string()
    .regex(/^0(\.\d{1,6})?$|^1(\.0{1,6})?$/)
    .optional(),
});
export const draftInstantiateSchema = z.strictObject({
  ...draftBase,
  codeId: z.number().int().positive(),
  label: shortText(128),
  /** The instantiate message as JSON text. */
  msg: z.string().max(16_384),
  admin: addressText.optional(),
  /** Optional XYZ sent along (display units). */
  funds: amountText.optional(),
});
export const draftBridgeOutSchema = z.strictObject({
  ...draftBase,
  amount: amountText,
  externalAddress: z.string().trim().min(1).max(128),
});

/** A reviewed, not yet signed transaction: everything shown before "Confirm". Amounts are uxyz integer strings. */
export interface TxReview {
  reviewId: string;
  kind: string;
  summary: string;
  accountId: string;
  from: string;
  chainId: string;
  /** The messages exactly as signed: "@type" in the network's dialect, amino-style JSON fields. */
  messages: Array<Record<string, unknown>>;
  memo: string;
  gasUsed: string;
  gasLimit: string;
  gasAdjustment: number;
  feeTier: 'low' | 'average' | 'high';
  fee: { denom: string; amount: string };
  fees: { low: string; average: string; high: string };
  /** uxyz leaving the account through the messages (fee excluded). */
  spend: string;
  /** spend + fee. */
  total: string;
  /**
   * Set when the fee needs the person's explicit yes (confirm then carries `acceptHighFee`): far above a typical fee
   * at the same price (`typicalFee`, uxyz), or large beside the amount moved.
   */
  feeAlert: { reason: 'above_typical' | 'above_amount'; typicalFee: string } | null;
  /** Spendable uxyz at review time. */
  spendable: string;
  signMode: 'direct' | 'amino';
  accountNumber: string;
  sequence: string;
  /** The last block height the tx may be included at, inside the signed body ("0": none; decision 0216). */
  timeoutHeight?: string;
  /** Uppercase hex sha256 of the bytes the signature will cover (SignDoc or amino sign doc). */
  signDocHash: string;
  /** In amino mode, the exact JSON sign doc the signer (a Ledger) receives: what shared/ledger/device-screens reads. */
  aminoSignDoc?: string;
  /** After this the review must be redone (sequence and gas go stale). */
  expiresAt: EpochMs;
  /** What the simulation says this tx does to the signer's balances, fee included (signed base-unit integers). */
  balanceChanges: TxBalanceChange[];
  /** Where the simulated changes differ from what the form asked (empty when they agree). */
  previewMismatches: TxPreviewMismatch[];
}

/** One asset's net change: `denom` for a native coin, `token` (contract address) for a CW20; delta like "-1005000". */
export type TxBalanceChange = ({ denom: string } | { token: string }) & { delta: string };

/** 'outflow_differs': the simulated change is not the amount (+ fee) asked; 'below_minimum': a trade returns less than its minimum. */
export interface TxPreviewMismatch {
  code: 'outflow_differs' | 'below_minimum';
  asset: { denom: string } | { token: string };
  expected: string;
  simulated: string;
}

export interface TxSubmitted {
  txHash: string;
  status: TxStatus;
  code: number | null;
  /** Codespace of a failed result ("sdk", "wasm", ...); null when none is known (read `rawLog` then). */
  codespace: string | null;
  rawLog: string | null;
  height: string | null;
  /**
   * 'retry_more_gas' after an out-of-gas failure; 'review_again' once a tx is dropped (it can never be included): both
   * call tx/retry for a new review, which the person confirms again.
   */
  next: 'retry_more_gas' | 'review_again' | null;
  /** Why a 'dropped' tx is dead (its `code` says the same: 32 sequence used, 30 timeout height passed). */
  dropReason?: DropReason;
}

export interface PendingTx {
  txHash: string;
  accountId: string;
  kind: string;
  summary: string;
  status: TxStatus;
  code: number | null;
  /** Codespace of a failed result, when a tx/status event reported one (the pending table does not keep it). */
  codespace?: string;
  rawLog: string | null;
  height: string | null;
  createdAt: EpochMs;
  updatedAt: EpochMs;
}

const txHashSchema = z.string().regex(/^[0-9A-Fa-f]{64}$/, 'Not a transaction hash.');

export const txChannels = {
  'tx/draft-send': channel(draftSendSchema).returns<TxReview>(),
  'tx/draft-delegate': channel(draftDelegateSchema).returns<TxReview>(),
  'tx/draft-undelegate': channel(draftUndelegateSchema).returns<TxReview>(),
  'tx/draft-redelegate': channel(draftRedelegateSchema).returns<TxReview>(),
  'tx/draft-claim-rewards': channel(draftClaimRewardsSchema).returns<TxReview>(),
  'tx/draft-vote': channel(draftVoteSchema).returns<TxReview>(),
  'tx/draft-vote-weighted': channel(draftVoteWeightedSchema).returns<TxReview>(),
  'tx/draft-token-transfer': channel(draftTokenTransferSchema).returns<TxReview>(),
  'tx/draft-launchpad-create': channel(draftLaunchpadCreateSchema).returns<TxReview>(),
  'tx/draft-launchpad-buy': channel(draftLaunchpadBuySchema).returns<TxReview>(),
  'tx/draft-launchpad-sell': channel(draftLaunchpadSellSchema).returns<TxReview>(),
  'tx/draft-swap': channel(draftSwapSchema).returns<TxReview>(),
  'tx/draft-instantiate': channel(draftInstantiateSchema).returns<TxReview>(),
  'tx/draft-bridge-out': channel(draftBridgeOutSchema).returns<TxReview>(),
  /** Re-prices a review with another fee tier / gas adjustment (no new simulation). Returns a new reviewId. */
  'tx/review': channel(
    z.strictObject({
      reviewId: idSchema,
      feeTier: feeTierSchema.optional(),
      gasAdjustment: z.number().min(1.3).max(1.5).optional(),
    }),
  ).returns<TxReview>(),
  /** Signs exactly the reviewed bytes and broadcasts once; tracking continues with 'tx/status' events. */
  /**
   * Signs and broadcasts a review once. `signDocHash` (the review's, as shown) refuses a review that changed since
   * (`tx_rejected`, reason review_changed); a review with a `feeAlert` needs `acceptHighFee: true` (reason
   * fee_not_acknowledged, the review is kept).
   */
  'tx/confirm': channel(
    z.strictObject({
      reviewId: idSchema,
      signDocHash: z
        .string()
        .regex(/^[0-9A-Fa-f]{64}$/)
        .optional(),
      acceptHighFee: z.boolean().optional(),
    }),
  ).returns<TxSubmitted>(),
  /** Drops a review that will not be confirmed. */
  'tx/cancel': channel(z.strictObject({ reviewId: idSchema })).returns<{ cancelled: boolean }>(),
  /** Current status of a submitted tx; `refresh` asks the node now. */
  'tx/status': channel(
    z.strictObject({ txHash: txHashSchema, refresh: z.boolean().optional() }),
  ).returns<TxSubmitted>(),
  /**
   * A new review of a recent tx's messages, to confirm again: after out of gas (code 11) with 1.5x the gas limit, or
   * after it was dropped (next 'review_again') with a fresh sequence, fee and timeout height.
   */
  'tx/retry': channel(z.strictObject({ txHash: txHashSchema })).returns<TxReview>(),
  /** Transactions submitted from an account that are not final yet (and recent final ones). */
  'tx/pending': channel(z.strictObject({ accountId: idSchema })).returns<{ transactions: PendingTx[] }>(),
} as const;
