// Pure review of a draft: gas from the simulation, fee per tier, totals and the exact bytes that will be signed.
import { makeSignDoc as makeAminoSignDoc, type StdSignDoc } from '@cosmjs/amino';
import type { EncodeObject, Registry } from '@cosmjs/proto-signing';
import { BASE_DENOM, type FeeTier } from '../../../shared/chain';
import type { AllowanceGrantJson } from '../permissions/permission-schemas';
import { toDialect, type Dialect } from '../../../shared/dialect';
import { WalletError } from '../../../shared/errors';
import { KINDS, type KindBook } from '../../../shared/tx-kinds';
import { toAminoMsg } from './amino';
import {
  balanceChanges,
  previewMismatches,
  type BalanceChange,
  type ExpectedChange,
  type PreviewMismatch,
} from './balance-changes';
import { feesByTier, gasLimitFor, type GasPrices } from './fee';
import { checkGasLimit, checkSimulatedGas, feeAlert, gasCeiling, type FeeAlert } from './fee-guard';
import type { Simulation } from './simulate';
import { makeAuthInfoBytes, makeBodyBytes, makeSignBytes, SignMode } from './tx-bytes';
import { multisigAuthInfoBytes } from '../../../shared/multisig/combine';
import type { SharedSigner } from './shared-signer';

export type SignModeName = 'direct' | 'amino';

/** A validated transaction the user has not yet reviewed: canonical messages plus what it spends. */
export interface Draft {
  kind: string;
  /** Signer address. */
  sender: string;
  messages: EncodeObject[];
  memo: string;
  /** uxyz leaving the account through the messages (amounts + funds), fee excluded. */
  spend: bigint;
  /** One-line human summary ("Send 1.5 XYZ to xyz1..."). */
  summary: string;
  /** What the form asked the balances to do (checked against the simulation); empty when nothing is promised. */
  expected?: ExpectedChange[];
  /** The account whose fee allowance pays the fee (the tx's fee_granter), when the person chose one. */
  feeGranter?: string;
}

/**
 * The signer's on-chain account as needed to sign. `pubkey` is the 33-byte compressed secp256k1 key (empty for a
 * shared account, whose `shared` definition stands for it).
 */
export interface SigningAccount {
  address: string;
  pubkey: Uint8Array;
  accountNumber: bigint;
  sequence: bigint;
  shared?: SharedSigner;
}

export interface ReviewOptions {
  chainId: string;
  dialect: Dialect;
  tier: FeeTier;
  /** 1.3-1.5 */
  gasAdjustment: number;
  gasPrices: GasPrices;
  signMode: SignModeName;
  /** Overrides the computed gas limit (used by "retry with more gas"). */
  gasLimitOverride?: bigint;
  /** The message kinds to sign with (the wallet's own unless a test brings its own). */
  kinds?: KindBook;
  /** The last block height this tx may be included at (0 or absent: none; see tx/timeout-height.ts). */
  timeoutHeight?: bigint;
}

/** Everything the user sees before confirming, and exactly the bytes the signature must cover. */
export interface Review {
  draft: Draft;
  chainId: string;
  accountNumber: bigint;
  sequence: bigint;
  /** The last block height the tx may be included at, inside the signed body (0: none). */
  timeoutHeight: bigint;
  pubkey: Uint8Array;
  signMode: SignModeName;
  tier: FeeTier;
  gasAdjustment: number;
  gasUsed: bigint;
  gasLimit: bigint;
  /** Fee in uxyz of the chosen tier. */
  fee: bigint;
  feesByTier: Record<FeeTier, bigint>;
  /** spend + fee, uxyz (spend alone when a fee granter pays the fee). */
  total: bigint;
  /** Set when the fee is high enough to need the person's explicit yes before confirming. */
  feeAlert: FeeAlert | null;
  /** Human-readable messages exactly as signed (dialect type names, amino-style JSON values). */
  messagesJson: Array<Record<string, unknown>>;
  bodyBytes: Uint8Array;
  authInfoBytes: Uint8Array;
  /** DIRECT: SignDoc bytes. */
  signBytes: Uint8Array;
  /** AMINO: the StdSignDoc. */
  aminoSignDoc: StdSignDoc | null;
  /** The signer's balance changes the simulation foresees, fee included. */
  balanceChanges: BalanceChange[];
  /** Where those changes differ from what the form asked. */
  previewMismatches: PreviewMismatch[];
  /** The simulation's events, kept so a re-priced review can recompute the preview with its new fee. */
  simulatedEvents: Simulation['events'];
  /** Set for a shared account: the review is amino JSON, becomes a proposal and is never confirmed. */
  shared?: SharedSigner;
  /**
   * With a fee granter: its allowance to the signer as read when the review was drafted (a re-priced fee is checked
   * against it again); null when the chain's list was cut short without it (left to the chain).
   */
  feeAllowance?: AllowanceGrantJson | null;
}

/** Builds the review for `tier`. Pure: same inputs, same bytes. */
export function buildReview(
  draft: Draft,
  account: SigningAccount,
  simulation: { gasUsed: bigint; events?: Simulation['events'] },
  registry: Registry,
  options: ReviewOptions,
): Review {
  const gasLimit = options.gasLimitOverride ?? gasLimitFor(simulation.gasUsed, options.gasAdjustment);
  const fees = feesByTier(gasLimit, options.gasPrices);
  const fee = fees[options.tier];
  // A shared account's members sign amino JSON, with no timeout height (collecting signatures takes days).
  const shared = account.shared;
  if (shared && draft.feeGranter) {
    // The proposal files carry no fee granter yet: refused, never dropped from what the members would sign.
    throw new WalletError(
      'invalid_request',
      'A shared account cannot pay its fee from a fee allowance yet.',
      {
        reason: 'fee_granter_shared_account',
      },
    );
  }
  const signModeName = shared ? 'amino' : options.signMode;
  const signMode =
    signModeName === 'amino' ? SignMode.SIGN_MODE_LEGACY_AMINO_JSON : SignMode.SIGN_MODE_DIRECT;
  const timeoutHeight = shared ? 0n : (options.timeoutHeight ?? 0n);
  const bodyBytes = makeBodyBytes(registry, draft.messages, draft.memo, options.dialect, timeoutHeight);
  const authInfoBytes = shared
    ? sharedAuthInfoBytes(shared, account.sequence, fee, gasLimit, options.dialect)
    : makeAuthInfoBytes({
        pubkey: account.pubkey,
        sequence: account.sequence,
        feeAmount: fee,
        feeDenom: BASE_DENOM,
        gasLimit,
        signMode,
        dialect: options.dialect,
        feeGranter: draft.feeGranter,
      });
  const signBytes = makeSignBytes({
    bodyBytes,
    authInfoBytes,
    chainId: options.chainId,
    accountNumber: account.accountNumber,
  });
  if (options.gasLimitOverride === undefined) {
    const book = options.kinds ?? KINDS;
    const kinds = draft.messages.map((m) => {
      const kind = book.byTypeUrl(m.typeUrl);
      if (!kind) throw new Error(`unknown message kind ${m.typeUrl}`);
      return kind;
    });
    checkSimulatedGas(simulation.gasUsed, gasCeiling(kinds, bodyBytes.length + authInfoBytes.length + 64));
  }
  checkGasLimit(gasLimit);
  const events = simulation.events ?? [];
  // A fee granter pays the fee from its allowance: none of it leaves the signer's balance.
  const ownFee = draft.feeGranter ? 0n : fee;
  const changes = balanceChanges(events, draft.sender, ownFee, BASE_DENOM);
  const aminoMsgs = draft.messages.map((m) => toAminoMsg(m, options.dialect, options.kinds));
  const aminoSignDoc =
    signModeName === 'amino'
      ? makeAminoSignDoc(
          aminoMsgs,
          {
            amount: fee > 0n ? [{ denom: BASE_DENOM, amount: fee.toString() }] : [],
            gas: gasLimit.toString(),
            ...(draft.feeGranter ? { granter: draft.feeGranter } : {}),
          },
          options.chainId,
          draft.memo,
          account.accountNumber.toString(),
          account.sequence.toString(),
          timeoutHeight > 0n ? timeoutHeight : undefined,
        )
      : null;
  return {
    draft,
    chainId: options.chainId,
    accountNumber: account.accountNumber,
    sequence: account.sequence,
    timeoutHeight,
    pubkey: account.pubkey,
    signMode: signModeName,
    tier: options.tier,
    gasAdjustment: options.gasAdjustment,
    gasUsed: simulation.gasUsed,
    gasLimit,
    fee,
    feesByTier: fees,
    total: draft.spend + ownFee,
    feeAlert: feeAlert(fee, draft.spend, options.gasPrices[options.tier]),
    messagesJson: draft.messages.map((m, i) => ({
      '@type': toDialect(m.typeUrl, options.dialect),
      ...aminoMsgs[i]!.value,
    })),
    bodyBytes,
    authInfoBytes,
    signBytes,
    aminoSignDoc,
    balanceChanges: changes,
    previewMismatches: previewMismatches(changes, draft.expected ?? [], ownFee, BASE_DENOM),
    simulatedEvents: events,
    ...(shared ? { shared } : {}),
  };
}

/** A shared account's AuthInfo with every member marked (its size is what the combined tx can weigh at most). */
function sharedAuthInfoBytes(
  shared: SharedSigner,
  sequence: bigint,
  fee: bigint,
  gasLimit: bigint,
  dialect: Dialect,
): Uint8Array {
  const fields = {
    account: shared.def,
    sequence: sequence.toString(),
    fee: {
      amount: fee > 0n ? [{ denom: BASE_DENOM, amount: fee.toString() }] : [],
      gas_limit: gasLimit.toString(),
    },
  };
  return multisigAuthInfoBytes(fields, [...shared.def.members.keys()], dialect);
}
